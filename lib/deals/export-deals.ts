// GET /api/admin/deals/export: the deals matching a stage and title search (all by default) as CSV,
// newest first; values exact to the cent, stages in SPEC's spelling.
import "server-only";
import { db } from "@/lib/db";
import type { DealFilter } from "@/lib/deals/schema";
import { dealSelect } from "@/lib/deals/record";
import { dealFilterWhere, toDealRecord } from "@/lib/deals/service";
import { auditedCsvExport, type Exporter } from "@/lib/export/csv-export";

const HEADER = [
  "ID",
  "Title",
  "Value",
  "Stage",
  "Probability",
  "Expected Close",
  "Contact",
  "Company",
  "Created",
] as const;

export function exportDeals(exporter: Exporter, filter: DealFilter): Promise<Response> {
  const where = dealFilterWhere(filter);
  return auditedCsvExport({
    exporter,
    action: "deal.export",
    targetType: "deal",
    filter,
    name: "deals",
    header: HEADER,
    find: (args) => db.deal.findMany({ ...args, where: { AND: [where, args.where] }, select: dealSelect }),
    row: (row) => {
      const deal = toDealRecord(row);
      const contact = deal.contact ? `${deal.contact.firstName} ${deal.contact.lastName}` : "";
      return [
        deal.id,
        deal.title,
        deal.value,
        deal.stage,
        deal.probability,
        deal.expectedCloseDate,
        contact,
        deal.company?.name,
        deal.createdAt,
      ];
    },
  });
}
