// While PostgreSQL cannot be reached, every API call answers 503 with
// Retry-After and a text saying the database is unavailable, the log gets one
// line for the outage rather than a stack per request, and calls succeed again
// once the database is back, without a restart. The database is a real one
// behind a proxy that this file cuts (tests/helpers/database-proxy.ts).
// Everything that touches it is loaded afresh, after the switch, so that it
// goes through the proxy (and one Prisma client alone runs in this file).
import net from "node:net";
import { NextRequest } from "next/server";
import { DATABASE_BUSY_MESSAGE, DATABASE_UNAVAILABLE_MESSAGE } from "@/lib/api/database-unavailable-text";
import { DATABASE_BUSY, DATABASE_UNAVAILABLE } from "@/lib/api/error-codes";
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { openDatabaseProxy, type DatabaseProxy } from "../helpers/database-proxy";
import { startScript } from "../helpers/script-process";
import { uniqueTag } from "../helpers/fixtures";
import { TEST_ORIGIN } from "../helpers/constants";
import { callRoute } from "../helpers/request";
import { inRequestScope } from "../helpers/request-scope";
import { onPostgres } from "../helpers/on-postgres";

type Route = (req: NextRequest, context: { params: Promise<Record<string, string>> }) => Promise<Response>;
type Logger = { warn: (...args: unknown[]) => void; error: (...args: unknown[]) => void };

let proxy: DatabaseProxy;
let proxied: PrismaClient;
let listUsers: Route;
let createContact: Route;
let logger: Logger;
let cookieFor: (role: "admin") => Promise<string>;

beforeAll(async () => {
  proxy = await openDatabaseProxy(process.env.DATABASE_URL!);
  process.env.DATABASE_URL = proxy.url;
  jest.resetModules();
  ({ db: proxied } = jest.requireActual<{ db: PrismaClient }>("@/lib/db"));
  ({ GET: listUsers } = jest.requireActual<{ GET: Route }>("@/app/api/admin/users/route"));
  ({ POST: createContact } = jest.requireActual<{ POST: Route }>("@/app/api/admin/contacts/route"));
  ({ logger } = jest.requireActual<{ logger: Logger }>("@/lib/log/logger"));
  ({ cookieFor } = jest.requireActual<{ cookieFor: typeof cookieFor }>("../helpers/session"));
});

afterAll(async () => {
  await proxied.$disconnect();
  await proxy.close();
});

afterEach(() => proxy.forward());

const calls = (cookie: string) => ({
  list: () => callRoute(listUsers, { cookie, path: "/api/admin/users" }),
  create: () =>
    callRoute(createContact, {
      method: "POST",
      cookie,
      path: "/api/admin/contacts",
      body: { firstName: "Outage", lastName: uniqueTag(), email: `outage-${uniqueTag()}@example.test` },
    }),
});

function expect503(answer: Awaited<ReturnType<typeof callRoute>>, code: string, message: string) {
  expect({
    status: answer.status,
    retryAfter: answer.headers.get("retry-after"),
    code: answer.headers.get("x-error-code"),
    body: answer.json(),
  }).toEqual({
    status: 503,
    retryAfter: expect.stringMatching(/^[1-9]\d*$/),
    code,
    body: { error: code, message },
  });
}

const expectUnavailable = (answer: Awaited<ReturnType<typeof callRoute>>) =>
  expect503(answer, DATABASE_UNAVAILABLE, DATABASE_UNAVAILABLE_MESSAGE);

it("answers 503 with Retry-After while the database refuses connections, logs the outage once, and recovers by itself", async () => {
  const call = calls(await cookieFor("admin"));
  expect((await call.list()).status).toBe(200);
  const warn = jest.spyOn(logger, "warn");
  const error = jest.spyOn(logger, "error");
  try {
    await proxy.refuse();
    for (const attempt of [call.list, call.create, call.list, call.create]) expectUnavailable(await attempt());
    expect(error).not.toHaveBeenCalled();
    const outageLines = warn.mock.calls.filter(([, message]) => String(message).includes("database"));
    expect(outageLines).toHaveLength(1);
    // A line, not a stack: no error object goes with it.
    expect(JSON.stringify(outageLines[0]![0])).not.toMatch(/"stack"|\bat .*:\d+:\d+/);
  } finally {
    warn.mockRestore();
    error.mockRestore();
  }

  await proxy.forward();
  expect((await call.list()).status).toBe(200);
  expect((await call.create()).status).toBe(201);
});

