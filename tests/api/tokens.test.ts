// API tokens (docs/decisions/api-tokens.md): created, listed and revoked with a session; used as
// `Authorization: Bearer apt_…` on the admin API, as their creator narrowed to their permissions,
// and refused the moment any rule that ends them holds.
import pg from "pg";
import { GET as listRoute, POST as createRoute } from "@/app/api/admin/tokens/route";
import { DELETE as revokeRoute } from "@/app/api/admin/tokens/[id]/route";
import { GET as usersRoute } from "@/app/api/admin/users/route";
import { DELETE as deleteUserRoute, PATCH as updateUserRoute } from "@/app/api/admin/users/[id]/route";
import { PATCH as updateRoleRoute } from "@/app/api/admin/roles/[id]/route";
import { PATCH as featureRoute } from "@/app/api/admin/feature-toggles/[featureKey]/route";
import { GET as accountRoute } from "@/app/api/account/route";
import { GET as authUserRoute } from "@/app/api/auth/user/route";
import { GET as openApiRoute } from "@/app/api/openapi.json/route";
import { TOKEN_ERRORS, TOKEN_INVALID } from "@/lib/api-tokens/messages";
import type { ApiTokenRow, CreatedToken, TokensAnswer } from "@/lib/api-tokens/schema";
import { INVALID_TOKENS_PER_MINUTE, missThrottle, tokenCache, tokenThrottle } from "@/lib/api-tokens/bearer";
import { TOKEN_REQUESTS_PER_MINUTE } from "@/lib/api-tokens/throttle";
import { SESSION_CACHE_TTL_MS } from "@/lib/auth/session/session-cache";
import { db } from "@/lib/db";
import { ERROR_CODE_HEADER, PERMISSION_DENIED } from "@/lib/api/error-codes";
import type { Permission } from "@/lib/permissions/catalogue";
import { PERMISSION_VALIDATION } from "@/lib/permissions/messages";
import type { RoleRow } from "@/lib/roles/schema";
import { builtInRole, customRole, newSignedInAdmin, type SignedInAdmin } from "../helpers/admins";
import { callRoute } from "../helpers/request";
import { resourceClient } from "../helpers/resource-client";
import { describeOnPostgres } from "../helpers/on-postgres";
import { cookieFor, createTestUser } from "../helpers/session";

const DAY_MS = 24 * 60 * 60 * 1000;
const inDays = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString();

type Admin = SignedInAdmin;
const newAdmin = newSignedInAdmin;

const create = (admin: Admin, body: Record<string, unknown>) =>
  callRoute(createRoute, { method: "POST", cookie: admin.cookie, path: "/api/admin/tokens", body });

async function createdToken(
  admin: Admin,
  permissions: Permission[] = ["users.read"],
  name = "chat app",
): Promise<CreatedToken> {
  const answer = await create(admin, { name, expiresAt: inDays(30), permissions });
  expect({ status: answer.status, text: answer.status === 201 ? "" : answer.text }).toEqual({ status: 201, text: "" });
  return answer.json() as CreatedToken;
}

const bearer = (secret: string) => ({ authorization: `Bearer ${secret}` });
const listUsers = (secret: string) =>
  callRoute(usersRoute, { path: "/api/admin/users?limit=5", headers: bearer(secret) });
const listTokens = async (admin: Admin) =>
  (await callRoute(listRoute, { cookie: admin.cookie, path: "/api/admin/tokens" })).json() as TokensAnswer;
const revoke = (admin: Admin, id: string) =>
  callRoute(revokeRoute, { method: "DELETE", cookie: admin.cookie, params: { id }, path: `/api/admin/tokens/${id}` });

function expectInvalid(answer: Awaited<ReturnType<typeof callRoute>>) {
  expect(answer.status).toBe(401);
  expect(answer.headers.get(ERROR_CODE_HEADER)).toBe(TOKEN_INVALID);
  expect(answer.headers.get("www-authenticate")).toMatch(/^Bearer/);
}

// Every call here comes from one address: its invalid tokens must not add up across tests.
beforeEach(() => missThrottle.reset());

