// Every route.ts method, found on disk, called as nobody, a regular user, a
// banned admin, an admin and a superadmin, and each mutation from a foreign
// origin. What each may do comes from app/api/route-access.ts alone.
import { ROUTE_ACCESS, type RouteRule } from "@/app/api/route-access";
import { discoverApiRoutes, isMutation, routeCall, routeTableMismatches, type ApiRoute } from "../helpers/api-routes";
import { createChannel, uniqueTag } from "../helpers/fixtures";
import { callRoute } from "../helpers/request";
import { createTestUser, sessionCookieFor } from "../helpers/session";

const routes = discoverApiRoutes();
const missing = `missing-${uniqueTag()}`;
// Syntactically valid ids that name nothing, so an authorised call changes no data;
// next-auth's catch-all gets its session endpoint.
const SAMPLE_PARAMS: Record<string, string | string[]> = { nextauth: ["session"] };
const paramValue = (route: ApiRoute, name: string) =>
  SAMPLE_PARAMS[name] ?? (route.catchAll.includes(name) ? [missing] : missing);

const CALLERS = {
  nobody: null,
  "regular user": {},
  "banned admin": { isAdmin: true, isBanned: true },
  admin: { isAdmin: true },
  superadmin: { isAdmin: true, isSuperadmin: true },
} as const;
type Caller = keyof typeof CALLERS;

const callerIds = new Map<Caller, string>();
// A user and a channel that nobody but an admin may see: the "panel data" no refusal may carry.
let bystander: { email: string; id: string; channel: string };

beforeAll(async () => {
  for (const [caller, flags] of Object.entries(CALLERS) as [Caller, (typeof CALLERS)[Caller]][]) {
    if (flags) callerIds.set(caller, (await createTestUser(flags)).id);
  }
  const user = await createTestUser();
  const channel = await createChannel([user.id], user.id);
  bystander = { email: user.email!, id: user.id, channel: channel.name! };
});

// A fresh session per call: a call to /api/logout ends the one it is given.
async function call(route: ApiRoute, caller: Caller, origin?: string | null) {
  const userId = callerIds.get(caller);
  const cookie = userId ? await sessionCookieFor(userId) : undefined;
  const values = Object.fromEntries(route.paramNames.map((name) => [name, paramValue(route, name)]));
  const { params, path } = routeCall(route, values);
  const body = isMutation(route.method) ? {} : undefined;
  return callRoute(route.handler, { method: route.method, path, params, cookie, body, origin });
}

function panelDataIn(text: string): string[] {
  return Object.values(bystander).filter((value) => text.includes(value));
}

type Answer = Awaited<ReturnType<typeof call>>;

function expectNoData(answer: Answer) {
  expect(answer.status).toBeLessThan(500);
  expect(panelDataIn(answer.text)).toEqual([]);
}

function expectRefused(answer: Answer) {
  expect([401, 403]).toContain(answer.status);
  expect(answer.headers.get("content-type") ?? "").not.toContain("json");
  expectNoData(answer);
}

function expectAllowed(answer: Answer) {
  expect(answer.status).toBeLessThan(500);
  expect([401, 403]).not.toContain(answer.status);
}

function expectedFor(rule: RouteRule, caller: Caller, answer: Answer) {
  if (rule.access === "public") {
    expect(rule.answers).toContain(answer.status);
    return expectNoData(answer);
  }
  if (caller === "nobody") return expect(answer.status).toBe(401);
  if (rule.access === "signed-in") return expectAllowed(answer);
  if (caller === "regular user" || caller === "banned admin") return expectRefused(answer);
  if (caller === "admin" && rule.access === "superadmin") return expect(answer.status).toBe(403);
  return expectAllowed(answer);
}

describe("the route table (app/api/route-access.ts)", () => {
  it("lists every route.ts method, and only those", () => {
    expect(routeTableMismatches(routes)).toEqual({ missingFromTable: [], withoutRoute: [] });
  });

  it("refusals are checked against data an admin does see", async () => {
    const users = routes.find((route) => route.key === "GET /api/admin/users")!;
    const answer = await callRoute(users.handler, {
      path: `/api/admin/users?search=${encodeURIComponent(bystander.email)}`,
      cookie: await sessionCookieFor(callerIds.get("admin")!),
    });
    expect(panelDataIn(answer.text)).toContain(bystander.email);
  });
});

// Every key of the table and of the file system, so a gap on either side fails by name.
const keys = [...new Set([...Object.keys(ROUTE_ACCESS), ...routes.map((route) => route.key)])].sort();

function routeAndRule(key: string): [ApiRoute, RouteRule] {
  const route = routes.find((candidate) => candidate.key === key);
  const rule = ROUTE_ACCESS[key];
  if (!route) throw new Error(`${key} is in app/api/route-access.ts but no route.ts exports it`);
  if (!rule) throw new Error(`${key} has no entry in app/api/route-access.ts: add who may call it`);
  return [route, rule];
}

describe.each(keys)("%s", (key) => {
  it.each(Object.keys(CALLERS) as Caller[])("as %s", async (caller) => {
    const [route, rule] = routeAndRule(key);
    expectedFor(rule, caller, await call(route, caller));
  });

  const rule = ROUTE_ACCESS[key];
  // next-auth's POSTs carry a CSRF token of their own instead of an Origin check.
  if (!isMutation(key.split(" ")[0]!) || (rule?.access === "public" && typeof rule.crossOrigin === "object")) return;
  it.each([
    ["a foreign Origin", "https://evil.example"],
    ["Origin: null", "null"],
    ["no Origin", null],
  ])("refuses a superadmin's call with %s", async (_, origin) => {
    const [route] = routeAndRule(key);
    expect((await call(route, "superadmin", origin)).status).toBe(403);
  });
});
