// The audit-completeness suite's engine: every audited route (app/api/route-access.ts) gets a valid
// call that must write exactly the audit rows its scenario names (one, the route's own, unless the
// call does more: a report's resolution that also deletes the message and mutes its author writes
// those two entries too), each naming who and what in words and each an action the route declares,
// and a refused one that must write none; and the rows must commit with the change, so a trigger
// that fails the audit insert makes the whole call leave nothing. Every action a route declares must
// be written by one of its scenarios, so a declaration neither misses an action nor keeps a stale one.
// The scenarios are kept by resource beside this file, and each group runs in a test file of its own
// on a database of its own (run.ts), so the whole table's rows and the forced failure concern that
// file alone.
import { ROUTE_ACCESS } from "@/app/api/route-access";
import { db } from "@/lib/db";
import { discoverApiRoutes, isMutation, routeCall } from "../api-routes";
import { callRoute } from "../request";
import { createTestUser, sessionCookieFor } from "../session";

export type Input = {
  params?: Record<string, string>;
  body?: unknown;
  cookie?: string | null;
  /** The chat app's routes take an API token instead of a session: its secret (tests/helpers/tokens.ts). */
  bearer?: string;
  origin?: string;
  /** A query string, and a body that is a file rather than JSON (the CSV imports). */
  search?: string;
  file?: string;
};

export type Scenario = {
  /** The action of the route's own entry. */
  action: string;
  /**
   * Every entry the valid call writes, when that is more than the one of `action`: a resolution's
   * `report_item.resolve` with the `message.delete` and `user.mute` of what it did, or a purge of two
   * steps' two `message.purge` entries.
   */
  writes?: readonly string[];
  /** The actor of the audit row: the forced failure is scoped to it. */
  actorId: string;
  valid: Input;
  refused: Input;
  /** The rows the valid call changes. */
  state: () => Promise<unknown>;
  /** The valid call's status when it is not a success (a failed sign-in is answered 401, and audited). */
  answers?: number;
  /** Why the forced failure does not apply. */
  notTransactional?: string;
};

/** One valid and one refused call per audited route (and per action where the route has several), given the superadmin who acts. */
export type ScenarioGroup = Record<string, (actorId: string) => Promise<Scenario[]>>;

export const routes = discoverApiRoutes();

/** Every audited route with the actions it may write. */
export const audited = Object.entries(ROUTE_ACCESS).flatMap(([key, rule]) =>
  Array.isArray(rule.audit) ? [[key, rule.audit] as const] : [],
);

let actorId: string | undefined;

/** Calls the route as its key names it, signed in as the suite's superadmin unless the input says otherwise. */
export async function call(key: string, input: Input) {
  const route = routes.find((candidate) => candidate.key === key);
  if (!route) throw new Error(`${key} is in app/api/route-access.ts but no route.ts exports it`);
  const { params, path } = routeCall(route, input.params ?? {});
  const cookie =
    input.cookie === null || input.bearer ? undefined : (input.cookie ?? (await sessionCookieFor(actorId!)));
  const body = isMutation(route.method) && input.file === undefined ? (input.body ?? {}) : undefined;
  return callRoute(route.handler, {
    method: route.method,
    path: input.search ? `${path}?${input.search}` : path,
    params,
    cookie,
    body,
    rawBody: input.file,
    origin: input.origin,
    headers: input.bearer ? { authorization: `Bearer ${input.bearer}` } : undefined,
  });
}

/** A bulk edit of one row: valid at the version it has, refused (409) at one it does not have. */
export function bulkEdit(
  actorId: string,
  action: string,
  row: { id: string; version: number },
  change: object,
  state: () => Promise<unknown>,
): Scenario {
  const records = (version: number) => [{ id: row.id, version }];
  return {
    action,
    actorId,
    valid: { body: { records: records(row.version), change } },
    refused: { body: { records: records(row.version + 1), change } },
    state,
  };
}

// Each group's file has its database to itself, so the whole table shows any stray row as well.
const auditRowIds = async () => new Set((await db.auditLog.findMany({ select: { id: true } })).map(({ id }) => id));

/** The rows written since `before`: their actions (sorted, to compare as a list) and their labels. */
async function rowsSince(before: Set<string>) {
  const rows = await db.auditLog.findMany({ select: { id: true, action: true, actorLabel: true, targetLabel: true } });
  const written = rows.filter((row) => !before.has(row.id));
  return { actions: written.map((row) => row.action).sort(), rows: written };
}

