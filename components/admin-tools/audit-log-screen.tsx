"use client";

import { auditColumns } from "@/components/admin-tools/audit-columns";
import { ExportButton } from "@/components/data-table/export-button";
import { ListToolbar, SearchInput } from "@/components/data-table/list-toolbar";
import { ListScreen } from "@/components/list-screen/list-screen";
import { PagedListCard } from "@/components/list-screen/paged-list-card";
import { DateRangeFilter } from "@/components/list-screen/date-filter";
import { usePagedList, type InitialList } from "@/hooks/use-paged-list";
import { auditKeys } from "@/lib/audit/query-keys";
import type { AuditRow, ListAuditQuery } from "@/lib/audit/schema";

const loadSchema = () => import("@/lib/audit/schema").then((module) => module.listAuditQuerySchema);

const FILTERS = [
  ["actor", "Actor (id, email or @handle)"],
  ["action", "Action (e.g. user.ban)"],
  ["target", "Target (type, id or name)"],
] as const;
const TEXT_FILTERS = FILTERS.map(([key]) => key);

export function AuditLogScreen(initial: InitialList<ListAuditQuery, AuditRow>) {
  const list = usePagedList({ ...initial, loadSchema, queryKey: auditKeys.list, textFilters: TEXT_FILTERS });
  const { actor, action, target, from, to } = list.query;

  return (
    <ListScreen
      back={{ href: "/admin-tools", label: "Admin Tools" }}
      title="Audit Log"
      subtitle="Every change made in this panel: who, what, and when"
      actions={
        <ExportButton
          route="/api/admin/audit-logs/export"
          filters={{ actor, action, target, from, to }}
          permission="audit.export"
        />
      }
    >
      <PagedListCard
        list={list}
        title="Entries"
        unit="entries"
        toolbar={
          <>
            <ListToolbar>
              {FILTERS.map(([key, label]) => (
                <SearchInput
                  key={key}
                  label={label}
                  placeholder={label}
                  value={list.textInputs[key] ?? ""}
                  onChange={(value) => list.setTextInput(key, value)}
                />
              ))}
            </ListToolbar>
            <ListToolbar>
              <DateRangeFilter idPrefix="audit" from={from} to={to} onChange={list.setFilter} />
            </ListToolbar>
          </>
        }
        columns={auditColumns}
        noun="audit entries"
        empty={{ title: "No audit entries found" }}
        scrollLabel="Audit entries"
        skeletonRows={5}
        pagerLabels={{ previousLabel: "Newer", nextLabel: "Older" }}
      />
    </ListScreen>
  );
}
