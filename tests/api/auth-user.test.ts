import { GET as getAuthUser } from "@/app/api/auth/user/route";
import { GET as logout } from "@/app/api/logout/route";
import { GET as login } from "@/app/api/login/route";
import { sessionCookieName } from "@/lib/auth/config";
import { SIGN_OUT_CONFIRMATION } from "@/lib/auth/messages";
import { CONFIRMATION_LIFETIME_MS } from "@/lib/auth/sign-in/sign-out-confirmation";
import { db } from "@/lib/db";
import { BUILT_IN_ROLES, PERMISSIONS } from "@/lib/permissions/catalogue";
import { SEED_ACCOUNTS } from "@/prisma/seed/accounts";
import { TEST_ORIGIN } from "../helpers/constants";
import { callRoute } from "../helpers/request";
import { cookieFor, createTestUser, sessionCookieFor } from "../helpers/session";

describe("GET /api/auth/user", () => {
  it("answers 401 when signed out or with a forged cookie", async () => {
    expect((await callRoute(getAuthUser)).status).toBe(401);
    expect((await callRoute(getAuthUser, { cookie: `${sessionCookieName()}=forged` })).status).toBe(401);
  });

  it("returns the signed-in user without the password hash", async () => {
    const response = await callRoute(getAuthUser, { cookie: await cookieFor("superadmin") });
    expect(response.status).toBe(200);
    const user = response.json() as Record<string, unknown>;
    expect(user).toMatchObject({
      email: SEED_ACCOUNTS.superadmin.email,
      handle: "superadmin",
      isAdmin: true,
      isSuperadmin: true,
    });
    expect(user).not.toHaveProperty("passwordHash");
  });

  it("returns what the signed-in admin may do and the role it comes from", async () => {
    const moderator = (await callRoute(getAuthUser, { cookie: await cookieFor("moderator") })).json();
    expect(moderator).toMatchObject({ roleName: "Moderator", permissions: [...BUILT_IN_ROLES.moderator.permissions] });
    const admin = (await callRoute(getAuthUser, { cookie: await cookieFor("admin") })).json();
    expect(admin).toMatchObject({ roleName: "Admin", permissions: [...BUILT_IN_ROLES.admin.permissions] });
    const superadmin = (await callRoute(getAuthUser, { cookie: await cookieFor("superadmin") })).json();
    expect(superadmin).toMatchObject({ roleName: "Superadmin", permissions: [...PERMISSIONS] });
  });

  it("answers a regular user too (the client decides what to show)", async () => {
    const response = await callRoute(getAuthUser, { cookie: await cookieFor("user") });
    expect(response.status).toBe(200);
    expect(response.json()).toMatchObject({ email: SEED_ACCOUNTS.user.email, isAdmin: false, permissions: [] });
  });

  it("stops answering once the session expires", async () => {
    const user = await createTestUser();
    const cookie = await sessionCookieFor(user.id);
    await db.session.updateMany({ where: { userId: user.id }, data: { expire: new Date(Date.now() - 1000) } });
    expect((await callRoute(getAuthUser, { cookie })).status).toBe(401);
  });
});

