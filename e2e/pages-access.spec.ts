// Every panel page, found on disk (a new page is covered without editing this
// file), requested by someone who must see none of its data: nobody, and a
// signed-in regular user. Both as a full load and as a replayed client
// navigation, whose RSC request makes Next render the page without the
// layout that draws the sign-in gate.
import fs from "node:fs";
import path from "node:path";
import { expect, request, test, type APIRequestContext } from "@playwright/test";
import { SEED_ACCOUNTS } from "../prisma/seed/accounts";
import { SEED_PASSWORD, type Role } from "./helpers";

const PANEL_DIR = path.resolve("app/(panel)");

/** "/users/[id]" for app/(panel)/users/[id]/page.tsx; route groups like (x) leave no trace in the URL. */
function discoverPanelRoutes(dir = PANEL_DIR, segments: string[] = []): string[] {
  const routes = fs.existsSync(path.join(dir, "page.tsx")) ? [`/${segments.join("/")}`] : [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (!entry.isDirectory()) continue;
    const segment = /^\(.*\)$/.test(entry.name) ? [] : [entry.name];
    routes.push(...discoverPanelRoutes(path.join(dir, entry.name), [...segments, ...segment]));
  }
  return routes;
}

/** The router state a browser on /admin-tools sends: the panel layout is already on screen. */
const ROUTER_STATE_ON_ANOTHER_PANEL_PAGE = encodeURIComponent(
  JSON.stringify(["", { children: ["(panel)", { children: ["admin-tools", { children: ["__PAGE__", {}] }] }] }, null, null, true]),
);

const rscHeaders = (url: string) => ({ RSC: "1", "Next-Router-State-Tree": ROUTER_STATE_ON_ANOTHER_PANEL_PAGE, "Next-Url": url });

async function signedInContext(baseURL: string, role: Role): Promise<APIRequestContext> {
  const context = await request.newContext({ baseURL });
  const response = await context.post("/api/login", {
    headers: { Origin: new URL(baseURL).origin, "Content-Type": "application/json" },
    data: { email: SEED_ACCOUNTS[role].email, password: SEED_PASSWORD, callbackUrl: "/" },
  });
  expect(response.status()).toBe(200);
  return context;
}

/** Values only an admin may see: other people's emails, channel names, audit entry ids. */
async function adminOnlyValues(admin: APIRequestContext): Promise<string[]> {
  const json = async (url: string) => (await admin.get(url)).json() as Promise<Record<string, unknown>[]>;
  const [users, channels, audit] = await Promise.all([
    json("/api/admin/users?limit=20"),
    json("/api/admin/channels?limit=20"),
    json("/api/admin/audit-logs?limit=20"),
  ]);
  const values = [...users.map((user) => user.email), ...channels.map((channel) => channel.name), ...audit.map((entry) => entry.id)];
  return values.filter((value): value is string => typeof value === "string" && value !== SEED_ACCOUNTS.user.email);
}

test.describe("panel pages give nothing to anyone but an admin", () => {
  const routes = discoverPanelRoutes();

  test("the discovery finds the panel's pages", () => {
    expect(routes).toEqual(expect.arrayContaining(["/", "/users", "/users/[id]", "/channels", "/admin-tools", "/admin-tools/audit"]));
  });

  test("nobody and a regular user get neither the full page nor the client navigation payload", async ({ baseURL }) => {
    const admin = await signedInContext(baseURL!, "superadmin");
    const secrets = await adminOnlyValues(admin);
    expect(secrets.length).toBeGreaterThan(10);
    const [someUser] = (await (await admin.get("/api/admin/users?limit=1&search=admin@example.com")).json()) as { id: string }[];
    const visitors = { nobody: await request.newContext({ baseURL }), user: await signedInContext(baseURL!, "user") };

    for (const route of routes) {
      const url = route.replace("[id]", encodeURIComponent(someUser!.id));
      for (const [who, context] of Object.entries(visitors)) {
        for (const [mode, headers] of [["full load", {}], ["client navigation", rscHeaders(url)]] as const) {
          const response = await context.get(url, { headers, maxRedirects: 0 });
          expect(response.status(), `${who}, ${mode} of ${url}`).toBeLessThan(500);
          const body = await response.text();
          const leaked = secrets.filter((secret) => body.includes(secret));
          expect(leaked, `${who}, ${mode} of ${url}`).toEqual([]);
        }
      }
    }
    await Promise.all([admin.dispose(), visitors.nobody.dispose(), visitors.user.dispose()]);
  });

  test("the replayed navigation does carry the data for an admin", async ({ baseURL }) => {
    const admin = await signedInContext(baseURL!, "superadmin");
    const secrets = await adminOnlyValues(admin);
    const body = await (await admin.get("/users", { headers: rscHeaders("/users") })).text();
    expect(secrets.some((secret) => body.includes(secret))).toBe(true);
    await admin.dispose();
  });
});