describe("creating, listing and revoking", () => {
  it("shows the secret once, keeps only its hash, and lists the token without it", async () => {
    const admin = await newAdmin();
    const { token, secret } = await createdToken(admin, ["users.read", "users.ban"]);
    expect(secret).toMatch(/^apt_[A-Za-z0-9_-]{43}$/);
    expect(token).toMatchObject({ name: "chat app", status: "active", permissions: ["users.read", "users.ban"] });
    expect(secret.startsWith(token.prefix)).toBe(true);
    const stored = await db.apiToken.findUniqueOrThrow({ where: { id: token.id } });
    expect(stored.tokenHash).not.toContain(secret.slice(4));
    const listed = (await listTokens(admin)).items;
    expect(listed.map((row) => row.id)).toEqual([token.id]);
    expect(JSON.stringify(listed)).not.toContain(secret);
  });

  it("refuses an expiry past a year, one in the past, and no permission at all", async () => {
    const admin = await newAdmin();
    for (const body of [
      { name: "far", expiresAt: inDays(400), permissions: ["users.read"] },
      { name: "past", expiresAt: inDays(-1), permissions: ["users.read"] },
      { name: "none", expiresAt: inDays(7), permissions: [] },
      { name: "unknown", expiresAt: inDays(7), permissions: ["users.fly"] },
    ]) {
      const answer = await create(admin, body);
      expect({ name: body.name, status: answer.status }).toEqual({ name: body.name, status: 400 });
    }
    expect(await db.apiToken.count({ where: { creatorId: admin.id } })).toBe(0);
  });

  it("refuses permissions wider than the creator's, and superadmin-only ones even to a superadmin, naming them", async () => {
    const asModerator = await newAdmin({ role: await builtInRole("moderator") });
    // A moderator holds no tokens.manage: refused before anything else is looked at.
    expect((await create(asModerator, { name: "x", expiresAt: inDays(7), permissions: ["users.read"] })).status).toBe(
      403,
    );
    const role = await db.role.create({
      data: { name: `Token maker ${Date.now()}${Math.random()}`, permissions: ["users.read", "tokens.manage"] },
    });
    const admin = await newAdmin();
    await db.user.update({ where: { id: admin.id }, data: { roleId: role.id } });
    const wider = await create(admin, { name: "x", expiresAt: inDays(7), permissions: ["users.read", "users.ban"] });
    expect({ status: wider.status, text: wider.text }).toEqual({
      status: 400,
      text: TOKEN_ERRORS.wider(["users.ban"]),
    });
    // No role and no token holds a superadmin-only permission: the list's own validation says so, as a role's does.
    const superadmin = await newAdmin({ isSuperadmin: true });
    const takeControl = await create(superadmin, {
      name: "x",
      expiresAt: inDays(7),
      permissions: ["users.read", "users.take_control"],
    });
    expect({ status: takeControl.status, text: takeControl.text }).toEqual({
      status: 400,
      text: PERMISSION_VALIDATION.superadminOnly("users.take_control"),
    });
  });

  it("lets an admin see and revoke only their own tokens, and a superadmin everyone's; audits both", async () => {
    const [ada, bo, superadmin] = await Promise.all([newAdmin(), newAdmin(), newAdmin({ isSuperadmin: true })]);
    const { token } = await createdToken(ada);
    expect((await listTokens(bo)).items.map((row) => row.id)).not.toContain(token.id);
    expect((await revoke(bo, token.id)).status).toBe(404);
    expect((await listTokens(superadmin)).items.map((row: ApiTokenRow) => row.id)).toContain(token.id);
    expect((await revoke(superadmin, token.id)).status).toBe(204);
    expect((await revoke(ada, token.id)).status).toBe(409);
    const entries = await db.auditLog.findMany({ where: { targetId: token.id }, orderBy: { createdAt: "asc" } });
    expect(entries.map((entry) => [entry.action, entry.actorId])).toEqual([
      ["token.create", ada.id],
      ["token.revoke", superadmin.id],
    ]);
  });
});

