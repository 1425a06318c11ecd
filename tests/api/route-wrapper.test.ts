// The wrapper every admin handler goes through (lib/api/route.ts), exercised
// with a small handler of its own against the real session table.
import { z } from "zod";
import { apiRoute } from "@/lib/api/route";
import { conflict } from "@/lib/api/errors";
import { ERROR_CODE_HEADER, PERMISSION_DENIED } from "@/lib/api/error-codes";
import { db } from "@/lib/db";
import { logger } from "@/lib/log/logger";
import { callRoute } from "../helpers/request";
import { cookieFor, createTestUser, seedUserId, sessionCookieFor } from "../helpers/session";

// Every apiRoute names itself in the API description; these are this file's own.
const summary = "A route of this test";

const echo = apiRoute(
  {
    summary,
    params: z.object({ id: z.string().min(1, "Id is required") }),
    query: z.object({ page: z.coerce.number().int().min(1).default(1) }),
    body: z.object({ name: z.string().min(1, "Name is required"), count: z.number().int() }),
  },
  async ({ params, query, body, user }) => ({ id: params.id, page: query.page, body, actor: user.id }),
);

const superadminOnly = apiRoute(
  { summary, permission: "users.take_control", deniedMessage: "Only superadmins can use the Take Control feature" },
  async () => ({
    ok: true,
  }),
);

const exportsUsers = apiRoute({ summary, permission: "users.export" }, async () => ({ ok: true }));

const failing = (error: unknown) => apiRoute({ summary, errors: [409] }, async () => Promise.reject(error));

const valid = { method: "POST", params: { id: "x" }, body: { name: "n", count: 1 } } as const;

