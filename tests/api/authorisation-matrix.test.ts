// Every route.ts method, found on disk, called as nobody, a regular user, a
// banned admin, an admin, a superadmin, each other built-in role and a custom
// role holding one permission, as sessions half way through signing in (owing
// the second factor, owing an enrolment), as a superadmin who proved who they
// are too long ago, and each mutation from a foreign origin. What each may do
// comes from the route table (app/api/route-access.ts: each apiRoute's own
// declaration, its permission included, and the public plain handlers' entries).
import { ROUTE_ACCESS } from "@/app/api/route-access";
import type { RouteRule } from "@/lib/api/route-table";
import { customRole } from "../helpers/admins";
import { discoverApiRoutes, isMutation, routeCall, routeTableMismatches, type ApiRoute } from "../helpers/api-routes";
import { createChannel, uniqueTag } from "../helpers/fixtures";
import { callRoute } from "../helpers/request";
import { pendingSessionCookie } from "../helpers/second-factor";
import { createTestUser, sessionCookieFor } from "../helpers/session";
import { db } from "@/lib/db";
import { ERROR_CODE_HEADER, PERMISSION_DENIED } from "@/lib/api/error-codes";
import { BUILT_IN_ROLES, PERMISSIONS, type Permission } from "@/lib/permissions/catalogue";

const routes = discoverApiRoutes();
const missing = `missing-${uniqueTag()}`;
// Syntactically valid ids that name nothing, so an authorised call changes no data;
// next-auth's catch-all gets its session endpoint.
const SAMPLE_PARAMS: Record<string, string | string[]> = { nextauth: ["session"] };
const paramValue = (route: ApiRoute, name: string) =>
  SAMPLE_PARAMS[name] ?? (route.catchAll.includes(name) ? [missing] : missing);

// The custom role's one permission: a read, so that the role reaches a handler and is refused everywhere else.
const CUSTOM_PERMISSION: Permission = "contacts.read";

const CALLERS = {
  nobody: null,
  "regular user": {},
  "banned admin": { isAdmin: true, isBanned: true },
  admin: { isAdmin: true },
  superadmin: { isAdmin: true, isSuperadmin: true },
  moderator: { isAdmin: true },
  viewer: { isAdmin: true },
  "custom role (contacts.read)": { isAdmin: true },
  "admin owing the second factor": { isAdmin: true },
  "superadmin owing an enrolment": { isAdmin: true, isSuperadmin: true },
  "superadmin confirmed ten minutes ago": { isAdmin: true, isSuperadmin: true },
} as const;
type Caller = keyof typeof CALLERS;

/** What each signed-in admin caller holds (the rest are refused before any permission is asked). */
function permissionsOf(caller: Caller): readonly Permission[] {
  if (caller === "moderator" || caller === "viewer") return BUILT_IN_ROLES[caller].permissions;
  if (caller.startsWith("custom role")) return [CUSTOM_PERMISSION];
  return caller.includes("superadmin") ? PERMISSIONS : BUILT_IN_ROLES.admin.permissions;
}

/** The role row each role caller points at: a built-in one by key, the custom one made for this file. */
async function roleIdOf(caller: Caller): Promise<string | null> {
  if (caller === "moderator" || caller === "viewer")
    return (await db.role.findUniqueOrThrow({ where: { key: caller } })).id;
  if (!caller.startsWith("custom role")) return null;
  return (await customRole([CUSTOM_PERMISSION], "Matrix")).id;
}

const HALF_SIGNED_IN: readonly Caller[] = ["admin owing the second factor", "superadmin owing an enrolment"];

/** A session of the caller's kind: fresh, owing its factor, or confirmed too long ago for step-up. */
async function cookieOf(caller: Caller, userId: string): Promise<string> {
  if (caller === "admin owing the second factor") return pendingSessionCookie(userId);
  const cookie = await sessionCookieFor(userId);
  if (caller === "superadmin confirmed ten minutes ago") {
    await db.session.updateMany({ where: { userId }, data: { confirmedAt: new Date(Date.now() - 10 * 60 * 1000) } });
  }
  return cookie;
}

/** The policy that makes a superadmin without a factor owe an enrolment, for that caller's calls only. */
async function underPolicy<T>(caller: Caller, run: () => Promise<T>): Promise<T> {
  if (caller !== "superadmin owing an enrolment") return run();
  const configured = process.env.MFA_REQUIRED;
  process.env.MFA_REQUIRED = "superadmin";
  try {
    return await run();
  } finally {
    if (configured === undefined) delete process.env.MFA_REQUIRED;
    else process.env.MFA_REQUIRED = configured;
  }
}

const callerIds = new Map<Caller, string>();
// A user and a channel that nobody but an admin may see: the "panel data" no refusal may carry.
let bystander: { email: string; id: string; channel: string };

beforeAll(async () => {
  for (const [caller, flags] of Object.entries(CALLERS) as [Caller, (typeof CALLERS)[Caller]][]) {
    if (!flags) continue;
    const { id } = await createTestUser({ ...flags, roleId: (await roleIdOf(caller)) ?? undefined });
    callerIds.set(caller, id);
  }
  const user = await createTestUser();
  const channel = await createChannel([user.id], user.id);
  bystander = { email: user.email!, id: user.id, channel: channel.name! };
});

// Each caller's session is made once and kept while its row lasts: a call to /api/logout ends the one it is
// given, and the caller's next call makes another. (Making one per call was most of this file's time.)
const sessions = new Map<Caller, string>();

