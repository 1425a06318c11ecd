// Audit completeness of the crm routes (tests/helpers/audit-completeness/), on a database of its own.
import { runAuditCompleteness } from "../helpers/audit-completeness/run";

runAuditCompleteness("crm");