describe("apiRoute", () => {
  it("answers 401 when signed out and 403 for a regular user", async () => {
    expect((await callRoute(echo, valid)).status).toBe(401);
    const regular = await callRoute(echo, { ...valid, cookie: await cookieFor("user") });
    expect(regular.status).toBe(403);
    expect(regular.text).toBe("Admin access required");
  });

  it("refuses a banned admin", async () => {
    const banned = await createTestUser({ isAdmin: true, isBanned: true });
    expect((await callRoute(echo, { ...valid, cookie: await sessionCookieFor(banned.id) })).status).toBe(403);
  });

  it("passes parsed params, query, body and the acting user to the handler", async () => {
    const response = await callRoute(echo, { ...valid, path: "/api/test?page=3", cookie: await cookieFor("admin") });
    expect(response.status).toBe(200);
    expect(response.json()).toMatchObject({ id: "x", page: 3, body: { name: "n", count: 1 } });
  });

  it.each([
    ["a missing field", { name: "n" }, "Invalid input: expected number, received undefined"],
    ["an empty name", { name: "", count: 1 }, "Name is required"],
  ])("answers 400 with the first message for %s", async (_, body, message) => {
    const response = await callRoute(echo, { ...valid, body, cookie: await cookieFor("admin") });
    expect(response.status).toBe(400);
    expect(response.text).toBe(message);
  });

  it("answers 400 for a body that is not JSON", async () => {
    const response = await callRoute(echo, {
      ...valid,
      body: undefined,
      rawBody: "{oops",
      cookie: await cookieFor("admin"),
    });
    expect(response).toMatchObject({ status: 400, text: "Invalid JSON body" });
  });

  it.each([
    ["a foreign Origin", "https://evil.example"],
    ["Origin: null", "null"],
    ["no Origin", null],
  ])("refuses a state-changing request with %s", async (_, origin) => {
    const response = await callRoute(echo, { ...valid, origin, cookie: await cookieFor("admin") });
    expect(response).toMatchObject({ status: 403, text: "Cross-origin request refused" });
  });

  it.each([
    ["cross-site", 403],
    ["same-site", 403],
    ["same-origin", 200],
    ["none", 200],
  ])("answers a read that Sec-Fetch-Site calls %s with %p", async (site, status) => {
    const read = apiRoute({ summary }, async () => ({ ok: true }));
    expect(
      (await callRoute(read, { cookie: await cookieFor("admin"), headers: { "sec-fetch-site": site } })).status,
    ).toBe(status);
  });

  it("refuses a body over a megabyte with 413, without reading it all", async () => {
    const response = await callRoute(echo, {
      ...valid,
      body: undefined,
      rawBody: "x".repeat(1024 * 1024 + 1),
      cookie: await cookieFor("admin"),
    });
    expect(response).toMatchObject({ status: 413, text: "Request body too large" });
  });

  it("lets only superadmins through a superadmin-only permission, with the route's message", async () => {
    const denied = await callRoute(superadminOnly, { method: "POST", cookie: await cookieFor("admin") });
    expect(denied).toMatchObject({ status: 403, text: "Only superadmins can use the Take Control feature" });
    expect(denied.headers.get(ERROR_CODE_HEADER)).toBe(PERMISSION_DENIED);
    const allowed = await callRoute(superadminOnly, { method: "POST", cookie: await cookieFor("superadmin") });
    expect(allowed.status).toBe(200);
  });

  it("refuses an admin whose role lacks the route's permission, with the permission code", async () => {
    const viewer = await createTestUser({ isAdmin: true });
    await db.user.update({ where: { id: viewer.id }, data: { role: { connect: { key: "viewer" } } } });
    const denied = await callRoute(exportsUsers, { cookie: await sessionCookieFor(viewer.id) });
    expect(denied).toMatchObject({ status: 403, text: "You do not have permission to do this" });
    expect(denied.headers.get(ERROR_CODE_HEADER)).toBe(PERMISSION_DENIED);
    expect((await callRoute(exportsUsers, { cookie: await cookieFor("admin") })).status).toBe(200);
  });

  it("maps domain errors and Prisma errors to status codes with their message", async () => {
    const cookie = await cookieFor("admin");
    expect(await callRoute(failing(conflict("Email already exists")), { cookie })).toMatchObject({
      status: 409,
      text: "Email already exists",
    });
    const duplicate = db.featureToggle.create({ data: { featureKey: "dashboard", featureName: "Again" } });
    expect(
      (
        await callRoute(
          apiRoute({ summary, errors: [409] }, () => duplicate),
          { cookie },
        )
      ).status,
    ).toBe(409);
    const missing = db.featureToggle.update({ where: { featureKey: "no-such-key" }, data: { isEnabled: false } });
    expect(
      (
        await callRoute(
          apiRoute({ summary, errors: [404] }, () => missing),
          { cookie },
        )
      ).status,
    ).toBe(404);
  });

  it("logs unknown errors with a request id, and answers a generic 500 that carries the id", async () => {
    const log = jest.spyOn(logger, "error").mockImplementation(() => {});
    const response = await callRoute(failing(new Error("secret detail")), { cookie: await cookieFor("admin") });
    const requestId = response.headers.get("x-request-id")!;
    expect(response).toMatchObject({ status: 500, text: `Internal server error (request id: ${requestId})` });
    expect(log).toHaveBeenCalledWith(
      expect.objectContaining({ requestId, err: expect.objectContaining({ message: "secret detail" }) }),
      "Unhandled API error",
    );
    log.mockRestore();
  });

  it("logs one line per call with method, path, status, duration and the admin's id", async () => {
    const log = jest.spyOn(logger, "info").mockImplementation(() => {});
    const admin = await seedUserId("admin");
    const response = await callRoute(
      apiRoute({ summary }, async () => ({ ok: true })),
      {
        cookie: await cookieFor("admin"),
        path: "/api/admin/thing?search=someone%40example.com",
        headers: { "x-request-id": "proxy-request-1234" },
      },
    );
    expect(response.headers.get("x-request-id")).toBe("proxy-request-1234");
    expect(log).toHaveBeenCalledTimes(1);
    expect(log).toHaveBeenCalledWith(
      {
        requestId: "proxy-request-1234",
        method: "GET",
        path: "/api/admin/thing",
        status: 200,
        durationMs: expect.any(Number),
        adminId: admin,
      },
      "request",
    );
    log.mockRestore();
  });
});
