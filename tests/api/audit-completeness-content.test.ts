// Audit completeness of the content routes (tests/helpers/audit-completeness/), on a database of its own.
import { runAuditCompleteness } from "../helpers/audit-completeness/run";

runAuditCompleteness("content");
