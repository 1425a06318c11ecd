// npm run admin:create -- --email you@company.com [--first-name Ada] [--last-name Lovelace] [--password-stdin]
// Creates or promotes a superadmin in DATABASE_URL's database. With
// --password-stdin the password is read from standard input (never from argv,
// where it would show in the process list and shell history).
import { parseArgs } from "node:util";
import { createPrismaClient } from "../lib/db";
import { resolveDatabase } from "./db/embedded";
import { createOrPromoteSuperadmin } from "./admin/superadmin";

async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks)
    .toString("utf8")
    .replace(/\r?\n$/, "");
}

const { values } = parseArgs({
  options: {
    email: { type: "string" },
    "first-name": { type: "string" },
    "last-name": { type: "string" },
    "password-stdin": { type: "boolean", default: false },
  },
});
if (!values.email) {
  throw new Error(
    "usage: npm run admin:create -- --email you@company.com [--first-name A] [--last-name B] [--password-stdin]",
  );
}

const database = await resolveDatabase();
const prisma = createPrismaClient(database.url);
try {
  const result = await createOrPromoteSuperadmin(prisma, {
    email: values.email,
    firstName: values["first-name"],
    lastName: values["last-name"],
    password: values["password-stdin"] ? await readStdin() : undefined,
  });
  console.log(`${result.created ? "Created" : "Promoted"} superadmin ${result.email} (${result.id})`);
} catch (error) {
  console.error((error as Error).message);
  process.exitCode = 1;
} finally {
  await prisma.$disconnect();
  await database.stop();
}
