// Generated hostile input against every mutation route, as a signed-in
// superadmin from the panel's own origin: no answer is a 500, and a refused
// request leaves every row as it was. On a database of its own, so the change
// detector sees this file's writes only. The detector (triggers) is checked here
// first, and against the full fingerprint of every row (too slow to take after each
// of 10,000 requests) at each route's start and end.
import crypto from "node:crypto";
import fc from "fast-check";
import type * as SessionHelpers from "../helpers/session";
import { discoverApiRoutes, isMutation, routeCall, type ApiRoute } from "../helpers/api-routes";
import { installChangeDetector } from "../helpers/change-detector";
import { fingerprinter, type RowsThatCount } from "../helpers/db-fingerprint";
import { fuzzRequest, type FuzzRequest } from "../helpers/fuzz-inputs";
import { switchToIsolatedDatabase } from "../helpers/isolated-database";
import { callRoute } from "../helpers/request";

const db = switchToIsolatedDatabase("FUZZ_DATABASE_URL");
const { createTestUser, sessionCookieFor } = jest.requireActual<typeof SessionHelpers>("../helpers/session");

const TOTAL_CASES = 10_000;
const SIGN_IN = "POST /api/login";
const routes = discoverApiRoutes().filter(
  (route) =>
    isMutation(route.method) &&
    (route.pattern.startsWith("/api/admin/") || route.pattern.startsWith("/api/chat/") || route.key === SIGN_IN),
);
const runsPerRoute = Math.ceil(TOTAL_CASES / routes.length);

let cookie: string;
/** Real ids and keys by route param name, so some generated requests aim at rows that exist. */
const known: Record<string, string[]> = {};
// A refused sign-in is audited on purpose (auth.sign_in_failed); every other row must stay.
const ROWS_THAT_COUNT: RowsThatCount = { audit_logs: (row) => `${row}.action <> 'auth.sign_in_failed'` };
let fingerprints: Awaited<ReturnType<typeof fingerprinter>>;
let changes: Awaited<ReturnType<typeof installChangeDetector>>;
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
  fingerprints = await fingerprinter(process.env.DATABASE_URL!, ROWS_THAT_COUNT);
  changes = await installChangeDetector(process.env.DATABASE_URL!, ROWS_THAT_COUNT);
  // A 500's cause goes into the failure message instead of thousands of log lines.
  jest.spyOn(console, "error").mockImplementation((...args) => void logged.push(args));
});

afterAll(async () => {
  await fingerprints.close();
  await changes.close();
});

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

// Proof that the detector would see a refused request's write, in this very database.
describe("the change detector", () => {
  const openSession = async (userId: string) =>
    db.session.create({ data: { sid: `fuzz-${crypto.randomUUID()}`, sess: {}, expire: new Date(), userId } });

  it("sees an insert, an update and a delete", async () => {
    const user = await createTestUser();
    await changes.take();
    const company = await db.company.create({ data: { name: "Fuzz detector Co" } });
    expect(await changes.take()).toEqual({ companies: 1 });
    await db.company.update({ where: { id: company.id }, data: { name: "Fuzz detector Co, renamed" } });
    expect(await changes.take()).toEqual({ companies: 1 });
    await db.company.delete({ where: { id: company.id } });
    expect(await changes.take()).toEqual({ companies: 1 });
    await db.auditLog.create({ data: { actorId: user.id, action: "user.update", targetType: "user" } });
    const session = await openSession(user.id);
    await db.session.update({ where: { sid: session.sid }, data: { pendingFactor: true } });
    expect(await changes.take()).toEqual({ audit_logs: 1, sessions: 2 });
  });

  it("ignores what a refusal may write, and an update that changes nothing", async () => {
    const user = await createTestUser();
    const session = await openSession(user.id);
    await changes.take();
    await db.session.update({ where: { sid: session.sid }, data: { lastSeenAt: new Date(Date.now() + 60_000) } });
    await db.$executeRaw`UPDATE sessions SET pending_factor = pending_factor WHERE sid = ${session.sid}`;
    const failure = await db.auditLog.create({ data: { action: "auth.sign_in_failed", targetType: "user" } });
    await db.auditLog.update({ where: { id: failure.id }, data: { targetId: user.id } });
    await db.auditLog.delete({ where: { id: failure.id } });
    await db.rateLimit.create({ data: { key: `fuzz-${user.id}`, points: 1, expiresAt: new Date() } });
    expect(await changes.take()).toEqual({});
  });

  it("sees a refused sign-in's audit entry turned into any other", async () => {
    const failure = await db.auditLog.create({ data: { action: "auth.sign_in_failed", targetType: "user" } });
    await changes.take();
    await db.auditLog.update({ where: { id: failure.id }, data: { action: "user.update" } });
    expect(await changes.take()).toEqual({ audit_logs: 1 });
  });
});

it(`fuzzes ${SIGN_IN} as well as the admin mutations`, () => {
  expect(routes.map((route) => route.key)).toContain(SIGN_IN);
});

describe.each(routes.map((route) => [route.key, route] as const))("%s", (_, route) => {
  it(`answers < 500 to ${runsPerRoute} generated requests and changes no row when it refuses`, async () => {
    const before = await fingerprints.take();
    await changes.take();
    let changedAny = false;
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
        const changed = await changes.take();
        if (answer.status >= 400) expect(changed).toEqual({});
        changedAny ||= Object.keys(changed).length > 0;
      }),
      { numRuns: runsPerRoute },
    );
    // Where the detector saw nothing, not one row may differ: the fingerprint holds it to account.
    if (!changedAny) expect(await fingerprints.take()).toEqual(before);
  }, 300_000);
});

it(`ran at least ${TOTAL_CASES} generated requests in all`, () => {
  expect(casesRun).toBeGreaterThanOrEqual(TOTAL_CASES);
});