// Fails every audit insert by one actor: the change it belongs to must fail with it.
async function withFailingAudit<T>(actor: string, run: () => Promise<T>): Promise<T> {
  const literal = `'${actor.replaceAll("'", "''")}'`;
  await db.$executeRawUnsafe(
    `CREATE OR REPLACE FUNCTION audit_forced_failure() RETURNS trigger AS $$ BEGIN RAISE EXCEPTION 'forced audit failure'; END $$ LANGUAGE plpgsql`,
  );
  await db.$executeRawUnsafe(
    `CREATE TRIGGER audit_forced_failure BEFORE INSERT ON audit_logs FOR EACH ROW WHEN (NEW.actor_id = ${literal}) EXECUTE FUNCTION audit_forced_failure()`,
  );
  try {
    return await run();
  } finally {
    await db.$executeRawUnsafe(`DROP TRIGGER audit_forced_failure ON audit_logs`);
  }
}

/** The two checks for each audited route the group has scenarios for. */
export function describeAuditCompleteness(scenarios: ScenarioGroup) {
  const scenariosOf = async (key: string) => (await scenarios[key]?.(actorId!)) ?? [];

  beforeAll(async () => {
    actorId = (await createTestUser({ isAdmin: true, isSuperadmin: true })).id;
    // The forced failures are answered 500 and logged; the assertions say what matters.
    jest.spyOn(console, "error").mockImplementation(() => {});
  });

  describe.each(audited.filter(([key]) => key in scenarios))("%s", (key, actions) => {
    it("writes the audit rows a valid call names, each an action the route declares, and none for a refused one", async () => {
      const exercised = new Set<string>();
      for (const scenario of await scenariosOf(key)) {
        const expected = [...(scenario.writes ?? [scenario.action])].sort();
        expect(expected).toContain(scenario.action);
        const [rowsBefore, stateBefore] = [await auditRowIds(), await scenario.state()];
        const refused = await call(key, scenario.refused);
        expect({
          action: scenario.action,
          written: (await rowsSince(rowsBefore)).actions,
          state: await scenario.state(),
        }).toEqual({
          action: scenario.action,
          written: [],
          state: stateBefore,
        });
        expect(refused.status).not.toBe(500);
        const valid = await call(key, scenario.valid);
        const written = await rowsSince(rowsBefore);
        expect({
          action: scenario.action,
          succeeded: scenario.answers ? valid.status === scenario.answers : valid.status < 400,
          written: written.actions,
        }).toEqual({
          action: scenario.action,
          succeeded: true,
          written: expected,
        });
        // What the call wrote is what the route says it writes (read from the rows, not from the scenario): an
        // action missing from its `audit` fails here.
        expect({
          action: scenario.action,
          undeclared: written.actions.filter((action) => !actions.includes(action)),
        }).toEqual({ action: scenario.action, undeclared: [] });
        written.actions.forEach((action) => exercised.add(action));
        // …and each row says who and what in words (an export names no single target; a failed sign-in has no actor).
        expect(
          written.rows.map((row) => ({
            action: row.action,
            actorLabel: Boolean(row.actorLabel),
            targetLabel: Boolean(row.targetLabel),
          })),
        ).toEqual(
          written.rows.map((row) => ({
            action: row.action,
            actorLabel: row.action !== "auth.sign_in_failed",
            targetLabel: !row.action.endsWith(".export"),
          })),
        );
      }
      // Every action the route declares is one a scenario wrote: a stale declaration would never be checked.
      expect({ key, unexercised: actions.filter((action) => !exercised.has(action)) }).toEqual({
        key,
        unexercised: [],
      });
    });

    it("writes the audit rows in the transaction of the change", async () => {
      for (const scenario of await scenariosOf(key)) {
        if (scenario.notTransactional) continue;
        const [rowsBefore, stateBefore] = [await auditRowIds(), await scenario.state()];
        // A handler that throws is answered 500 by Next.
        const answer = await withFailingAudit(scenario.actorId, () =>
          call(key, scenario.valid).catch(() => ({ status: 500 })),
        );
        expect({
          action: scenario.action,
          failed: answer.status >= 400,
          written: (await rowsSince(rowsBefore)).actions,
          state: await scenario.state(),
        }).toEqual({
          action: scenario.action,
          failed: true,
          written: [],
          state: stateBefore,
        });
      }
    });
  });
}
