// A webhook endpoint receives its events' data: subscribing one needs the permission to read that data.
import { POST as createRoute } from "@/app/api/admin/webhooks/route";
import { PATCH as updateRoute } from "@/app/api/admin/webhooks/[id]/route";
import { ERROR_CODE_HEADER, PERMISSION_DENIED } from "@/lib/api/error-codes";
import { db } from "@/lib/db";
import type { Permission } from "@/lib/permissions/catalogue";
import { newWebhookSecret, sealWebhookSecret } from "@/lib/webhooks/secret";
import { adminHolding } from "../helpers/admins";
import { callRoute } from "../helpers/request";

const cookieWith = (permissions: Permission[]) => adminHolding(permissions, "Hooks");

const create = async (cookie: string, events: string[]) =>
  callRoute(createRoute, {
    method: "POST",
    cookie,
    path: "/api/admin/webhooks",
    body: { url: "https://hooks.example.com/permissions", events },
  });

describe("webhook events and the permission to read their data", () => {
  afterAll(() => db.webhookEndpoint.deleteMany({ where: { url: "https://hooks.example.com/permissions" } }));

  it("refuses to subscribe a webhooks.manage-only role to user or contact events, naming them", async () => {
    const cookie = await cookieWith(["webhooks.manage", "users.read"]);
    const before = await db.webhookEndpoint.count();
    const refused = await create(cookie, ["user.created", "contact.created"]);
    expect(refused.status).toBe(403);
    expect(refused.headers.get(ERROR_CODE_HEADER)).toBe(PERMISSION_DENIED);
    expect(refused.text).toContain("user.created, contact.created");
    expect(await db.webhookEndpoint.count()).toBe(before);
  });

  it("lets a role subscribe to the events it can read", async () => {
    const cookie = await cookieWith(["webhooks.manage", "companies.read"]);
    expect((await create(cookie, ["company.deleted"])).status).toBe(201);
  });

  it("refuses a PATCH adding an event the actor cannot read, and leaves the endpoint as it was", async () => {
    const cookie = await cookieWith(["webhooks.manage", "companies.read"]);
    const endpoint = await db.webhookEndpoint.create({
      data: {
        url: "https://hooks.example.com/permissions",
        events: ["company.deleted"],
        secret: sealWebhookSecret(newWebhookSecret()),
      },
    });
    const patched = await callRoute(updateRoute, {
      method: "PATCH",
      cookie,
      path: `/api/admin/webhooks/${endpoint.id}`,
      params: { id: endpoint.id },
      headers: { "if-match": `"${endpoint.version}"` },
      body: { events: ["company.deleted", "user.created"] },
    });
    expect(patched.status).toBe(403);
    expect(patched.text).toContain("user.created");
    expect((await db.webhookEndpoint.findUniqueOrThrow({ where: { id: endpoint.id } })).events).toEqual([
      "company.deleted",
    ]);
  });
});