describe("calling the API with a token", () => {
  it("works on a route its permissions allow, without a cookie or an Origin, and is refused one they do not", async () => {
    const admin = await newAdmin();
    const { secret } = await createdToken(admin, ["users.read"]);
    expect((await listUsers(secret)).status).toBe(200);
    const tokens = await callRoute(listRoute, { path: "/api/admin/tokens", headers: bearer(secret) });
    expect(tokens.status).toBe(403);
    expect(tokens.headers.get(ERROR_CODE_HEADER)).toBe(PERMISSION_DENIED);
  });

  it("changes things without an Origin, and the audit log names the token as the actor", async () => {
    const admin = await newAdmin();
    const { token, secret } = await createdToken(admin, ["features.read", "features.update"], "deploy bot");
    const toggle = await db.featureToggle.findFirstOrThrow({ select: { featureKey: true, isEnabled: true } });
    const answer = await callRoute(featureRoute, {
      method: "PATCH",
      origin: null,
      params: { featureKey: toggle.featureKey },
      path: `/api/admin/feature-toggles/${toggle.featureKey}`,
      headers: bearer(secret),
      body: { isEnabled: toggle.isEnabled },
    });
    expect(answer.status).toBe(200);
    const entry = await db.auditLog.findFirstOrThrow({
      where: { actorId: admin.id, action: "feature_toggle.update" },
      orderBy: { createdAt: "desc" },
    });
    const user = await db.user.findUniqueOrThrow({ where: { id: admin.id } });
    expect(entry.actorLabel).toBe(`${user.firstName} ${user.lastName}'s token '${token.name}'`);
  });

  it("never passes a step-up: a token cannot prove a person is there", async () => {
    const admin = await newAdmin();
    const { secret } = await createdToken(admin, ["users.read", "users.delete"]);
    const victim = await createTestUser({ isBanned: true });
    const answer = await callRoute(deleteUserRoute, {
      method: "DELETE",
      params: { id: victim.id },
      path: `/api/admin/users/${victim.id}`,
      headers: bearer(secret),
    });
    expect(answer.status).toBe(403);
    expect(answer.text).toBe(TOKEN_ERRORS.personRequired);
    expect(await db.user.count({ where: { id: victim.id } })).toBe(1);
  });

  it("works nowhere but the admin API, and not beside a cookie", async () => {
    const admin = await newAdmin();
    const { secret } = await createdToken(admin);
    expectInvalid(await callRoute(accountRoute, { path: "/api/account", headers: bearer(secret) }));
    expectInvalid(await callRoute(authUserRoute, { path: "/api/auth/user", headers: bearer(secret) }));
    const both = await callRoute(usersRoute, {
      path: "/api/admin/users?limit=5",
      headers: bearer(secret),
      cookie: await cookieFor("admin"),
    });
    expectInvalid(both);
    expect(both.text).toBe(TOKEN_ERRORS.ambiguous);
  });

  it("refuses an unknown, malformed, expired or revoked token alike", async () => {
    const admin = await newAdmin();
    const { token, secret } = await createdToken(admin);
    expectInvalid(await listUsers(`apt_${"A".repeat(43)}`));
    expectInvalid(await listUsers("not-a-token"));
    await db.apiToken.update({ where: { id: token.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expectInvalid(await listUsers(secret));
    const second = await createdToken(admin);
    expect((await revoke(admin, second.token.id)).status).toBe(204);
    expectInvalid(await listUsers(second.secret));
  });

  it("stops working when its creator is banned, demoted, deleted or loses a permission it holds", async () => {
    const moderator = await builtInRole("moderator");
    const cases: [string, (id: string) => Promise<unknown>, "invalid" | "denied"][] = [
      ["banned", (id) => db.user.update({ where: { id }, data: { isBanned: true } }), "invalid"],
      ["demoted", (id) => db.user.update({ where: { id }, data: { isAdmin: false } }), "invalid"],
      ["deleted", (id) => db.user.delete({ where: { id } }), "invalid"],
      // A Moderator manages no tokens: a token holding more than its creator stops altogether.
      ["narrowed", (id) => db.user.update({ where: { id }, data: { roleId: moderator.id } }), "invalid"],
    ];
    for (const [name, change, outcome] of cases) {
      const admin = await newAdmin();
      const { secret } = await createdToken(admin, ["users.read", "tokens.manage"]);
      const tokens = () => callRoute(listRoute, { path: "/api/admin/tokens", headers: bearer(secret) });
      expect({ name, status: (await tokens()).status }).toEqual({ name, status: 200 });
      await change(admin.id);
      const after = await tokens();
      expect({ name, status: after.status }).toEqual({ name, status: outcome === "invalid" ? 401 : 403 });
    }
  });

  it("stays dead after its creator is banned then unbanned, or demoted then given admin rights again", async () => {
    const superadmin = await cookieFor("superadmin");
    const patchUser = (id: string, body: object) =>
      callRoute(updateUserRoute, { method: "PATCH", cookie: superadmin, params: { id }, body });
    for (const [name, away, back] of [
      ["banned", { isBanned: true }, { isBanned: false }],
      ["demoted", { isAdmin: false }, { isAdmin: true }],
    ] as const) {
      const admin = await newAdmin();
      const { token, secret } = await createdToken(admin);
      expect({ name, status: (await listUsers(secret)).status }).toEqual({ name, status: 200 });
      expect((await patchUser(admin.id, away)).status).toBe(200);
      // Ended with the change itself, not merely refused while it lasts.
      expect((await db.apiToken.findUniqueOrThrow({ where: { id: token.id } })).revokedAt).not.toBeNull();
      expect((await patchUser(admin.id, back)).status).toBe(200);
      expectInvalid(await listUsers(secret));
    }
  });

  it("is revoked when seen holding a permission its creator lost, so giving it back revives nothing", async () => {
    const role = await customRole(["users.read", "tokens.manage"], "Token role");
    const admin = await newAdmin({ role });
    const { token, secret } = await createdToken(admin, ["users.read", "tokens.manage"]);
    expect((await listUsers(secret)).status).toBe(200);
    // Written behind the service's back, as another instance or a console might: only the use-time rule sees it.
    await db.role.update({ where: { id: role.id }, data: { permissions: ["users.read"] } });
    expectInvalid(await listUsers(secret));
    expect((await db.apiToken.findUniqueOrThrow({ where: { id: token.id } })).revokedAt).not.toBeNull();
    await db.role.update({ where: { id: role.id }, data: { permissions: ["users.read", "tokens.manage"] } });
    expectInvalid(await listUsers(secret));
  });

  describe("ends with the change that leaves it wider than its creator, in that change's transaction", () => {
    /** A token of each width: one the narrowed creator no longer covers, one they still do. */
    async function wideAndNarrow(admin: Admin) {
      const wide = await createdToken(admin, ["users.read", "tokens.manage"], "wide");
      const narrow = await createdToken(admin, ["users.read"], "narrow");
      expect([(await listUsers(wide.secret)).status, (await listUsers(narrow.secret)).status]).toEqual([200, 200]);
      return { wide, narrow };
    }
    // Read from the table straight after the change's answer: ended by the change, not when next seen.
    const revokedNow = async (...created: CreatedToken[]) => {
      const ids = created.map(({ token }) => token.id);
      const rows = await db.apiToken.findMany({ where: { id: { in: ids } }, select: { id: true, revokedAt: true } });
      const revoked = new Map(rows.map((row) => [row.id, row.revokedAt !== null]));
      return ids.map((id) => revoked.get(id));
    };

    it("a role edited through PATCH /api/admin/roles/{id}, for every holder, giving the permission back reviving none", async () => {
      const superadmin = await newAdmin({ isSuperadmin: true });
      const roles = resourceClient<RoleRow>("/api/admin/roles", { update: updateRoleRoute }, superadmin);
      const role = await customRole(["users.read", "tokens.manage"], "Edited");
      const [first, second, elsewhere] = await Promise.all([
        newAdmin({ role }),
        newAdmin({ role }),
        newAdmin({ role: await customRole(["users.read", "tokens.manage"], "Untouched") }),
      ]);
      const [ofFirst, ofSecond, ofElsewhere] = [
        await wideAndNarrow(first),
        await wideAndNarrow(second),
        await wideAndNarrow(elsewhere),
      ];
      expect((await roles.update(role.id, { permissions: ["users.read"] })).status).toBe(200);
      expect(await revokedNow(ofFirst.wide, ofFirst.narrow, ofSecond.wide, ofSecond.narrow, ofElsewhere.wide)).toEqual([
        true,
        false,
        true,
        false,
        false,
      ]);
      expect((await roles.update(role.id, { permissions: ["users.read", "tokens.manage"] })).status).toBe(200);
      expectInvalid(await listUsers(ofFirst.wide.secret));
      expect((await listUsers(ofFirst.narrow.secret)).status).toBe(200);
    });

    it("an admin moved to a narrower role through PATCH /api/admin/users/{id}, moving back reviving none", async () => {
      const superadmin = await newAdmin({ isSuperadmin: true });
      const assign = (id: string, roleId: string) =>
        callRoute(updateUserRoute, {
          method: "PATCH",
          cookie: superadmin.cookie,
          params: { id },
          path: `/api/admin/users/${id}`,
          body: { roleId },
        });
      const admin = await newAdmin();
      const { wide, narrow } = await wideAndNarrow(admin);
      // A Moderator reads users but manages no tokens.
      expect((await assign(admin.id, (await builtInRole("moderator")).id)).status).toBe(200);
      expect(await revokedNow(wide, narrow)).toEqual([true, false]);
      expect((await assign(admin.id, (await builtInRole("admin")).id)).status).toBe(200);
      expectInvalid(await listUsers(wide.secret));
      expect((await listUsers(narrow.secret)).status).toBe(200);
    });
  });

  it("never acts as a superadmin: a superadmin's token lists and revokes only its creator's tokens", async () => {
    const [superadmin, other] = await Promise.all([newAdmin({ isSuperadmin: true }), newAdmin()]);
    const { token: othersToken } = await createdToken(other);
    const { secret } = await createdToken(superadmin, ["tokens.manage"]);
    const listed = await callRoute(listRoute, { path: "/api/admin/tokens", headers: bearer(secret) });
    expect((listed.json() as TokensAnswer).items.map((row) => row.id)).not.toContain(othersToken.id);
    const revoked = await callRoute(revokeRoute, {
      method: "DELETE",
      headers: bearer(secret),
      params: { id: othersToken.id },
      path: `/api/admin/tokens/${othersToken.id}`,
    });
    expect(revoked.status).toBe(404);
  });

  it("throttles invalid tokens per address: 429 with Retry-After past the limit, other addresses unaffected", async () => {
    const from = (address: string) =>
      callRoute(usersRoute, {
        path: "/api/admin/users?limit=5",
        headers: { ...bearer(`apt_${"B".repeat(43)}`), "x-forwarded-for": address },
      });
    for (let miss = 0; miss < INVALID_TOKENS_PER_MINUTE; miss++) expectInvalid(await from("198.51.100.7"));
    const refused = await from("198.51.100.7");
    expect(refused.status).toBe(429);
    expect(refused.text).toMatch(/invalid API tokens/);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expectInvalid(await from("198.51.100.8"));
  });

  it("counts only a Bearer header as a token: a proxy's Basic credentials leave the cookie to decide", async () => {
    const basic = { authorization: "Basic dXNlcjpwYXNz" };
    const withCookie = await callRoute(usersRoute, {
      path: "/api/admin/users?limit=5",
      headers: basic,
      cookie: await cookieFor("admin"),
    });
    expect(withCookie.status).toBe(200);
    const alone = await callRoute(usersRoute, { path: "/api/admin/users?limit=5", headers: basic });
    expect(alone.status).toBe(401);
    expect(alone.headers.get(ERROR_CODE_HEADER)).not.toBe(TOKEN_INVALID);
  });

  it("records when and from where it was last used, at most once a minute", async () => {
    const admin = await newAdmin();
    const { token, secret } = await createdToken(admin);
    await callRoute(usersRoute, {
      path: "/api/admin/users?limit=5",
      headers: { ...bearer(secret), "x-forwarded-for": "203.0.113.9" },
    });
    const first = await db.apiToken.findUniqueOrThrow({ where: { id: token.id } });
    expect(first.lastUsedAt).not.toBeNull();
    await listUsers(secret);
    const second = await db.apiToken.findUniqueOrThrow({ where: { id: token.id } });
    expect(second.lastUsedAt).toEqual(first.lastUsedAt);
  });

  it("is throttled per token: 429 with Retry-After past its budget, other tokens unaffected", async () => {
    const admin = await newAdmin();
    const [busy, calm] = await Promise.all([createdToken(admin), createdToken(admin)]);
    for (let call = 0; call < TOKEN_REQUESTS_PER_MINUTE; call++) tokenThrottle.take(busy.token.id);
    const refused = await listUsers(busy.secret);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await listUsers(calm.secret)).status).toBe(200);
  });
});

// Under `npm start` a token's read is kept for a second; a change made by another process empties it (a notification
// from another connection, which the embedded database never passes).
describeOnPostgres("on another instance", () => {
  beforeAll(async () => expect(await tokenCache.listen()).toBe(true));
  afterAll(() => tokenCache.stop());

  async function elsewhere(sql: string, values: unknown[]) {
    const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await client.connect();
    try {
      await client.query(sql, values);
    } finally {
      await client.end();
    }
  }

  /** Milliseconds until the token's list of tokens (tokens.manage) is refused, checking every 20 ms; Infinity past two seconds. */
  async function msUntilRefused(secret: string): Promise<number> {
    const started = Date.now();
    while (Date.now() - started < 2 * SESSION_CACHE_TTL_MS) {
      const answer = await callRoute(listRoute, { path: "/api/admin/tokens", headers: bearer(secret) });
      if (answer.status !== 200) return Date.now() - started;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    return Infinity;
  }

  it.each([
    ["revoked", `UPDATE api_tokens SET revoked_at = now() WHERE creator_id = $1`],
    ["its creator banned", `UPDATE users SET is_banned = true WHERE id = $1`],
    // A Moderator manages no tokens: the token loses tokens.manage with its creator.
    [
      "its creator made a Moderator",
      `UPDATE users SET role_id = (SELECT id FROM roles WHERE key = 'moderator') WHERE id = $1`,
    ],
  ])("stops a cached token within a second when %s", async (_, sql) => {
    await builtInRole("moderator");
    const admin = await newAdmin();
    const { secret } = await createdToken(admin, ["users.read", "tokens.manage"]);
    expect((await callRoute(listRoute, { path: "/api/admin/tokens", headers: bearer(secret) })).status).toBe(200);
    await elsewhere(sql, [admin.id]);
    expect(await msUntilRefused(secret)).toBeLessThan(SESSION_CACHE_TTL_MS);
  });

  it("stops a cached token within a second when its creator's role loses a permission it holds, for good", async () => {
    const role = await customRole(["users.read", "tokens.manage"], "Narrowed");
    const admin = await newAdmin({ role });
    const { secret } = await createdToken(admin, ["users.read", "tokens.manage"]);
    expect((await callRoute(listRoute, { path: "/api/admin/tokens", headers: bearer(secret) })).status).toBe(200);
    await elsewhere(`UPDATE roles SET permissions = '{users.read}' WHERE id = $1`, [role.id]);
    expect(await msUntilRefused(secret)).toBeLessThan(SESSION_CACHE_TTL_MS);
    await elsewhere(`UPDATE roles SET permissions = '{users.read,tokens.manage}' WHERE id = $1`, [role.id]);
    await new Promise((resolve) => setTimeout(resolve, SESSION_CACHE_TTL_MS));
    expectInvalid(await listUsers(secret));
  });
});

it("the API description declares the bearer scheme beside the cookie on every admin operation, and only there", async () => {
  const document = (
    await callRoute(openApiRoute, { path: "/api/openapi.json", cookie: await cookieFor("admin") })
  ).json() as {
    components: { securitySchemes: Record<string, { type: string; scheme?: string }> };
    paths: Record<string, Record<string, { security?: unknown[] }>>;
  };
  expect(document.components.securitySchemes.bearerAuth).toMatchObject({ type: "http", scheme: "bearer" });
  expect(document.paths["/api/admin/users"]!.get!.security).toEqual([{ session: [] }, { bearerAuth: [] }]);
  expect(document.paths["/api/account"]!.get!.security).toBeUndefined();
});
