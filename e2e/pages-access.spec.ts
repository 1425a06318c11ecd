// Every panel page, found on disk (a new page is covered without editing this
// file), requested by someone who must see none of its data: nobody, and a
// signed-in regular user. Both as a full load and as a replayed client
// navigation, whose RSC request makes Next render the page without the
// layout that draws the sign-in gate.
import { expect, request, test, type APIRequestContext, type Page } from "@playwright/test";
import { SEED_ACCOUNTS } from "../prisma/seed/accounts";
import { signInAsAdmin, signInViaApi, type Role } from "./helpers/session";
import { discoverPanelRoutes } from "./panel-routes";

type NavigationHeaders = Record<string, string>;

/**
 * The headers a real client navigation sends (RSC, Next-Router-State-Tree,
 * Next-Url), captured from the browser: an admin on /admin-tools clicks
 * "Users" in the sidebar. Replayed below, they ask Next for the page segment
 * alone, without the layout.
 */
async function captureNavigationHeaders(page: Page): Promise<NavigationHeaders> {
  await signInAsAdmin(page, "superadmin", "/admin-tools");
  // Each screen names itself in the browser's tab, after a client navigation too (the title test below reads the rest).
  await expect(page).toHaveTitle("Admin Tools · Admin Panel");
  const navigation = page.waitForRequest((req) => {
    const headers = req.headers();
    return new URL(req.url()).pathname === "/users" && headers.rsc === "1" && !headers["next-router-prefetch"];
  });
  await page.locator('[data-slot="sidebar"]').getByRole("link", { name: "Users", exact: true }).click();
  const headers = (await navigation).headers();
  expect(headers["next-router-state-tree"]).toBeTruthy();
  await expect(page).toHaveTitle("Users · Admin Panel");
  return {
    RSC: "1",
    "Next-Router-State-Tree": headers["next-router-state-tree"]!,
    "Next-Url": headers["next-url"] ?? "/admin-tools",
  };
}

/** GET as a client navigation; Next first redirects to a cache-busting `_rsc` URL, which is followed with the same headers. */
async function getPage(context: APIRequestContext, url: string, headers: NavigationHeaders | null) {
  const first = await context.get(url, { headers: headers ?? {}, maxRedirects: 0 });
  const location = first.headers().location;
  if (!headers || first.status() !== 307 || !location?.includes("_rsc=")) return first;
  return context.get(location, { headers, maxRedirects: 0 });
}

async function signedInContext(baseURL: string, role: Role): Promise<APIRequestContext> {
  const context = await request.newContext({ baseURL });
  await signInViaApi(context, baseURL, role);
  return context;
}

/** Values only an admin may see: other people's emails, channel names, audit entry ids, CRM records. */
async function adminOnlyValues(admin: APIRequestContext): Promise<string[]> {
  const json = async (url: string) => (await admin.get(url)).json() as Promise<Record<string, unknown>[]>;
  const [users, channels, audit, contacts, companies, deals, activities] = await Promise.all([
    json("/api/admin/users?limit=20"),
    json("/api/admin/channels?limit=20"),
    json("/api/admin/audit-logs?limit=20"),
    json("/api/admin/contacts?limit=20"),
    json("/api/admin/companies?limit=20"),
    json("/api/admin/deals?limit=20"),
    json("/api/admin/activities?limit=20"),
  ]);
  const values = [
    ...users.map((user) => user.email),
    ...channels.map((channel) => channel.name),
    ...audit.map((entry) => entry.id),
    ...[...contacts, ...companies, ...deals, ...activities].map((record) => record.id),
  ];
  return values.filter((value): value is string => typeof value === "string" && value !== SEED_ACCOUNTS.user.email);
}

/** The document title a page's HTML carries, its few entities decoded. */
function titleOf(html: string): string | undefined {
  const raw = /<title>([^<]*)<\/title>/.exec(html)?.[1];
  return raw
    ?.replaceAll("&#x27;", "'")
    .replaceAll("&quot;", '"')
    .replaceAll("&lt;", "<")
    .replaceAll("&gt;", ">")
    .replaceAll("&amp;", "&");
}

test("every panel page names itself in its title, a user's page the user", async ({ baseURL }) => {
  const routes = discoverPanelRoutes();
  const admin = await signedInContext(baseURL!, "superadmin");
  const [someUser] = (await (await admin.get("/api/admin/users?limit=1&search=admin@example.com")).json()) as {
    id: string;
    firstName: string;
    lastName: string;
  }[];
  const titles: Record<string, string | undefined> = {};
  for (const route of routes) {
    const response = await admin.get(route.replace("[id]", encodeURIComponent(someUser!.id)));
    expect(response.status(), route).toBe(200);
    titles[route] = titleOf(await response.text());
    expect(titles[route], route).toMatch(/^\S.* · Admin Panel$/);
  }
  // Distinct: no two screens share a tab's name.
  expect(new Set(Object.values(titles)).size).toBe(routes.length);
  expect(titles).toMatchObject({
    "/": "Dashboard · Admin Panel",
    "/users": "Users · Admin Panel",
    "/users/[id]": `${someUser!.firstName} ${someUser!.lastName} · Admin Panel`,
    "/crm/deals": "Deals · Admin Panel",
    "/admin-tools/trash": "Trash · Admin Panel",
  });
  await admin.dispose();
});

test.describe("panel pages give nothing to anyone but an admin", () => {
  const routes = discoverPanelRoutes();

  test("the discovery finds the panel's pages", () => {
    expect(routes).toEqual(
      expect.arrayContaining([
        "/",
        "/users",
        "/users/[id]",
        "/channels",
        "/admin-tools",
        "/admin-tools/audit",
        "/crm/contacts",
        "/crm/companies",
        "/crm/deals",
        "/crm/activities",
      ]),
    );
  });

  test("nobody and a regular user get neither the full page nor the client navigation payload", async ({
    baseURL,
    page,
  }) => {
    const navigation = await captureNavigationHeaders(page);
    const admin = await signedInContext(baseURL!, "superadmin");
    const secrets = await adminOnlyValues(admin);
    expect(secrets.length).toBeGreaterThan(10);
    // The replayed navigation does carry the data for an admin: the checks below are not vacuous.
    const adminView = await (await getPage(admin, "/users", navigation)).text();
    expect(secrets.filter((secret) => adminView.includes(secret)).length).toBeGreaterThan(0);

    const [someUser] = (await (await admin.get("/api/admin/users?limit=1&search=admin@example.com")).json()) as {
      id: string;
      email: string;
    }[];
    // The details page below is this user's: its email is a secret too, wherever it sits in the list.
    secrets.push(someUser!.email);
    const visitors = { nobody: await request.newContext({ baseURL }), user: await signedInContext(baseURL!, "user") };
    for (const route of routes) {
      const url = route.replace("[id]", encodeURIComponent(someUser!.id));
      for (const [who, context] of Object.entries(visitors)) {
        for (const [mode, headers] of [
          ["full load", null],
          ["client navigation", navigation],
        ] as const) {
          const response = await getPage(context, url, headers);
          expect(response.status(), `${who}, ${mode} of ${url}`).toBeLessThan(300);
          const body = await response.text();
          const leaked = secrets.filter((secret) => body.includes(secret));
          expect(leaked, `${who}, ${mode} of ${url}`).toEqual([]);
        }
      }
    }
    await Promise.all([admin.dispose(), visitors.nobody.dispose(), visitors.user.dispose()]);
  });
});
