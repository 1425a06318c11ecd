// The Account page's own sessions: listed with browser and system, address and
// times, this one first and marked, a half-made sign-in flagged; one or all the
// others signed out, never this one, never another admin's, and no session id
// ever leaves the server.
import { DELETE as revokeOne } from "@/app/api/account/sessions/[id]/route";
import { DELETE as revokeOthers, GET as listSessions } from "@/app/api/account/sessions/route";
import { GET as getAuthUser } from "@/app/api/auth/user/route";
import { sessionCookieName } from "@/lib/auth/config";
import type { AccountSession } from "@/lib/account/schema";
import { createSession, sessionToken } from "@/lib/auth/session/session";
import { db } from "@/lib/db";
import { callRoute } from "../helpers/request";
import { createTestUser } from "../helpers/session";

const CHROME_ON_MAC =
  "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const FIREFOX_ON_LINUX = "Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0";

async function signedIn(userId: string, userAgent: string, ip: string, pendingFactor = false) {
  const sid = await createSession(userId, "password", db, { client: { ip, userAgent }, pendingFactor });
  return { sid, cookie: `${sessionCookieName()}=${await sessionToken(sid)}` };
}

const list = async (cookie: string) =>
  (await callRoute(listSessions, { cookie, path: "/api/account/sessions" })).json() as AccountSession[];

describe("the admin's own sessions", () => {
  it("are listed this one first, in words, with a half-made sign-in flagged, and without any session id", async () => {
    const admin = await createTestUser({ isAdmin: true });
    const other = await signedIn(admin.id, FIREFOX_ON_LINUX, "198.51.100.7");
    await signedIn(admin.id, FIREFOX_ON_LINUX, "203.0.113.9", true);
    const mine = await signedIn(admin.id, CHROME_ON_MAC, "192.0.2.1");
    const text = (await callRoute(listSessions, { cookie: mine.cookie, path: "/api/account/sessions" })).text;
    expect(text).not.toContain(mine.sid);
    expect(text).not.toContain(other.sid);
    const sessions = JSON.parse(text) as AccountSession[];
    expect(sessions).toHaveLength(3);
    expect(sessions[0]).toMatchObject({
      device: "Chrome on macOS",
      ip: "192.0.2.1",
      current: true,
      awaitingSecondFactor: false,
    });
    expect(sessions.slice(1)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          device: "Firefox on Linux",
          current: false,
          awaitingSecondFactor: true,
          ip: "203.0.113.9",
        }),
      ]),
    );
  });

  it("signs one other session out, audited, but not this one", async () => {
    const admin = await createTestUser({ isAdmin: true });
    const other = await signedIn(admin.id, FIREFOX_ON_LINUX, "198.51.100.7");
    const mine = await signedIn(admin.id, CHROME_ON_MAC, "192.0.2.1");
    const [current, theOther] = await list(mine.cookie);
    const revoke = (id: string) =>
      callRoute(revokeOne, {
        method: "DELETE",
        cookie: mine.cookie,
        params: { id },
        path: `/api/account/sessions/${id}`,
      });
    expect((await revoke(current!.id)).status).toBe(409);
    expect((await revoke(theOther!.id)).status).toBe(200);
    expect((await callRoute(getAuthUser, { cookie: other.cookie })).status).toBe(401);
    expect((await callRoute(getAuthUser, { cookie: mine.cookie })).status).toBe(200);
    const audit = await db.auditLog.findFirstOrThrow({
      where: { action: "account.session_revoked", actorId: admin.id },
    });
    expect(audit.details).toMatchObject({ device: "Firefox on Linux", ip: "198.51.100.7" });
  });

  it("cannot reach another admin's session, even by its id", async () => {
    const [admin, someoneElse] = await Promise.all([
      createTestUser({ isAdmin: true }),
      createTestUser({ isAdmin: true }),
    ]);
    const theirs = await signedIn(someoneElse.id, FIREFOX_ON_LINUX, "198.51.100.8");
    const [theirId] = (await list(theirs.cookie)).map(({ id }) => id);
    const mine = await signedIn(admin.id, CHROME_ON_MAC, "192.0.2.1");
    const answer = await callRoute(revokeOne, {
      method: "DELETE",
      cookie: mine.cookie,
      params: { id: theirId! },
      path: `/api/account/sessions/${theirId}`,
    });
    expect(answer.status).toBe(404);
    expect((await callRoute(getAuthUser, { cookie: theirs.cookie })).status).toBe(200);
  });

  it("signs every other session out at once, this one staying", async () => {
    const admin = await createTestUser({ isAdmin: true });
    await signedIn(admin.id, FIREFOX_ON_LINUX, "198.51.100.7");
    await signedIn(admin.id, FIREFOX_ON_LINUX, "198.51.100.9", true);
    const mine = await signedIn(admin.id, CHROME_ON_MAC, "192.0.2.1");
    const answer = await callRoute(revokeOthers, {
      method: "DELETE",
      cookie: mine.cookie,
      path: "/api/account/sessions",
    });
    expect(answer.json()).toEqual({ revoked: 2 });
    expect(await list(mine.cookie)).toEqual([expect.objectContaining({ current: true })]);
  });
});
