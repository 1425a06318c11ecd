// GET /api/admin/contacts/export: the contacts matching the list's search and status as CSV, newest first.
import "server-only";
import { contactSelect } from "@/lib/contacts/record";
import { contactFilterWhere } from "@/lib/contacts/service";
import type { ContactFilter } from "@/lib/contacts/schema";
import { db } from "@/lib/db";
import { auditedCsvExport, type Exporter } from "@/lib/export/csv-export";

const HEADER = ["ID", "First Name", "Last Name", "Email", "Phone", "Company", "Status", "Source", "Created"] as const;

export function exportContacts(exporter: Exporter, filter: ContactFilter): Promise<Response> {
  const where = contactFilterWhere(filter);
  return auditedCsvExport({
    exporter,
    action: "contact.export",
    targetType: "contact",
    filter,
    name: "contacts",
    header: HEADER,
    find: (args) => db.contact.findMany({ ...args, where: { AND: [where, args.where] }, select: contactSelect }),
    row: (contact) => [
      contact.id,
      contact.firstName,
      contact.lastName,
      contact.email,
      contact.phone,
      contact.company?.name,
      contact.status,
      contact.source,
      contact.createdAt,
    ],
  });
}