describe("GET /api/logout", () => {
  it("deletes the server-side session, clears the cookie and returns to /", async () => {
    const user = await createTestUser({ isAdmin: true });
    const cookie = await sessionCookieFor(user.id);
    expect(await db.session.count({ where: { userId: user.id } })).toBe(1);

    const response = await callRoute(logout, {
      cookie,
      path: "/api/logout",
      headers: { "sec-fetch-site": "same-origin" },
    });
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/");
    expect(response.headers.get("set-cookie")).toMatch(new RegExp(`${sessionCookieName().replace(".", "\\.")}=;`));
    expect(await db.session.count({ where: { userId: user.id } })).toBe(0);
    // The old cookie is worthless now, even if a copy survived.
    expect((await callRoute(getAuthUser, { cookie })).status).toBe(401);
  });

  it.each(["cross-site", "same-site"])(
    "signs nobody out when the browser says another site started the request (%s): it just returns to /",
    async (site) => {
      const user = await createTestUser({ isAdmin: true });
      const cookie = await sessionCookieFor(user.id);
      const response = await callRoute(logout, { cookie, path: "/api/logout", headers: { "sec-fetch-site": site } });
      expect(response.status).toBe(303);
      expect(response.headers.get("location")).toBe("/");
      expect(response.headers.get("set-cookie")).toBeNull();
      expect(await db.session.count({ where: { userId: user.id } })).toBe(1);
      expect((await callRoute(getAuthUser, { cookie })).status).toBe(200);
    },
  );

  it.each(["same-origin", "none"])("signs out from the panel's own link or a typed address (%s)", async (site) => {
    const user = await createTestUser({ isAdmin: true });
    const cookie = await sessionCookieFor(user.id);
    const response = await callRoute(logout, { cookie, path: "/api/logout", headers: { "sec-fetch-site": site } });
    expect(response.status).toBe(303);
    expect(await db.session.count({ where: { userId: user.id } })).toBe(0);
  });

  // Browsers too old for Sec-Fetch-Site still name where a navigation started, in Referer (or Origin).
  it.each([
    ["a Referer on the panel", { referer: `${TEST_ORIGIN}/users?page=2` }, true],
    ["an Origin of the panel", { origin: TEST_ORIGIN }, true],
    ["a Referer on another site", { referer: "https://evil.example/page" }, false],
    ["an Origin of another site", { origin: "https://evil.example" }, false],
    ["a sandboxed page's Origin (null)", { origin: "null" }, false],
    [
      "another site's Origin, whatever the Referer says",
      { origin: "https://evil.example", referer: `${TEST_ORIGIN}/` },
      false,
    ],
  ])("without Sec-Fetch-Site, goes by %s", async (_, headers, signsOut) => {
    const user = await createTestUser({ isAdmin: true });
    const cookie = await sessionCookieFor(user.id);
    const response = await callRoute(logout, { cookie, path: "/api/logout", headers });
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/");
    expect(await db.session.count({ where: { userId: user.id } })).toBe(signsOut ? 0 : 1);
  });

  it("asks to confirm when nothing says where it started, and signs out from the confirmation's own link", async () => {
    const user = await createTestUser({ isAdmin: true });
    const cookie = await sessionCookieFor(user.id);
    const page = await callRoute(logout, { cookie, path: "/api/logout" });
    expect(page.status).toBe(200);
    expect(page.headers.get("content-type")).toMatch(/^text\/html/);
    expect(page.text).toContain(SIGN_OUT_CONFIRMATION.question);
    expect(await db.session.count({ where: { userId: user.id } })).toBe(1);
    const link = /href="(\/api\/logout\?confirm=[^"]+)"/.exec(page.text)?.[1];
    expect(link).toBeDefined();

    // Another session's proof, or a made-up one, is asked about again.
    const other = await sessionCookieFor((await createTestUser({ isAdmin: true })).id);
    expect((await callRoute(logout, { cookie: other, path: link! })).status).toBe(200);
    expect((await callRoute(logout, { cookie, path: "/api/logout?confirm=made-up" })).status).toBe(200);
    expect(await db.session.count({ where: { userId: user.id } })).toBe(1);

    // The same proof claiming a later time (which would outlive the lifetime) is not the one the page issued.
    const [, issued, mac] = /confirm=(\d+)\.(.+)$/.exec(link!)!;
    const later = `/api/logout?confirm=${Number(issued) + 1}.${mac}`;
    expect((await callRoute(logout, { cookie, path: later })).status).toBe(200);
    expect(await db.session.count({ where: { userId: user.id } })).toBe(1);

    // The confirmation's link, followed still without a header that says where it started.
    const confirmed = await callRoute(logout, { cookie, path: link! });
    expect(confirmed.status).toBe(303);
    expect(await db.session.count({ where: { userId: user.id } })).toBe(0);
  });

  it("asks again when the confirmation's link is older than its lifetime", async () => {
    const user = await createTestUser({ isAdmin: true });
    const cookie = await sessionCookieFor(user.id);
    const page = await callRoute(logout, { cookie, path: "/api/logout" });
    const link = /href="(\/api\/logout\?confirm=[^"]+)"/.exec(page.text)?.[1];
    const issuedAt = Date.now();
    const clock = jest.spyOn(Date, "now").mockReturnValue(issuedAt + CONFIRMATION_LIFETIME_MS + 60_000);
    try {
      const expired = await callRoute(logout, { cookie, path: link! });
      expect(expired.status).toBe(200);
      expect(expired.text).toContain(SIGN_OUT_CONFIRMATION.question);
    } finally {
      clock.mockRestore();
    }
    expect(await db.session.count({ where: { userId: user.id } })).toBe(1);
  });
});

describe("GET /api/login", () => {
  it("sends the browser to the sign-in page, keeping only a same-site callback", async () => {
    const inside = await callRoute(login, { path: "/api/login?callbackUrl=%2Fusers" });
    expect(inside.status).toBe(303);
    expect(inside.headers.get("location")).toBe("/login?callbackUrl=%2Fusers");
    const outside = await callRoute(login, { path: "/api/login?callbackUrl=https%3A%2F%2Fevil.example" });
    expect(outside.headers.get("location")).toBe("/login?callbackUrl=%2F");
  });

  it("without a callback, returns to the panel page the link was on, and to the dashboard from anywhere else", async () => {
    const fromUsers = await callRoute(login, {
      path: "/api/login",
      headers: { referer: `${TEST_ORIGIN}/users?search=ada` },
    });
    expect(fromUsers.headers.get("location")).toBe("/login?callbackUrl=%2Fusers%3Fsearch%3Dada");
    const fromElsewhere = await callRoute(login, {
      path: "/api/login",
      headers: { referer: "https://evil.example/users" },
    });
    expect(fromElsewhere.headers.get("location")).toBe("/login?callbackUrl=%2F");
    const fromNowhere = await callRoute(login, { path: "/api/login" });
    expect(fromNowhere.headers.get("location")).toBe("/login?callbackUrl=%2F");
  });
});
