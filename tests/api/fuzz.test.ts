// Generated hostile input against every mutation route, as a signed-in
// superadmin from the panel's own origin: no answer is a 500, and a refused
// request leaves every row as it was. On a database of its own, so the
// fingerprint sees this file's writes only.
import fc from "fast-check";
import type * as SessionHelpers from "../helpers/session";
import { discoverApiRoutes, isMutation, routeCall, type ApiRoute } from "../helpers/api-routes";
import { fingerprinter, type Fingerprint } from "../helpers/db-fingerprint";
import { fuzzRequest, type FuzzRequest } from "../helpers/fuzz-inputs";
import { switchToIsolatedDatabase } from "../helpers/isolated-database";
import { callRoute } from "../helpers/request";

switchToIsolatedDatabase("FUZZ_DATABASE_URL");
const { createTestUser, sessionCookieFor } = jest.requireActual<typeof SessionHelpers>("../helpers/session");

const TOTAL_CASES = 10_000;
const SIGN_IN = "POST /api/login";
const routes = discoverApiRoutes().filter(
  (route) => isMutation(route.method) && (route.pattern.startsWith("/api/admin/") || route.key === SIGN_IN),
);
const runsPerRoute = Math.ceil(TOTAL_CASES / routes.length);

let cookie: string;
/** Real ids and keys by route param name, so some generated requests aim at rows that exist. */
const known: Record<string, string[]> = {};
let fingerprints: { take: () => Promise<Fingerprint>; close: () => Promise<void> };
const logged: unknown[][] = [];
let casesRun = 0;

beforeAll(async () => {
  cookie = await sessionCookieFor((await createTestUser({ isAdmin: true, isSuperadmin: true })).id);
  const targets = await Promise.all([
    createTestUser(),
    createTestUser({ isBanned: true }),
    createTestUser({ isAdmin: true }),
    createTestUser({ isSuperadmin: true }),
  ]);
  known.id = targets.map((target) => target.id);
  const { db } = jest.requireActual<typeof import("@/lib/db")>("@/lib/db");
  known.featureKey = (await db.featureToggle.findMany({ select: { featureKey: true } })).map(
    (toggle) => toggle.featureKey,
  );
  // CRM rows for the [id] routes of contacts and companies.
  const company = await db.company.create({ data: { name: "Fuzz Co" } });
  const contact = await db.contact.create({ data: { firstName: "Fuzz", lastName: "Contact", companyId: company.id } });
  known.id.push(company.id, contact.id);
  // And for the [id] routes of deals and activities.
  const deal = await db.deal.create({
    data: { title: "Fuzz deal", value: "10.00", contactId: contact.id, companyId: company.id },
  });
  const activity = await db.activity.create({
    data: { title: "Fuzz activity", contactId: contact.id, dealId: deal.id },
  });
  known.id.push(deal.id, activity.id);
  // And for the [id] routes of roadmap items.
  const roadmapItem = await db.roadmapItem.create({ data: { title: "Fuzz roadmap item" } });
  known.id.push(roadmapItem.id);
  // And for the [id] routes of shop items (with a bonus file and a purchase, so a delete has something to cascade).
  const shopItem = await db.shopItem.create({
    data: { name: "Fuzz shop item", description: "Fuzz", price: "Free", hasBonuses: true },
  });
  await db.shopItemBonusFile.create({
    data: {
      shopItemId: shopItem.id,
      fileName: "fuzz.pdf",
      storageKey: `shop-bonuses/${shopItem.id}/fuzz.pdf`,
      fileSize: 1024,
      mimeType: "application/pdf",
    },
  });
  const purchase = await db.userPurchase.create({ data: { userId: targets[0]!.id, shopItemId: shopItem.id } });
  known.id.push(shopItem.id, purchase.id);
  // A refused sign-in is audited on purpose (auth.sign_in_failed); every other row must stay.
  fingerprints = await fingerprinter(process.env.DATABASE_URL!, {
    audit_logs: "WHERE action <> 'auth.sign_in_failed'",
  });
  // A 500's cause goes into the failure message instead of thousands of log lines.
  jest.spyOn(console, "error").mockImplementation((...args) => void logged.push(args));
});

afterAll(() => fingerprints.close());

async function send(route: ApiRoute, request: FuzzRequest) {
  const { params, path } = routeCall(route, request.values);
  return callRoute(route.handler, {
    method: route.method,
    path: request.search ? `${path}?${request.search}` : path,
    params,
    cookie,
    ...request.input,
  });
}

it(`fuzzes ${SIGN_IN} as well as the admin mutations`, () => {
  expect(routes.map((route) => route.key)).toContain(SIGN_IN);
});

describe.each(routes.map((route) => [route.key, route] as const))("%s", (_, route) => {
  it(`answers < 500 to ${runsPerRoute} generated requests and changes no row when it refuses`, async () => {
    let before = await fingerprints.take();
    await fc.assert(
      fc.asyncProperty(fuzzRequest(route, known), async (request) => {
        casesRun++;
        logged.length = 0;
        const answer = await send(route, request);
        if (answer.status >= 500)
          throw new Error(`Answered ${answer.status}; logged: ${logged.flat().map(String).join(" ")}`);
        // Parsing `__proto__` keys must not reach Object.prototype.
        expect(Object.prototype).not.toHaveProperty("isAdmin");
        expect(Object.prototype).not.toHaveProperty("polluted");
        const after = await fingerprints.take();
        if (answer.status >= 400) expect(after).toEqual(before);
        before = after;
      }),
      { numRuns: runsPerRoute },
    );
  }, 300_000);
});

it(`ran at least ${TOTAL_CASES} generated requests in all`, () => {
  expect(casesRun).toBeGreaterThanOrEqual(TOTAL_CASES);
});
