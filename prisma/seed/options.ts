// Seed sizes, from the environment (docs/configuration.md, "Development and sample data").
function sizeFromEnv(name: string, fallback: number): number {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value < 0)
    throw new Error(`${name} must be a whole number, got ${process.env[name]}`);
  return value;
}

/** Row counts of the CRM sample data; the small defaults keep `npm run dev` and the tests quick. */
export type CrmSeedSizes = { companies: number; contacts: number; deals: number; activities: number };

export const CRM_SEED_DEFAULTS: CrmSeedSizes = { companies: 24, contacts: 90, deals: 30, activities: 60 };

export type SeedOptions = {
  users: number;
  channels: number;
  messagesPerChannel: number;
  directMessageThreads: number;
  password: string;
  /** Library purchases; omitted: twice the users, at most 120. */
  purchases?: number;
} & Partial<CrmSeedSizes>; // omitted sizes take CRM_SEED_DEFAULTS

export const defaultPurchases = (users: number) => Math.min(120, users * 2);

export function seedOptionsFromEnv(): SeedOptions {
  const users = sizeFromEnv("SEED_USERS", 200);
  return {
    users,
    channels: sizeFromEnv("SEED_CHANNELS", Math.min(2000, Math.max(12, Math.round(users / 20)))),
    messagesPerChannel: sizeFromEnv("SEED_MESSAGES_PER_CHANNEL", 20),
    directMessageThreads: sizeFromEnv("SEED_DM_THREADS", Math.min(50_000, Math.max(20, Math.round(users / 4)))),
    password: process.env.SEED_PASSWORD ?? "admin-panel-dev",
    companies: sizeFromEnv("SEED_COMPANIES", CRM_SEED_DEFAULTS.companies),
    contacts: sizeFromEnv("SEED_CONTACTS", CRM_SEED_DEFAULTS.contacts),
    deals: sizeFromEnv("SEED_DEALS", CRM_SEED_DEFAULTS.deals),
    activities: sizeFromEnv("SEED_ACTIVITIES", CRM_SEED_DEFAULTS.activities),
    purchases: sizeFromEnv("SEED_PURCHASES", defaultPurchases(users)),
  };
}
