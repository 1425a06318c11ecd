// Seed sizes, from the environment (README: "Seed data").
function sizeFromEnv(name: string, fallback: number): number {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a whole number, got ${process.env[name]}`);
  return value;
}

export type SeedOptions = {
  users: number;
  channels: number;
  messagesPerChannel: number;
  directMessageThreads: number;
  password: string;
};

export function seedOptionsFromEnv(): SeedOptions {
  const users = sizeFromEnv("SEED_USERS", 200);
  return {
    users,
    channels: sizeFromEnv("SEED_CHANNELS", Math.min(2000, Math.max(12, Math.round(users / 20)))),
    messagesPerChannel: sizeFromEnv("SEED_MESSAGES_PER_CHANNEL", 20),
    directMessageThreads: sizeFromEnv("SEED_DM_THREADS", Math.min(50_000, Math.max(20, Math.round(users / 4)))),
    password: process.env.SEED_PASSWORD ?? "admin-panel-dev",
  };
}
