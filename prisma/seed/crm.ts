import type { Faker } from "@faker-js/faker";
import type { Prisma, PrismaClient } from "../../lib/generated/prisma/client";
import { ActivityType, CompanySize, ContactStatus, DealStage } from "../../lib/generated/prisma/enums";
import { insertInBatches } from "./batch";
import { columnInserter, type Columns } from "./insert-columns";
import { CRM_SEED_DEFAULTS, type CrmSeedSizes, type SeedOptions } from "./options";

// Rows are created over the past year, so keyset pages (newest first) cross months of data.
const HISTORY_YEARS = 1;
const SOURCES = ["website", "referral", "cold call", "event", "partner", null];
// Pipelines narrow towards the end; with six deals or more no column is empty.
const STAGE_WEIGHTS: Record<DealStage, number> = {
  lead: 30,
  qualified: 20,
  proposal: 15,
  negotiation: 10,
  closed_won: 15,
  closed_lost: 10,
};
const STATUS_WEIGHTS: Record<ContactStatus, number> = { lead: 50, customer: 35, inactive: 15 };
const SIZE_WEIGHTS: Record<CompanySize, number> = { small: 40, medium: 30, large: 20, enterprise: 10 };

/** The first rows take each value once, so even the smallest seed has every one; then they follow the weights. */
function spread<T extends string>(faker: Faker, weights: Record<T, number>, index: number): T {
  const values = Object.keys(weights) as T[];
  if (index < values.length) return values[index]!;
  return faker.helpers.weightedArrayElement(values.map((value) => ({ value, weight: weights[value] })));
}

/** A decimal(10,2) value built from integer cents, so no binary float ever reaches the column. */
function centsToDecimal(cents: number): string {
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, "0")}`;
}

function pick<T>(faker: Faker, values: T[], probability: number): T | null {
  return values.length && faker.datatype.boolean(probability) ? faker.helpers.arrayElement(values) : null;
}

function stamps(faker: Faker) {
  const createdAt = faker.date.past({ years: HISTORY_YEARS });
  return { createdAt, updatedAt: createdAt };
}

function* companyRows(
  faker: Faker,
  count: number,
  domains: string[],
  ids: string[],
): Generator<Prisma.CompanyCreateManyInput> {
  for (let index = 0; index < count; index++) {
    const id = faker.string.uuid();
    ids.push(id);
    yield {
      id,
      name: faker.company.name(),
      website: index % 6 === 0 ? null : `https://www.${faker.helpers.arrayElement(domains)}`,
      industry: index % 8 === 0 ? null : faker.commerce.department(),
      size: index % 9 === 8 ? null : spread(faker, SIZE_WEIGHTS, index),
      ...stamps(faker),
    };
  }
}

function* contactRows(
  faker: Faker,
  count: number,
  domains: string[],
  companyIds: string[],
  ids: string[],
): Generator<Prisma.ContactCreateManyInput> {
  for (let index = 0; index < count; index++) {
    const id = faker.string.uuid();
    ids.push(id);
    const firstName = faker.person.firstName();
    const lastName = faker.person.lastName();
    // The index keeps emails unique at any size.
    const local = `${firstName}.${lastName}`.toLowerCase().replace(/[^a-z0-9.]/g, "");
    yield {
      id,
      firstName,
      lastName,
      email: index % 10 === 0 ? null : `${local}.${index}@${faker.helpers.arrayElement(domains)}`,
      phone: index % 4 === 0 ? null : faker.phone.number({ style: "international" }),
      companyId: index % 3 === 0 ? null : pick(faker, companyIds, 1),
      status: spread(faker, STATUS_WEIGHTS, index),
      source: faker.helpers.arrayElement(SOURCES),
      ...stamps(faker),
    };
  }
}

function* dealRows(
  faker: Faker,
  count: number,
  contactIds: string[],
  companyIds: string[],
  ids: string[],
): Generator<Prisma.DealCreateManyInput> {
  for (let index = 0; index < count; index++) {
    const id = faker.string.uuid();
    ids.push(id);
    yield {
      id,
      title: `${faker.commerce.productAdjective()} ${faker.commerce.product()} deal`,
      description: faker.datatype.boolean(0.7) ? faker.lorem.sentence() : null,
      value: centsToDecimal(faker.number.int({ min: 50_000, max: 25_000_000 })),
      stage: spread(faker, STAGE_WEIGHTS, index),
      probability: faker.number.int({ min: 0, max: 100 }),
      expectedCloseDate: faker.datatype.boolean(0.8) ? faker.date.soon({ days: 180 }) : null,
      contactId: pick(faker, contactIds, 0.8),
      companyId: pick(faker, companyIds, 0.7),
      ...stamps(faker),
    };
  }
}

