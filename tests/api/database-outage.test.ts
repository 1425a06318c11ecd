// While PostgreSQL cannot be reached, every API call answers 503 with
// Retry-After and a text saying the database is unavailable, the log gets one
// line for the outage rather than a stack per request, and calls succeed again
// once the database is back, without a restart. The database is a real one
// behind a proxy that this file cuts (tests/helpers/database-proxy.ts).
// Everything that touches it is loaded afresh, after the switch, so that it
// goes through the proxy (and one Prisma client alone runs in this file).
import { NextRequest } from "next/server";
import { DATABASE_UNAVAILABLE_MESSAGE } from "@/lib/api/database-unavailable-text";
import { DATABASE_UNAVAILABLE } from "@/lib/api/error-codes";
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { openDatabaseProxy, type DatabaseProxy } from "../helpers/database-proxy";
import { uniqueTag } from "../helpers/fixtures";
import { TEST_ORIGIN } from "../helpers/constants";
import { callRoute } from "../helpers/request";
import { inRequestScope } from "../helpers/request-scope";

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

function expectUnavailable(answer: Awaited<ReturnType<typeof callRoute>>) {
  expect({
    status: answer.status,
    retryAfter: answer.headers.get("retry-after"),
    code: answer.headers.get("x-error-code"),
    body: answer.json(),
  }).toEqual({
    status: 503,
    retryAfter: expect.stringMatching(/^[1-9]\d*$/),
    code: DATABASE_UNAVAILABLE,
    body: { error: DATABASE_UNAVAILABLE, message: DATABASE_UNAVAILABLE_MESSAGE },
  });
}

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
