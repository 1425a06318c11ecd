// The audit-completeness suite's own completeness: every mutation route says how it is audited,
// and every audited route has its valid and refused calls in exactly one group of scenarios
// (tests/helpers/audit-completeness/), which the audit-completeness-<group> files run.
import { ROUTE_ACCESS } from "@/app/api/route-access";
import { audited, routes } from "../helpers/audit-completeness/harness";
import { SCENARIOS as ACCOUNT } from "../helpers/audit-completeness/account";
import { SCENARIOS as CONTENT } from "../helpers/audit-completeness/content";
import { SCENARIOS as CRM } from "../helpers/audit-completeness/crm";
import { SCENARIOS as USERS } from "../helpers/audit-completeness/users";
import type { AuditGroup } from "../helpers/audit-completeness/run";
import { isMutation } from "../helpers/api-routes";

const GROUPS: Record<AuditGroup, object> = { users: USERS, crm: CRM, content: CONTENT, account: ACCOUNT };

it("every mutation route says whether and how it is audited (apiRoute's `audit`, or its app/api/route-access.ts entry)", () => {
  const unaudited = routes
    .filter((route) => isMutation(route.method) && !ROUTE_ACCESS[route.key]?.audit)
    .map((route) => route.key);
  expect(unaudited).toEqual([]);
});

it("has a valid and a refused call for every audited route, in exactly one group", () => {
  const groupsOf = (key: string) => Object.entries(GROUPS).filter(([, scenarios]) => key in scenarios);
  expect(audited.map(([key]) => key).filter((key) => groupsOf(key).length !== 1)).toEqual([]);
  // …and none for a route that is not audited (a stale key would never run).
  const auditedKeys = new Set(audited.map(([key]) => key));
  expect(
    Object.values(GROUPS).flatMap((scenarios) => Object.keys(scenarios).filter((key) => !auditedKeys.has(key))),
  ).toEqual([]);
});
