// Email + password sign-in: POST /api/login, as the panel's form sends it
// (form data without JavaScript, JSON with it), and the OIDC session callback.
import { GET as getAuthUser } from "@/app/api/auth/user/route";
import { POST as signInRoute } from "@/app/api/login/route";
import { GET as logout } from "@/app/api/logout/route";
import { sessionCookieName } from "@/lib/auth/config";
import { SIGN_IN_TEXT } from "@/lib/auth/messages";
import { authOptions } from "@/lib/auth/sign-in/options";
import { hashPassword } from "@/lib/auth/sign-in/password";
import { SIGN_IN_LIMITS } from "@/lib/auth/sign-in/rate-limit";
import { createSession } from "@/lib/auth/session/session";
import { db } from "@/lib/db";
import { SEED_ACCOUNTS } from "@/prisma/seed/accounts";
import { TEST_ORIGIN, TEST_PASSWORD } from "../helpers/constants";
import { callRoute } from "../helpers/request";
import { createTestUser } from "../helpers/session";

let addressCounter = 0;
/** A documentation address (RFC 5737) of the test's own, so throttling never spills between tests. */
const uniqueAddress = () => `198.51.100.${(process.pid + addressCounter++) % 250}`;

async function userWithPassword(overrides: { isAdmin?: boolean } = { isAdmin: true }) {
  const user = await createTestUser(overrides);
  await db.user.update({ where: { id: user.id }, data: { passwordHash: await hashPassword(TEST_PASSWORD) } });
  return user as typeof user & { email: string };
}

type SignIn = { email: string; password: string; callbackUrl?: string; ip?: string; origin?: string | null };

function postJson({ ip = uniqueAddress(), origin, ...body }: SignIn) {
  return callRoute(signInRoute, {
    method: "POST",
    path: "/api/login",
    body,
    origin,
    headers: { "x-forwarded-for": ip },
  });
}

function postForm({ ip = uniqueAddress(), origin, ...fields }: SignIn) {
  return callRoute(signInRoute, {
    method: "POST",
    path: "/api/login",
    rawBody: new URLSearchParams(fields as Record<string, string>).toString(),
    origin,
    headers: { "x-forwarded-for": ip, "content-type": "application/x-www-form-urlencoded" },
  });
}

const sessionCookie = (headers: Headers) =>
  /(__Host-)?admin-panel\.session=[^;]+/.exec(headers.get("set-cookie") ?? "")?.[0];

