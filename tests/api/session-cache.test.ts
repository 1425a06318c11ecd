// The session cache (lib/auth/session/session-cache.ts, docs/decisions/sessions.md): a process keeps the
// sessions it read for at most a second, and only while it hears PostgreSQL's
// notifications, so that a ban, demotion, deletion, id change or ended session
// made by another instance ends access on this one within a second. "Another
// instance" here is a statement on a connection of its own, as another process's
// would be, and a second cache listening apart.
// On a database of its own: notifications belong to a database, and other files' writes to
// users and sessions would empty these caches at moments the tests do not expect.
import pg from "pg";
import type * as AuthUserRoute from "@/app/api/auth/user/route";
import type * as UserRoutes from "@/app/api/admin/users/[id]/route";
import type * as RecentUsersRoute from "@/app/api/admin/users/recent/route";
import type * as ChangeIdRoute from "@/app/api/admin/users/[id]/change-id/route";
import type * as SessionsRoute from "@/app/api/admin/users/[id]/sessions/route";
import type * as SessionCacheModule from "@/lib/auth/session/session-cache";
import type * as SessionModule from "@/lib/auth/session/session";
import type * as SessionChangesModule from "@/lib/auth/session/session-changes";
import type * as FixtureHelpers from "../helpers/fixtures";
import { switchToIsolatedDatabase } from "../helpers/isolated-database";
import { callRoute } from "../helpers/request";
import type * as SessionHelpers from "../helpers/session";
import { onPostgres, RUNS_ON_POSTGRES } from "../helpers/on-postgres";

const db = switchToIsolatedDatabase("SESSION_CACHE_DATABASE_URL");
const { GET: getAuthUser } = jest.requireActual<typeof AuthUserRoute>("@/app/api/auth/user/route");
const { DELETE: deleteUserRoute, PATCH: updateUserRoute } = jest.requireActual<typeof UserRoutes>(
  "@/app/api/admin/users/[id]/route",
);
const { GET: getRecentUsers } = jest.requireActual<typeof RecentUsersRoute>("@/app/api/admin/users/recent/route");
const { PUT: changeIdRoute } = jest.requireActual<typeof ChangeIdRoute>("@/app/api/admin/users/[id]/change-id/route");
const { DELETE: signOutEverywhereRoute } = jest.requireActual<typeof SessionsRoute>(
  "@/app/api/admin/users/[id]/sessions/route",
);
const { SESSION_CACHE_TTL_MS, SESSION_CHANNEL, SessionCache } = jest.requireActual<typeof SessionCacheModule>(
  "@/lib/auth/session/session-cache",
);
const { createSession, sessionCache, sessionFromToken, sessionToken } =
  jest.requireActual<typeof SessionModule>("@/lib/auth/session/session");
const { emptyCacheAroundChange } = jest.requireActual<typeof SessionChangesModule>(
  "@/lib/auth/session/session-changes",
);
const { uniqueTag } = jest.requireActual<typeof FixtureHelpers>("../helpers/fixtures");
const { cookieFor, createTestUser, sessionCookieFor } = jest.requireActual<typeof SessionHelpers>("../helpers/session");

// The embedded database serves each connection apart: notifications never cross, so nothing is cached there.
const notificationsCross = RUNS_ON_POSTGRES;

/** A statement from another process: its own connection, committed on its own. */
async function elsewhere(sql: string, values: unknown[] = []) {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    await client.query(sql, values);
  } finally {
    await client.end();
  }
}

const answers = async (cookie: string) => (await callRoute(getAuthUser, { cookie })).status;

