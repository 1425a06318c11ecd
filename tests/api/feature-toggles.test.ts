import { GET as listTogglesRoute } from "@/app/api/admin/feature-toggles/route";
import { PATCH as updateToggleRoute } from "@/app/api/admin/feature-toggles/[featureKey]/route";
import { GET as publicFeedRoute, OPTIONS as publicFeedOptions } from "@/app/api/feature-toggles/route";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { db } from "@/lib/db";
import { serveFeatureFeed } from "@/lib/feature-toggles/feed-http";
import { SECURITY_HEADERS } from "@/lib/http/security-headers";
import { FEATURES } from "@/lib/feature-toggles/keys";
import { invalidatePublicFeatureFeed, publicFeatureFeed } from "@/lib/feature-toggles/public-feed";
import { listFeatureToggles } from "@/lib/feature-toggles/service";
import { callRoute } from "../helpers/request";
import { cookieFor, seedUserId } from "../helpers/session";

// Toggles are shared state: this file is the only one that reads or changes them.
describe("feature toggles", () => {
  it("are seeded: all eleven, enabled", async () => {
    const toggles = await db.featureToggle.findMany();
    expect(toggles.map((toggle) => toggle.featureKey).sort()).toEqual(
      FEATURES.map((feature) => feature.featureKey).sort(),
    );
    expect(toggles.every((toggle) => toggle.isEnabled)).toBe(true);
  });

  it("GET /api/admin/feature-toggles is for admins and lists every toggle", async () => {
    expect((await callRoute(listTogglesRoute)).status).toBe(401);
    expect((await callRoute(listTogglesRoute, { cookie: await cookieFor("user") })).status).toBe(403);
    const response = await callRoute(listTogglesRoute, { cookie: await cookieFor("admin") });
    expect((response.json() as unknown[]).length).toBe(FEATURES.length);
  });

  const patch = async (cookie: string | undefined, featureKey: string, body: unknown) =>
    callRoute(updateToggleRoute, { method: "PATCH", cookie, params: { featureKey }, body });

  it("PATCH is for admins only and validates its body", async () => {
    expect((await patch(undefined, "channels", { isEnabled: false })).status).toBe(401);
    expect((await patch(await cookieFor("user"), "channels", { isEnabled: false })).status).toBe(403);
    const admin = await cookieFor("admin");
    expect(await patch(admin, "channels", { isEnabled: "no" })).toMatchObject({
      status: 400,
      text: "isEnabled must be true or false",
    });
    expect(await patch(admin, "channels", {})).toMatchObject({ status: 400 });
    expect((await patch(admin, "no_such_feature", { isEnabled: false })).status).toBe(404);
    expect((await db.featureToggle.findUniqueOrThrow({ where: { featureKey: "channels" } })).isEnabled).toBe(true);
  });

  it("PATCH flips a toggle, audits it, and the public feed follows at once", async () => {
    const admin = await cookieFor("admin");
    const response = await patch(admin, "channels", { isEnabled: false });
    expect(response.json()).toEqual({ featureKey: "channels", featureName: "Channels", isEnabled: false });
    const feed = (await callRoute(publicFeedRoute)).json() as { featureKey: string; isEnabled: boolean }[];
    expect(feed.find((toggle) => toggle.featureKey === "channels")?.isEnabled).toBe(false);
    const audit = await db.auditLog.findFirstOrThrow({
      where: { action: "feature_toggle.update", targetId: "channels" },
      orderBy: { createdAt: "desc" },
    });
    expect(audit).toMatchObject({
      actorId: await seedUserId("admin"),
      details: { before: { isEnabled: true }, after: { isEnabled: false } },
    });
    await patch(admin, "channels", { isEnabled: true });
  });

  it("registers missing features, enabled, once, even under concurrent requests", async () => {
    await db.featureToggle.deleteMany({ where: { featureKey: { in: ["crm_deals", "content_shop"] } } });
    const lists = await Promise.all(Array.from({ length: 8 }, () => listFeatureToggles()));
    for (const list of lists)
      expect(list.map((toggle) => toggle.featureKey)).toEqual(expect.arrayContaining(["crm_deals", "content_shop"]));
    expect(await db.featureToggle.count({ where: { featureKey: { in: ["crm_deals", "content_shop"] } } })).toBe(2);
    expect(await db.featureToggle.count()).toBe(FEATURES.length);
  });

  it("lists in the preset order", async () => {
    const keys = (await listFeatureToggles()).map((toggle) => toggle.featureKey);
    expect(keys.slice(0, 3)).toEqual(["dashboard", "users", "channels"]);
  });
});