it("answers 503 within the connection wait, rather than never, when the database host goes silent", async () => {
  const call = calls(await cookieFor("admin"));
  await proxy.hang();
  expectUnavailable(await call.list());
  await proxy.forward();
  expect((await call.list()).status).toBe(200);
});

it("shows a screen saying so, rather than the crash page, when a screen cannot read its session", async () => {
  const cookie = await cookieFor("admin");
  const { panelAccess } = jest.requireActual<typeof import("@/components/auth/panel-access")>(
    "@/components/auth/panel-access",
  );
  const { DatabaseUnavailable } = jest.requireActual<typeof import("@/components/auth/database-unavailable")>(
    "@/components/auth/database-unavailable",
  );
  const access = () =>
    inRequestScope(new NextRequest(new URL("/", TEST_ORIGIN), { headers: { cookie } }), "/", panelAccess);
  expect((await access()).user).toBeDefined();
  await proxy.refuse();
  expect((await access()).screen?.type).toBe(DatabaseUnavailable);
  await proxy.forward();
  expect((await access()).user).toBeDefined();
});

// The tests below marked onPostgres run on PostgreSQL only: the embedded database runs one transaction at a time for
// all its connections: holding every pool connection in one would hold the whole database, for this file's other tests
// too, which is not the full pool this models.

onPostgres(
  "answers 503 'busy', not 'unavailable', when every connection stays in use for the whole wait",
  async () => {
    const call = calls(await cookieFor("admin"));
    const { QUERY_CONNECTIONS, connectionShare } = jest.requireActual<typeof import("@/lib/db")>("@/lib/db");
    // Transactions that each hold one of the pool's connections until let go: a pool full of work, the database fine.
    let letGo!: () => void;
    const released = new Promise<void>((resolve) => (letGo = resolve));
    let holding = 0;
    let allHeld!: () => void;
    const full = new Promise<void>((resolve) => (allHeld = resolve));
    const holders = Array.from({ length: connectionShare(QUERY_CONNECTIONS) }, () =>
      proxied.$transaction(
        async (tx) => {
          await tx.$queryRaw`SELECT 1`;
          if (++holding === connectionShare(QUERY_CONNECTIONS)) allHeld();
          await released;
        },
        { timeout: 60_000, maxWait: 10_000 },
      ),
    );
    try {
      await full;
      const [read, change] = await Promise.all([call.list(), call.create()]);
      expect503(read, DATABASE_BUSY, DATABASE_BUSY_MESSAGE);
      expect503(change, DATABASE_BUSY, DATABASE_BUSY_MESSAGE);
    } finally {
      letGo();
      await Promise.all(holders);
    }
    expect((await call.list()).status).toBe(200);
  },
  30_000,
);

it("does not take a storage server's refused connection for a database outage", async () => {
  // A port nobody listens on: the S3 store's client is refused (ECONNREFUSED), as a database's would be.
  const closed = net.createServer();
  await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
  const { port } = closed.address() as net.AddressInfo;
  await new Promise((resolve) => closed.close(resolve));
  const { createItem } = jest.requireActual<typeof import("../helpers/bonus-files")>("../helpers/bonus-files");
  const item = await createItem();
  // Saving checks the store for the file's bytes: the store fails, the database does not.
  const saving = startScript("tests/helpers/storage-failure-process.ts", [item.id], {
    ...process.env,
    S3_BUCKET: "bonus-files",
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_FORCE_PATH_STYLE: "true",
    S3_ACCESS_KEY_ID: "key",
    S3_SECRET_ACCESS_KEY: "secret",
  });
  expect(await saving.waitForLine("answer ")).toBe("answer 500 uncoded");
}, 30_000);