describe("POST /api/login with JSON (the panel's script)", () => {
  it("signs in whatever the email's case: a session cookie that works, an audited sign-in", async () => {
    const user = await userWithPassword();
    const response = await postJson({
      email: user.email.toUpperCase(),
      password: TEST_PASSWORD,
      callbackUrl: "/users?role=admin",
    });
    expect(response.status).toBe(200);
    expect(response.json()).toEqual({ redirectTo: "/users?role=admin" });
    expect(response.headers.get("set-cookie")).toMatch(/HttpOnly/i);
    const cookie = sessionCookie(response.headers)!;
    expect((await callRoute(getAuthUser, { cookie })).json()).toMatchObject({ id: user.id });
    expect(await db.auditLog.count({ where: { action: "auth.sign_in", actorId: user.id } })).toBe(1);
  });

  it("answers 401 for a wrong password or an unknown email, and audits the failure", async () => {
    const user = await userWithPassword();
    expect(await postJson({ email: user.email, password: "wrong" })).toMatchObject({
      status: 401,
      text: SIGN_IN_TEXT.invalid,
    });
    expect(await postJson({ email: `nobody.${user.id}@example.test`, password: TEST_PASSWORD })).toMatchObject({
      status: 401,
    });
    expect(await db.auditLog.count({ where: { action: "auth.sign_in_failed", targetId: user.id } })).toBe(1);
    expect(await db.session.count({ where: { userId: user.id } })).toBe(0);
  });

  it("answers 400 for malformed input and refuses a foreign or missing Origin", async () => {
    expect((await postJson({ email: "not-an-email", password: "x" })).status).toBe(400);
    const badJson = await callRoute(signInRoute, {
      method: "POST",
      rawBody: "{",
      headers: { "content-type": "application/json" },
    });
    expect(badJson).toMatchObject({ status: 400, text: "Invalid JSON body" });
    const user = await userWithPassword();
    expect(
      (await postJson({ email: user.email, password: TEST_PASSWORD, origin: "https://evil.example" })).status,
    ).toBe(403);
    expect((await postJson({ email: user.email, password: TEST_PASSWORD, origin: null })).status).toBe(403);
    expect(await db.session.count({ where: { userId: user.id } })).toBe(0);
  });

  it("never sends the browser off the panel after sign-in", async () => {
    const user = await userWithPassword();
    const response = await postJson({ email: user.email, password: TEST_PASSWORD, callbackUrl: "/\t/evil.example" });
    expect(response.json()).toEqual({ redirectTo: "/" });
  });

  it("throttles guesses at one account from one address with 429 and Retry-After, but not the owner elsewhere", async () => {
    const user = await userWithPassword();
    const ip = uniqueAddress();
    for (let attempt = 0; attempt < SIGN_IN_LIMITS.accountAddress.points; attempt++) {
      expect((await postJson({ email: user.email, password: "guess", ip })).status).toBe(401);
    }
    const blocked = await postJson({ email: user.email, password: TEST_PASSWORD, ip });
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(blocked.text).toMatch(/^Too many sign-in attempts\. Try again in \d+ minutes?\.$/);
    expect((await postJson({ email: user.email, password: TEST_PASSWORD, ip: "203.0.113.77" })).status).toBe(200);
  });

  it("lets a burst of 200 guesses from one address check exactly ten passwords, and the owner still signs in from elsewhere", async () => {
    const user = await userWithPassword();
    const ip = uniqueAddress();
    const burst = await Promise.all(
      Array.from({ length: 200 }, () => postJson({ email: user.email, password: "guess", ip })),
    );
    const statuses = burst.map(({ status }) => status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(SIGN_IN_LIMITS.accountAddress.points);
    expect(statuses.filter((status) => status === 429)).toHaveLength(200 - SIGN_IN_LIMITS.accountAddress.points);
    expect(await db.auditLog.count({ where: { action: "auth.sign_in_failed", targetId: user.id } })).toBe(
      SIGN_IN_LIMITS.accountAddress.points,
    );
    expect((await postJson({ email: user.email, password: TEST_PASSWORD, ip: "203.0.113.78" })).status).toBe(200);
  });
});

describe("POST /api/login with a plain form (no JavaScript)", () => {
  it("signs in and redirects to the callback with the cookie", async () => {
    const user = await userWithPassword();
    const response = await postForm({ email: user.email, password: TEST_PASSWORD, callbackUrl: "/channels" });
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/channels");
    expect((await callRoute(getAuthUser, { cookie: sessionCookie(response.headers)! })).status).toBe(200);
  });

  it("sends a refused sign-in back to the form with the error and the callback kept", async () => {
    const user = await userWithPassword();
    for (const email of [user.email, "not-an-email"]) {
      const response = await postForm({ email, password: "wrong", callbackUrl: "/users" });
      expect(response.status).toBe(303);
      expect(response.headers.get("location")).toBe("/login?error=invalid&callbackUrl=%2Fusers");
      expect(response.headers.get("set-cookie")).toBeNull();
    }
  });

  it("refuses a cross-site form", async () => {
    const user = await userWithPassword();
    expect(
      (
        await postForm({
          email: user.email,
          password: TEST_PASSWORD,
          origin: TEST_ORIGIN.replace("localhost", "evil.example"),
        })
      ).status,
    ).toBe(403);
  });
});

describe("sign-out", () => {
  it("is audited with the user who signed out", async () => {
    const user = await userWithPassword();
    const cookie = sessionCookie((await postJson({ email: user.email, password: TEST_PASSWORD })).headers)!;
    const response = await callRoute(logout, {
      cookie,
      path: "/api/logout",
      headers: { "sec-fetch-site": "same-origin" },
    });
    expect(response.status).toBe(303);
    expect(await db.auditLog.count({ where: { action: "auth.sign_out", actorId: user.id } })).toBe(1);
    expect(await db.session.count({ where: { userId: user.id } })).toBe(0);
    expect(response.headers.get("set-cookie")).toMatch(new RegExp(`^${sessionCookieName().replace(".", "\\.")}=;`));
  });
});

describe("OIDC", () => {
  it("creates an audited server-side session on sign-in and keeps only its id in the token", async () => {
    const { id } = await createTestUser({ isAdmin: true });
    const email = `${id}@example.test`;
    await db.user.update({ where: { id }, data: { email } });
    const jwt = authOptions().callbacks!.jwt!;
    const token = await jwt({
      token: { email, name: "Ada" },
      user: { id: "oidc-subject", email },
      account: { provider: "oidc", type: "oauth", providerAccountId: "oidc-subject" },
    } as never);
    expect(Object.keys(token)).toEqual(["sid"]);
    const session = await db.session.findUniqueOrThrow({ where: { sid: token.sid as string } });
    expect(session.userId).toBe(id);
    expect(await db.auditLog.count({ where: { action: "auth.sign_in", actorId: id } })).toBe(1);
  });

  it("ends the server-side session when next-auth's own sign-out endpoint is used", async () => {
    const { id } = await createTestUser({ isAdmin: true });
    const sid = await createSession(id, "oidc");
    await authOptions().events!.signOut!({ token: { sid } } as never);
    expect(await db.session.count({ where: { sid } })).toBe(0);
    expect(await db.auditLog.count({ where: { action: "auth.sign_out", actorId: id } })).toBe(1);
  });

  it.each([
    ["verified", true, true],
    ["unverified", false, false],
    ["without the claim", undefined, false],
  ])("links an existing user's %s email: %p gives %p", async (_label, emailVerified, allowed) => {
    const signIn = authOptions().callbacks!.signIn!;
    const profile = { sub: "s", email: SEED_ACCOUNTS.admin.email, email_verified: emailVerified };
    expect(await signIn({ account: { provider: "oidc" }, profile } as never)).toBe(allowed);
  });

  it("refuses an unknown email even when verified", async () => {
    const signIn = authOptions().callbacks!.signIn!;
    const profile = { sub: "s", email: "stranger@example.test", email_verified: true };
    expect(await signIn({ account: { provider: "oidc" }, profile } as never)).toBe(false);
  });
});

describe("the session cookie over https", () => {
  const HTTPS_ORIGIN = "https://panel.example.test";
  const configured = process.env.NEXTAUTH_URL;
  beforeAll(() => void (process.env.NEXTAUTH_URL = HTTPS_ORIGIN));
  afterAll(() => void (process.env.NEXTAUTH_URL = configured));

  it("is named __Host-, Secure for the whole panel and no domain, and is cleared with the same attributes", async () => {
    const user = await userWithPassword();
    const signedIn = await postJson({ email: user.email, password: TEST_PASSWORD, origin: HTTPS_ORIGIN });
    const setCookie = signedIn.headers.get("set-cookie")!;
    expect(setCookie).toMatch(/^__Host-admin-panel\.session=[^;]+; Path=\/; .*Secure/);
    expect(setCookie).not.toMatch(/Domain=/i);
    const cookie = sessionCookie(signedIn.headers)!;
    expect((await callRoute(getAuthUser, { cookie })).status).toBe(200);
    const signedOut = await callRoute(logout, {
      cookie,
      path: "/api/logout",
      headers: { "sec-fetch-site": "same-origin" },
    });
    expect(signedOut.headers.get("set-cookie")).toMatch(/^__Host-admin-panel\.session=; Path=\/; .*Secure/);
  });
});