describe("GET /api/feature-toggles (public)", () => {
  it("needs no sign-in and answers the toggles with a strong ETag and short caching", async () => {
    const response = await callRoute(publicFeedRoute);
    expect(response.status).toBe(200);
    const toggles = response.json() as { featureKey: string; featureName: string; isEnabled: boolean }[];
    expect(Object.keys(toggles[0]!).sort()).toEqual(["featureKey", "featureName", "isEnabled"]);
    expect(response.headers.get("etag")).toMatch(/^"[^"]+"$/);
    expect(response.headers.get("cache-control")).toContain("stale-while-revalidate");
  });

  it("answers 304 with no body when If-None-Match matches", async () => {
    const first = await callRoute(publicFeedRoute);
    const etag = first.headers.get("etag")!;
    const again = await callRoute(publicFeedRoute, { headers: { "if-none-match": etag } });
    expect(again.status).toBe(304);
    expect(again.text).toBe("");
    expect((await callRoute(publicFeedRoute, { headers: { "if-none-match": '"stale"' } })).status).toBe(200);
  });

  it("allows only the configured chat-app origins", async () => {
    process.env.CHAT_APP_ORIGINS = "https://chat.example.com";
    const allowed = await callRoute(publicFeedRoute, { headers: { origin: "https://chat.example.com" } });
    expect(allowed.headers.get("access-control-allow-origin")).toBe("https://chat.example.com");
    const other = await callRoute(publicFeedRoute, { headers: { origin: "https://evil.example" } });
    expect(other.headers.get("access-control-allow-origin")).toBeNull();
    const preflight = await callRoute(publicFeedOptions, { method: "OPTIONS", origin: "https://chat.example.com" });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get("access-control-allow-methods")).toContain("GET");
    delete process.env.CHAT_APP_ORIGINS;
  });
});

describe("GET /api/feature-toggles served by the panel server before Next (server.ts)", () => {
  let server: http.Server;
  let base: string;
  // What Next would have answered; here a marker that the fast path let the request pass.
  const NEXT_MARKER = 418;

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      const toNext = () => res.writeHead(NEXT_MARKER).end();
      if (!serveFeatureFeed(req, res, toNext)) toNext();
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it("answers what the route handler answers, with the security headers and a length", async () => {
    const viaNext = await callRoute(publicFeedRoute);
    const response = await fetch(`${base}/api/feature-toggles`);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe(viaNext.text);
    expect(response.headers.get("etag")).toBe(viaNext.headers.get("etag"));
    expect(response.headers.get("cache-control")).toBe(viaNext.headers.get("cache-control"));
    expect(response.headers.get("content-length")).toBe(String(Buffer.byteLength(viaNext.text)));
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(response.headers.get(name)).toBe(value);
  });

  it("answers from memory, and after a refresh when the feed in memory is gone", async () => {
    invalidatePublicFeatureFeed();
    const refreshed = await fetch(`${base}/api/feature-toggles`);
    const fromMemory = await fetch(`${base}/api/feature-toggles`);
    expect(refreshed.status).toBe(200);
    expect(await fromMemory.text()).toBe(await refreshed.text());
    expect(fromMemory.headers.get("etag")).toBe(refreshed.headers.get("etag"));
  });

  it("answers HEAD, a query string, 304 on a matching If-None-Match, and the CORS preflight", async () => {
    const etag = (await fetch(`${base}/api/feature-toggles?client=web`)).headers.get("etag")!;
    const head = await fetch(`${base}/api/feature-toggles`, { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(head.headers.get("etag")).toBe(etag);
    expect(await head.text()).toBe("");
    const unchanged = await fetch(`${base}/api/feature-toggles`, { headers: { "if-none-match": `"other", ${etag}` } });
    expect(unchanged.status).toBe(304);
    expect(await unchanged.text()).toBe("");
    process.env.CHAT_APP_ORIGINS = "https://chat.example.com";
    const preflight = await fetch(`${base}/api/feature-toggles`, {
      method: "OPTIONS",
      headers: { origin: "https://chat.example.com" },
    });
    delete process.env.CHAT_APP_ORIGINS;
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get("access-control-allow-origin")).toBe("https://chat.example.com");
  });

  it("leaves every other request to Next", async () => {
    for (const path of [
      "/api/feature-toggles/",
      "/api/feature-toggles/channels",
      "/api/feature-togglesx",
      "/api/admin/feature-toggles",
    ]) {
      expect((await fetch(base + path)).status).toBe(NEXT_MARKER);
    }
    expect((await fetch(`${base}/api/feature-toggles`, { method: "POST", body: "{}" })).status).toBe(NEXT_MARKER);
  });

  it("shares its cache with Next's copy of the module, so a change through the API shows at once", async () => {
    // server.ts loads lib/feature-toggles apart from Next's bundle: a second module instance, as here.
    let isolated!: typeof import("@/lib/feature-toggles/public-feed");
    await jest.isolateModulesAsync(async () => {
      isolated = await import("@/lib/feature-toggles/public-feed");
    });
    expect(isolated.publicFeatureFeed).not.toBe(publicFeatureFeed);
    const before = await isolated.publicFeatureFeed();
    expect(JSON.parse(before.body)).toContainEqual(
      expect.objectContaining({ featureKey: "crm_deals", isEnabled: true }),
    );
    const admin = await cookieFor("admin");
    await callRoute(updateToggleRoute, {
      method: "PATCH",
      cookie: admin,
      params: { featureKey: "crm_deals" },
      body: { isEnabled: false },
    });
    try {
      const after = await isolated.publicFeatureFeed();
      expect(after.etag).not.toBe(before.etag);
      expect(JSON.parse(after.body)).toContainEqual(
        expect.objectContaining({ featureKey: "crm_deals", isEnabled: false }),
      );
    } finally {
      await callRoute(updateToggleRoute, {
        method: "PATCH",
        cookie: admin,
        params: { featureKey: "crm_deals" },
        body: { isEnabled: true },
      });
    }
  });
});
