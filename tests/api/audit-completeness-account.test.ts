// Audit completeness of the account routes (tests/helpers/audit-completeness/), on a database of its own.
import { runAuditCompleteness } from "../helpers/audit-completeness/run";

runAuditCompleteness("account");
