// All of a first visit's JavaScript per route, to network idle (and the part the document names), against the budgets in e2e/page-weight/budgets.ts.
// With PAGE_WEIGHT_REPORT=<file> the table (with LCP) is also written there:
// `npm run bench -- page-weight` prints it.
import fs from "node:fs";
import { expect, test } from "@playwright/test";
import { signInViaApi } from "./helpers/session";
import { discoverPanelRoutes } from "./panel-routes";
import { budgetFor } from "./page-weight/budgets";
import { formatTable, measurePage, type PageWeight } from "./page-weight/measure";

test("every route's first-visit JavaScript stays within its budget", async ({ browser, baseURL }) => {
  // Seventeen routes, each followed to network idle (two quiet seconds), on a two-core machine.
  test.setTimeout(240_000);
  const signIn = await browser.newContext({ baseURL });
  await signInViaApi(signIn.request, baseURL!, "superadmin");
  const [someUser] = (await (await signIn.request.get("/api/admin/users?limit=1")).json()) as { id: string }[];
  const signedIn = await signIn.storageState();
  await signIn.close();

  const pages = [
    { route: "/login", storageState: undefined },
    ...discoverPanelRoutes().map((route) => ({ route, storageState: signedIn })),
  ];
  // Each page waits for two quiet seconds: a few at a time, each in a context of its own, they wait together. Bytes
  // do not depend on it; the LCP the benchmark reports would, so it measures one page at a time.
  const atOnce = process.env.PAGE_WEIGHT_REPORT ? 1 : 4;
  const weights: PageWeight[] = [];
  for (let first = 0; first < pages.length; first += atOnce) {
    const batch = pages.slice(first, first + atOnce).map(({ route, storageState }) => {
      const url = `${baseURL}${route.replace("[id]", encodeURIComponent(someUser!.id))}`;
      return measurePage(browser, route, url, storageState);
    });
    weights.push(...(await Promise.all(batch)));
  }
  const table = formatTable(weights, budgetFor);
  if (process.env.PAGE_WEIGHT_REPORT) {
    fs.writeFileSync(process.env.PAGE_WEIGHT_REPORT, `${table}\n`);
    fs.writeFileSync(`${process.env.PAGE_WEIGHT_REPORT}.json`, JSON.stringify(weights, null, 1));
  }
  await test.info().attach("page-weight.md", { body: table, contentType: "text/markdown" });

  // Every panel screen drew the signed-in shell, not a sign-in gate: the figures measure real pages.
  expect(
    weights.filter((weight) => weight.route !== "/login" && !weight.drewPanel).map((weight) => weight.route),
  ).toEqual([]);
  // The budget holds all of a first visit's scripts, to network idle: what the document names
  // and what is fetched after hydration without a click (the live connection).
  const over = weights
    .filter((weight) => weight.gzipBytes > budgetFor(weight.route))
    .map((weight) => `${weight.route}: ${weight.gzipBytes} B`);
  expect(over, table).toEqual([]);
});
