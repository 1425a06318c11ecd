// Runs one group of the audit-completeness scenarios (./harness.ts) on the database global setup
// opened for that group alone.
import type { IsolatedDatabase } from "../../setup/test-env";
import { switchToIsolatedDatabase } from "../isolated-database";
import type * as Harness from "./harness";

const DATABASES = {
  users: "AUDIT_USERS_DATABASE_URL",
  crm: "AUDIT_CRM_DATABASE_URL",
  content: "AUDIT_CONTENT_DATABASE_URL",
  account: "AUDIT_ACCOUNT_DATABASE_URL",
} as const satisfies Record<string, IsolatedDatabase>;

export type AuditGroup = keyof typeof DATABASES;

export function runAuditCompleteness(group: AuditGroup) {
  switchToIsolatedDatabase(DATABASES[group]);
  // Loaded after the switch, so that they and everything they import use that database.
  const { describeAuditCompleteness } = jest.requireActual<typeof Harness>("./harness");
  const { SCENARIOS } = jest.requireActual<{ SCENARIOS: Harness.ScenarioGroup }>(`./${group}`);
  describeAuditCompleteness(SCENARIOS);
}