/** Milliseconds until `call` answers `status`, checking every 20 ms; Infinity past two seconds. */
async function msUntilAnswered(status: number, call: () => Promise<number>): Promise<number> {
  const started = performance.now();
  while (performance.now() - started < 2 * SESSION_CACHE_TTL_MS) {
    if ((await call()) === status) return performance.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return Number.POSITIVE_INFINITY;
}

/** Milliseconds until the cookie no longer signs in. */
const msUntilSignedOut = (cookie: string) => msUntilAnswered(401, () => answers(cookie));

/** A cache over a counted load: how many reads reached "the database". */
function countedCache() {
  const cache = new SessionCache<number>();
  let loads = 0;
  const read = (sid = "sid") => cache.read(sid, async () => ++loads);
  return { cache, read, loads: () => loads };
}

describe("the session cache", () => {
  let listening = false;
  beforeAll(async () => {
    listening = await sessionCache.listen();
  });
  afterAll(() => sessionCache.stop());

  it("serves only where notifications cross connections (PostgreSQL, not the embedded database)", async () => {
    expect(listening).toBe(notificationsCross);
    const { cache, read, loads } = countedCache();
    expect(await cache.listen()).toBe(notificationsCross);
    try {
      await read();
      await read();
      expect(loads()).toBe(notificationsCross ? 1 : 2);
    } finally {
      cache.stop();
    }
  });

  onPostgres("keeps a read for under a second, then reads again", async () => {
    const { cache, loads } = countedCache();
    await cache.listen();
    try {
      const now = Date.now();
      await cache.read("sid", async () => 1, now);
      const again = () => cache.read("sid", async () => 2, now + SESSION_CACHE_TTL_MS);
      expect(await cache.read("sid", async () => 3, now + SESSION_CACHE_TTL_MS - 1)).toBe(1);
      expect(await again()).toBe(2);
      expect(loads()).toBe(0);
    } finally {
      cache.stop();
    }
  });

  onPostgres("a change to a session, user or factor on another connection empties every listening cache", async () => {
    const caches = [countedCache(), countedCache()];
    await Promise.all(caches.map(({ cache }) => cache.listen()));
    const user = await createTestUser({ isAdmin: true });
    await sessionCookieFor(user.id); // a session for the statements below to change and delete
    const withoutSessions = await createTestUser();
    const role = await db.role.create({ data: { name: `Cached ${uniqueTag()}`, permissions: ["users.read"] } });
    try {
      for (const statement of [
        ["UPDATE users SET role_id = $2 WHERE id = $1", [user.id, role.id]],
        ["UPDATE roles SET permissions = ARRAY['users.read', 'users.ban'] WHERE id = $1", [role.id]],
        ["UPDATE users SET is_banned = true WHERE id = $1", [user.id]],
        ["UPDATE users SET is_admin = false WHERE id = $1", [user.id]],
        ["UPDATE sessions SET confirmed_at = now() WHERE user_id = $1", [user.id]],
        ["DELETE FROM sessions WHERE user_id = $1", [user.id]],
        ["DELETE FROM passkeys WHERE user_id = $1", [user.id]],
        ["DELETE FROM users WHERE id = $1", [withoutSessions.id]],
      ] as const) {
        for (const { read } of caches) await read();
        const before = caches.map(({ loads }) => loads());
        await elsewhere(statement[0], [...statement[1]]);
        // Heard within the second (in practice, within milliseconds): every cache reads again.
        const deadline = Date.now() + SESSION_CACHE_TTL_MS / 2;
        while (caches.some(({ loads }, index) => loads() === before[index]) && Date.now() < deadline) {
          for (const { read } of caches) await read();
          await new Promise((resolve) => setTimeout(resolve, 10));
        }
        expect(caches.map(({ loads }) => loads())).toEqual(before.map((count) => count + 1));
      }
    } finally {
      caches.forEach(({ cache }) => cache.stop());
    }
  });

  onPostgres(
    "the touch that keeps a session from idling out, a user's chat activity and a delete of nothing empty nothing",
    async () => {
      const { cache, read, loads } = countedCache();
      await cache.listen();
      const user = await createTestUser();
      try {
        await read();
        await elsewhere("UPDATE sessions SET last_seen_at = now() WHERE user_id = $1", [user.id]);
        await elsewhere("UPDATE users SET last_active_at = now() WHERE id = $1", [user.id]);
        // Every sign-in purges ended sessions, mostly finding none.
        await elsewhere("DELETE FROM sessions WHERE user_id = $1", [user.id]);
        await elsewhere("DELETE FROM users WHERE id = $1", [`nobody-${uniqueTag()}`]);
        await new Promise((resolve) => setTimeout(resolve, 100));
        await read();
        expect(loads()).toBe(1);
      } finally {
        cache.stop();
      }
    },
  );

  onPostgres("keeps only what it is told to (a complete session), and a fresh read passes it by", async () => {
    const { cache } = countedCache();
    await cache.listen();
    const user = await createTestUser({ isAdmin: true });
    try {
      expect(
        await cache.read(
          "pending",
          async () => 1,
          Date.now(),
          () => false,
        ),
      ).toBe(1);
      expect(
        await cache.read(
          "pending",
          async () => 2,
          Date.now(),
          () => false,
        ),
      ).toBe(2);
      // Through the process's own cache: a session owing its second factor is read afresh each time.
      const sid = await createSession(user.id, "test", db, { pendingFactor: true });
      const token = await sessionToken(sid);
      expect((await sessionFromToken(token))?.stage).toBe("second-factor");
      await db.$executeRaw`UPDATE sessions SET pending_factor = false WHERE sid = ${sid}`;
      sessionCache.forgetAll = () => undefined; // deaf to the notification: only the read itself can tell
      expect((await sessionFromToken(token))?.stage).toBe("complete");
    } finally {
      delete (sessionCache as Partial<typeof sessionCache>).forgetAll;
      cache.stop();
    }
  });

  onPostgres("a read under way when a change is heard is not kept", async () => {
    const { cache } = countedCache();
    await cache.listen();
    try {
      let finish!: (value: number) => void;
      const slow = cache.read("sid", () => new Promise<number>((resolve) => (finish = resolve)));
      cache.forgetAll();
      finish(1);
      expect(await slow).toBe(1);
      expect(await cache.read("sid", async () => 2)).toBe(2);
    } finally {
      cache.stop();
    }
  });

  onPostgres(
    "a change this process serves forgets its own session's read when it begins and ends, no other",
    async () => {
      const { cache, read, loads } = countedCache();
      await cache.listen();
      try {
        await read();
        await read("other");
        const ended = cache.changing("sid");
        await read();
        await read();
        expect(loads()).toBe(3);
        await read("other");
        expect(loads()).toBe(3);
        ended();
        await read();
        await read();
        expect(loads()).toBe(4);
        await read("other");
        expect(loads()).toBe(4);
      } finally {
        cache.stop();
      }
    },
  );

  onPostgres("a lost LISTEN connection turns it off at once, and it serves again once listening", async () => {
    // Only this test's cache listens meanwhile: the connection to end is its own.
    sessionCache.stop();
    const { cache, read, loads } = countedCache();
    await cache.listen();
    try {
      await read();
      await elsewhere(
        "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND query = $1",
        [`LISTEN ${SESSION_CHANNEL}`],
      );
      const deadline = Date.now() + 3_000;
      while (loads() < 2 && Date.now() < deadline) {
        await read();
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect(loads()).toBe(2);
      // Listening again two seconds later: reads are kept again.
      await new Promise((resolve) => setTimeout(resolve, 3_500));
      await read();
      await read();
      expect(loads()).toBe(3);
    } finally {
      cache.stop();
      await sessionCache.listen();
    }
  });

  // The routes run in this process, but this process is not told (server.ts tells it of its own requests):
  // it hears of each change as another instance would, by notification.
  describe("ends access within a second when another instance", () => {
    const admin = async (method: "PATCH" | "DELETE" | "PUT", body?: object) => ({
      method,
      cookie: await cookieFor("admin"),
      ...(body && { body }),
    });
    const cases: [string, (userId: string) => Promise<Response | { status: number }>][] = [
      [
        "bans the user",
        async (id) => callRoute(updateUserRoute, { ...(await admin("PATCH", { isBanned: true })), params: { id } }),
      ],
      [
        "removes their admin rights",
        async (id) => callRoute(updateUserRoute, { ...(await admin("PATCH", { isAdmin: false })), params: { id } }),
      ],
      [
        "deletes the user",
        async (id) => {
          await db.user.update({ where: { id }, data: { isBanned: true } });
          return callRoute(deleteUserRoute, { ...(await admin("DELETE")), params: { id } });
        },
      ],
      [
        "changes the user's id",
        async (id) =>
          callRoute(changeIdRoute, { ...(await admin("PUT", { newId: `moved-${uniqueTag()}` })), params: { id } }),
      ],
      [
        "signs them out everywhere",
        async (id) => callRoute(signOutEverywhereRoute, { ...(await admin("DELETE")), params: { id } }),
      ],
    ];
    for (const [what, change] of cases) {
      it(what, async () => {
        const user = await createTestUser({ isAdmin: true });
        const cookie = await sessionCookieFor(user.id);
        expect(await answers(cookie)).toBe(200);
        expect(await answers(cookie)).toBe(200); // from the cache, where it serves
        expect((await change(user.id)).status).toBe(200);
        expect(await msUntilSignedOut(cookie)).toBeLessThan(SESSION_CACHE_TTL_MS);
      });
    }
  });

  describe("ends a right within a second when another instance", () => {
    const recentUsers = async (cookie: string) => (await callRoute(getRecentUsers, { cookie })).status;

    /** Milliseconds until the cookie is refused the users.read route. */
    const msUntilRefused = (cookie: string) => msUntilAnswered(403, () => recentUsers(cookie));

    async function adminWithRole(permissions: string[]) {
      const role = await db.role.create({ data: { name: `Held ${uniqueTag()}`, permissions } });
      const user = await createTestUser({ isAdmin: true });
      await db.user.update({ where: { id: user.id }, data: { roleId: role.id } });
      const cookie = await sessionCookieFor(user.id);
      expect(await recentUsers(cookie)).toBe(200);
      expect(await recentUsers(cookie)).toBe(200); // from the cache, where it serves
      return { role, user, cookie };
    }

    onPostgres("takes the permission out of the admin's role", async () => {
      const { role, cookie } = await adminWithRole(["users.read", "users.ban"]);
      await elsewhere("UPDATE roles SET permissions = ARRAY['users.ban'] WHERE id = $1", [role.id]);
      expect(await msUntilRefused(cookie)).toBeLessThan(SESSION_CACHE_TTL_MS);
    });

    onPostgres("gives the admin a role without it", async () => {
      const { user, cookie } = await adminWithRole(["users.read"]);
      const { id: viewerless } = await db.role.create({ data: { name: `None ${uniqueTag()}`, permissions: [] } });
      await elsewhere("UPDATE users SET role_id = $2 WHERE id = $1", [user.id, viewerless]);
      expect(await msUntilRefused(cookie)).toBeLessThan(SESSION_CACHE_TTL_MS);
    });
  });
});

describe("which changes empty the process's cache (server.ts asks for each request but a read)", () => {
  /** A change as server.ts hands it over: how often the cache was emptied as it began, and once its answer closed. */
  async function emptied(cookieHeader: string | undefined): Promise<{ atStart: number; atEnd: number }> {
    let count = 0;
    const cache = { changing: (sid: string) => (expect(sid).toBeTruthy(), count++, () => void count++) };
    let close: (() => void) | undefined;
    const res = { once: (_event: string, listener: () => void) => ((close = listener), res) };
    await emptyCacheAroundChange({ headers: { cookie: cookieHeader } }, res as never, cache);
    const atStart = count;
    close?.();
    return { atStart, atEnd: count };
  }

  it("a change made with one of the panel's session cookies forgets that session as it begins and ends", async () => {
    const cookie = await sessionCookieFor((await createTestUser({ isAdmin: true })).id);
    expect(await emptied(`theme=dark; ${cookie}; sidebar_state=true`)).toEqual({ atStart: 1, atEnd: 2 });
  });

  it.each([
    ["no cookie at all (a stranger's POST, a sign-in)", () => undefined],
    ["other cookies only", () => "theme=dark; sidebar_state=true"],
    ["a session cookie the panel never issued", (name: string) => `${name}=forged.token.value`],
    ["an empty session cookie", (name: string) => `${name}=`],
  ])("a change with %s leaves it be", async (_case, cookieHeader) => {
    const name = (await sessionCookieFor((await createTestUser()).id)).split("=")[0]!;
    expect(await emptied(cookieHeader(name))).toEqual({ atStart: 0, atEnd: 0 });
  });
});
