import type { Faker } from "@faker-js/faker";
import type { Prisma, PrismaClient } from "../../lib/generated/prisma/client";
import { insertInBatches } from "./batch";
import type { SeedOptions } from "./options";

type Channel = { id: string; memberIds: string[] };

function buildChannels(faker: Faker, userIds: string[], count: number): Channel[] {
  return Array.from({ length: count }, () => {
    const size = faker.number.int({ min: 3, max: Math.min(15, userIds.length) });
    // The three seed accounts belong to every channel, so Take Control always has something to show.
    const members = new Set([...userIds.slice(0, 3), ...faker.helpers.arrayElements(userIds, size)]);
    return { id: faker.string.uuid(), memberIds: [...members] };
  });
}

function* channelRows(faker: Faker, channels: Channel[]): Generator<Prisma.ChannelCreateManyInput> {
  for (const [index, channel] of channels.entries()) {
    const createdAt = faker.date.past({ years: 1 });
    yield {
      id: channel.id,
      name: index % 17 === 5 ? null : `${faker.word.adjective()}-${faker.word.noun()}-${index}`,
      description: index % 5 === 3 ? null : faker.company.catchPhrase(),
      createdBy: faker.helpers.arrayElement(channel.memberIds),
      createdAt,
      updatedAt: createdAt,
    };
  }
}

function* membershipRows(channels: Channel[]): Generator<Prisma.ChannelMemberCreateManyInput> {
  for (const channel of channels) {
    for (const userId of channel.memberIds) yield { channelId: channel.id, userId };
  }
}

function* messageRows(faker: Faker, channels: Channel[], perChannel: number): Generator<Prisma.MessageCreateManyInput> {
  for (const channel of channels) {
    for (let index = 0; index < perChannel; index++) {
      const createdAt = faker.date.recent({ days: 60 });
      yield {
        userId: faker.helpers.arrayElement(channel.memberIds),
        channelId: channel.id,
        content: faker.lorem.sentence(),
        createdAt,
        updatedAt: createdAt,
      };
    }
  }
}

function* directMessageRows(
  faker: Faker,
  userIds: string[],
  threads: number,
): Generator<Prisma.DirectMessageCreateManyInput> {
  for (let thread = 0; thread < threads; thread++) {
    // Seed accounts take part in the first threads, so their conversation lists are not empty.
    const first = thread < 6 ? userIds[thread % 3]! : faker.helpers.arrayElement(userIds);
    let second = faker.helpers.arrayElement(userIds);
    while (second === first) second = faker.helpers.arrayElement(userIds);
    for (let index = faker.number.int({ min: 1, max: 4 }); index > 0; index--) {
      const [senderId, recipientId] = faker.datatype.boolean() ? [first, second] : [second, first];
      const createdAt = faker.date.recent({ days: 30 });
      yield { senderId, recipientId, content: faker.lorem.sentence(), createdAt, updatedAt: createdAt };
    }
  }
}

export async function seedChat(prisma: PrismaClient, faker: Faker, userIds: string[], options: SeedOptions) {
  if (userIds.length < 2) return;
  const channels = buildChannels(faker, userIds, options.channels);
  await insertInBatches(channelRows(faker, channels), (data) => prisma.channel.createMany({ data }));
  await insertInBatches(membershipRows(channels), (data) => prisma.channelMember.createMany({ data }));
  await insertInBatches(messageRows(faker, channels, options.messagesPerChannel), (data) =>
    prisma.message.createMany({ data }),
  );
  await insertInBatches(directMessageRows(faker, userIds, options.directMessageThreads), (data) =>
    prisma.directMessage.createMany({ data }),
  );
}