async function sessionOf(caller: Caller, userId: string): Promise<string> {
  const kept = sessions.get(caller);
  if (kept && (await db.session.count({ where: { userId } })) > 0) return kept;
  const cookie = await cookieOf(caller, userId);
  sessions.set(caller, cookie);
  return cookie;
}

async function call(route: ApiRoute, caller: Caller, origin?: string | null) {
  const userId = callerIds.get(caller);
  const cookie = userId ? await sessionOf(caller, userId) : undefined;
  const values = Object.fromEntries(route.paramNames.map((name) => [name, paramValue(route, name)]));
  const { params, path } = routeCall(route, values);
  const body = isMutation(route.method) ? {} : undefined;
  return underPolicy(caller, () =>
    callRoute(route.handler, { method: route.method, path, params, cookie, body, origin }),
  );
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

function expectPermissionDenied(answer: Answer) {
  expect(answer.status).toBe(403);
  expect(answer.headers.get(ERROR_CODE_HEADER)).toBe(PERMISSION_DENIED);
  expectNoData(answer);
}

function expectReauthenticationRequired(answer: Answer) {
  expect(answer.status).toBe(401);
  expect(answer.json()).toEqual({ error: "reauthentication_required", message: "Confirm it's you to continue" });
  expectNoData(answer);
}

function expectedFor(route: ApiRoute, rule: RouteRule, caller: Caller, answer: Answer) {
  if (rule.access === "public") {
    expect(rule.answers).toContain(answer.status);
    return expectNoData(answer);
  }
  // Half signed in: nothing but the enrolment's own routes, for the session that owes one.
  if (caller === "superadmin owing an enrolment" && route.spec?.enrolment) return expectAllowed(answer);
  // The chat app's routes take an API token only: every session is refused as a missing token is (tests/api/sanctions-feed.test.ts calls them with tokens).
  if (caller === "nobody" || HALF_SIGNED_IN.includes(caller) || rule.access === "token") {
    expect(answer.status).toBe(401);
    return expectNoData(answer);
  }
  if (caller === "superadmin confirmed ten minutes ago" && route.spec?.stepUp === "always")
    return expectReauthenticationRequired(answer);
  if (rule.access === "signed-in") return expectAllowed(answer);
  if (caller === "regular user" || caller === "banned admin") return expectRefused(answer);
  if (rule.permission && !permissionsOf(caller).includes(rule.permission)) return expectPermissionDenied(answer);
  return expectAllowed(answer);
}

describe("the route table (app/api/route-access.ts)", () => {
  it("lists every route.ts method, and only those", () => {
    expect(routeTableMismatches(routes)).toEqual({ missingFromTable: [], withoutRoute: [], publicEntryOfApiRoute: [] });
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
  if (!rule)
    throw new Error(
      `${key} has no entry in the route table: make it an apiRoute, or list it in app/api/route-access.ts`,
    );
  return [route, rule];
}

// Routes whose permission follows their input rather than their declaration, checked in their services: a saved
// view needs its list's read (lib/views/permissions.ts). Each is called naming the contacts list, as every
// signed-in admin caller: 403 permission_denied exactly where the caller lacks contacts.read.
const BY_INPUT: readonly { key: string; permission: Permission; query?: string; body?: object }[] = [
  { key: "GET /api/admin/views", permission: "contacts.read", query: "?list=contacts" },
  {
    key: "POST /api/admin/views",
    permission: "contacts.read",
    body: { list: "contacts", name: `Matrix ${missing}`, state: { query: {} } },
  },
  { key: "PUT /api/admin/views/default", permission: "contacts.read", body: { list: "contacts", viewId: null } },
];
const NOT_ADMINS: readonly Caller[] = ["nobody", "regular user", "banned admin", ...HALF_SIGNED_IN];
const SIGNED_IN_ADMINS = (Object.keys(CALLERS) as Caller[]).filter((caller) => !NOT_ADMINS.includes(caller));

describe.each(BY_INPUT)("$key naming a list", ({ key, permission, query = "", body }) => {
  it("declares no permission of its own: the list decides", () => {
    expect(routeAndRule(key)[1]).toMatchObject({ access: "admin", permission: undefined });
  });

  it.each(SIGNED_IN_ADMINS)("as %s", async (caller) => {
    const [route] = routeAndRule(key);
    const cookie = await sessionOf(caller, callerIds.get(caller)!);
    const { params, path } = routeCall(route, {});
    const answer = await callRoute(route.handler, {
      method: route.method,
      path: `${path}${query}`,
      params,
      cookie,
      body,
    });
    if (permissionsOf(caller).includes(permission)) expectAllowed(answer);
    else expectPermissionDenied(answer);
  });
});

describe.each(keys)("%s", (key) => {
  it.each(Object.keys(CALLERS) as Caller[])("as %s", async (caller) => {
    const [route, rule] = routeAndRule(key);
    expectedFor(route, rule, caller, await call(route, caller));
  });

  const rule = ROUTE_ACCESS[key];
  // next-auth's POSTs carry a CSRF token of their own instead of an Origin check; the chat app's token routes refuse
  // every session whatever its Origin (above), and a browser never sends a token on its own.
  if (!isMutation(key.split(" ")[0]!) || (rule?.access === "public" && typeof rule.crossOrigin === "object")) return;
  if (rule?.access === "token") return;
  it.each([
    ["a foreign Origin", "https://evil.example"],
    ["Origin: null", "null"],
    ["no Origin", null],
  ])("refuses a superadmin's call with %s", async (_, origin) => {
    const [route] = routeAndRule(key);
    expect((await call(route, "superadmin", origin)).status).toBe(403);
  });
});
