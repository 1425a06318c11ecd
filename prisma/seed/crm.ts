import type { Faker } from "@faker-js/faker";
import type { PrismaClient } from "../../lib/generated/prisma/client";
import { ActivityType, CompanySize, ContactStatus, DealStage } from "../../lib/generated/prisma/enums";

const COMPANIES = 24;
const CONTACTS = 90;
const DEALS_PER_STAGE = 5;
const ACTIVITIES = 60;

export async function seedCrm(prisma: PrismaClient, faker: Faker) {
  const sizes = Object.values(CompanySize);
  const companies = Array.from({ length: COMPANIES }, (_, index) => ({
    id: faker.string.uuid(),
    name: faker.company.name(),
    website: index % 6 === 0 ? null : faker.internet.url(),
    industry: index % 8 === 0 ? null : faker.commerce.department(),
    size: index % 9 === 0 ? null : sizes[index % sizes.length]!,
  }));
  await prisma.company.createMany({ data: companies });

  const statuses = Object.values(ContactStatus);
  const contacts = Array.from({ length: CONTACTS }, (_, index) => ({
    id: faker.string.uuid(),
    firstName: faker.person.firstName(),
    lastName: faker.person.lastName(),
    email: index % 10 === 0 ? null : faker.internet.email().toLowerCase(),
    phone: index % 4 === 0 ? null : faker.phone.number({ style: "international" }),
    companyId: index % 3 === 0 ? null : faker.helpers.arrayElement(companies).id,
    status: statuses[index % statuses.length]!,
    source: faker.helpers.arrayElement(["website", "referral", "cold call", "event", null]),
  }));
  await prisma.contact.createMany({ data: contacts });

  // Every stage has deals, so the pipeline board shows all six columns filled.
  const deals = Object.values(DealStage).flatMap((stage) =>
    Array.from({ length: DEALS_PER_STAGE }, () => ({
      id: faker.string.uuid(),
      title: `${faker.commerce.productAdjective()} ${faker.commerce.product()} deal`,
      description: faker.datatype.boolean(0.7) ? faker.lorem.sentence() : null,
      value: faker.commerce.price({ min: 500, max: 250_000, dec: 2 }),
      stage,
      probability: faker.number.int({ min: 0, max: 100 }),
      expectedCloseDate: faker.datatype.boolean(0.8) ? faker.date.soon({ days: 180 }) : null,
      contactId: faker.datatype.boolean(0.8) ? faker.helpers.arrayElement(contacts).id : null,
      companyId: faker.datatype.boolean(0.7) ? faker.helpers.arrayElement(companies).id : null,
    })),
  );
  await prisma.deal.createMany({ data: deals });

  const types = Object.values(ActivityType);
  await prisma.activity.createMany({
    data: Array.from({ length: ACTIVITIES }, (_, index) => ({
      type: types[index % types.length]!,
      title: faker.hacker.phrase().slice(0, 80),
      description: faker.datatype.boolean(0.6) ? faker.lorem.sentence() : null,
      completed: index % 3 === 0,
      dueDate: faker.datatype.boolean(0.7) ? faker.date.soon({ days: 60 }) : null,
      contactId: faker.datatype.boolean(0.7) ? faker.helpers.arrayElement(contacts).id : null,
      dealId: faker.datatype.boolean(0.5) ? faker.helpers.arrayElement(deals).id : null,
    })),
  });
}