function* activityRows(
  faker: Faker,
  count: number,
  contactIds: string[],
  dealIds: string[],
): Generator<Prisma.ActivityCreateManyInput> {
  const types = Object.values(ActivityType);
  for (let index = 0; index < count; index++) {
    yield {
      id: faker.string.uuid(),
      type: types[index % types.length]!,
      title: faker.hacker.phrase().slice(0, 80),
      description: faker.datatype.boolean(0.6) ? faker.lorem.sentence() : null,
      // Two in five of each type are done.
      completed: Math.floor(index / types.length) % 5 < 2,
      dueDate: faker.datatype.boolean(0.7) ? faker.date.soon({ days: 60 }) : null,
      contactId: pick(faker, contactIds, 0.7),
      dealId: pick(faker, dealIds, 0.5),
      ...stamps(faker),
    };
  }
}

const STAMPS = { createdAt: ["created_at", "timestamp(3)"], updatedAt: ["updated_at", "timestamp(3)"] } as const;
// The stage names stored in the database (their @map in prisma/schema.prisma).
const STAGE_IN_DATABASE: Record<DealStage, string> = {
  lead: "lead",
  qualified: "qualified",
  proposal: "proposal",
  negotiation: "negotiation",
  closed_won: "closed-won",
  closed_lost: "closed-lost",
};

const COMPANY_COLUMNS: Columns<Prisma.CompanyCreateManyInput> = {
  id: ["id", "text"],
  name: ["name", "text"],
  website: ["website", "text"],
  industry: ["industry", "text"],
  size: ["size", "company_size"],
  ...STAMPS,
};

const CONTACT_COLUMNS: Columns<Prisma.ContactCreateManyInput> = {
  id: ["id", "text"],
  firstName: ["first_name", "text"],
  lastName: ["last_name", "text"],
  email: ["email", "text"],
  phone: ["phone", "text"],
  companyId: ["company_id", "text"],
  status: ["status", "contact_status"],
  source: ["source", "text"],
  ...STAMPS,
};

const DEAL_COLUMNS: Columns<Prisma.DealCreateManyInput> = {
  id: ["id", "text"],
  title: ["title", "text"],
  description: ["description", "text"],
  value: ["value", "numeric"],
  stage: ["stage", "deal_stage", (stage) => (stage ? STAGE_IN_DATABASE[stage] : null)],
  probability: ["probability", "integer"],
  expectedCloseDate: ["expected_close_date", "date"],
  contactId: ["contact_id", "text"],
  companyId: ["company_id", "text"],
  // Left empty: the deals_won_at trigger dates a deal seeded as won by its creation.
  wonAt: ["won_at", "timestamp(3)"],
  ...STAMPS,
};

const ACTIVITY_COLUMNS: Columns<Prisma.ActivityCreateManyInput> = {
  id: ["id", "text"],
  type: ["type", "activity_type"],
  title: ["title", "text"],
  description: ["description", "text"],
  completed: ["completed", "boolean"],
  dueDate: ["due_date", "date"],
  contactId: ["contact_id", "text"],
  dealId: ["deal_id", "text"],
  ...STAMPS,
};

function crmSizes(options: SeedOptions): CrmSeedSizes {
  return {
    companies: options.companies ?? CRM_SEED_DEFAULTS.companies,
    contacts: options.contacts ?? CRM_SEED_DEFAULTS.contacts,
    deals: options.deals ?? CRM_SEED_DEFAULTS.deals,
    activities: options.activities ?? CRM_SEED_DEFAULTS.activities,
  };
}

export async function seedCrm(prisma: PrismaClient, faker: Faker, options: SeedOptions) {
  const sizes = crmSizes(options);
  const domains = Array.from({ length: 400 }, () => faker.internet.domainName());
  const companyIds: string[] = [];
  const contactIds: string[] = [];
  const dealIds: string[] = [];
  await insertInBatches(
    companyRows(faker, sizes.companies, domains, companyIds),
    columnInserter(prisma, "companies", COMPANY_COLUMNS),
  );
  await insertInBatches(
    contactRows(faker, sizes.contacts, domains, companyIds, contactIds),
    columnInserter(prisma, "contacts", CONTACT_COLUMNS),
  );
  await insertInBatches(
    dealRows(faker, sizes.deals, contactIds, companyIds, dealIds),
    columnInserter(prisma, "deals", DEAL_COLUMNS),
  );
  await insertInBatches(
    activityRows(faker, sizes.activities, contactIds, dealIds),
    columnInserter(prisma, "activities", ACTIVITY_COLUMNS),
  );
}
