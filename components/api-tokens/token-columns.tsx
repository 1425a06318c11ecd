"use client";

import { Ban } from "lucide-react";
import type { ColumnDef } from "@/components/data-table/data-table";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { TOKEN_TEXT } from "@/lib/api-tokens/messages";
import { PERMISSION_TEXT } from "@/lib/permissions/messages";
import type { ApiTokenRow } from "@/lib/api-tokens/schema";
import { formatDate } from "@/lib/format";

type Options = { onRevoke: (token: ApiTokenRow) => void; showCreator: boolean };

const STATUS_VARIANT = { active: "default", expired: "secondary", revoked: "outline" } as const;

/** At most three permissions by name; the rest as a count, every one in the tooltip. */
function permissionSummary(permissions: readonly string[]): string {
  const shown = permissions.slice(0, 3).join(", ");
  return permissions.length > 3 ? `${shown} +${permissions.length - 3}` : shown;
}

function lastUse(token: ApiTokenRow): string {
  const when = formatDate(token.lastUsedAt, TOKEN_TEXT.never, "long");
  return token.lastUsedIp ? `${when} · ${token.lastUsedIp}` : when;
}

export function tokenColumns({ onRevoke, showCreator }: Options): ColumnDef<ApiTokenRow>[] {
  const columns: (ColumnDef<ApiTokenRow> | false)[] = [
    {
      id: "name",
      header: TOKEN_TEXT.columns.name,
      meta: { className: "max-w-60 truncate font-medium", sticky: true },
      cell: (row) => <span title={row.name}>{row.name}</span>,
    },
    {
      id: "prefix",
      header: TOKEN_TEXT.columns.prefix,
      meta: { className: "font-mono text-xs whitespace-nowrap", showFrom: "md" },
      cell: (row) => `${row.prefix}…`,
    },
    {
      id: "permissions",
      header: PERMISSION_TEXT.label,
      meta: { className: "max-w-72 truncate text-xs", showFrom: "lg" },
      cell: (row) => <span title={row.permissions.join("\n")}>{permissionSummary(row.permissions)}</span>,
    },
    {
      id: "status",
      header: TOKEN_TEXT.columns.status,
      cell: (row) => <Badge variant={STATUS_VARIANT[row.status]}>{TOKEN_TEXT.status[row.status]}</Badge>,
    },
    {
      id: "expires",
      header: TOKEN_TEXT.columns.expires,
      meta: { className: "whitespace-nowrap", showFrom: "sm" },
      cell: (row) => formatDate(row.expiresAt, "—"),
    },
    {
      id: "lastUsed",
      header: TOKEN_TEXT.columns.lastUsed,
      meta: { className: "whitespace-nowrap text-xs", showFrom: "lg" },
      cell: lastUse,
    },
    showCreator && {
      id: "creator",
      header: TOKEN_TEXT.columns.creator,
      meta: { className: "max-w-48 truncate", showFrom: "xl" },
      cell: (row) => row.creatorName,
    },
    {
      id: "actions",
      header: <span className="sr-only">{TOKEN_TEXT.columns.actions}</span>,
      meta: { className: "w-28 text-right" },
      cell: (row) =>
        row.status === "active" ? (
          <Button
            variant="ghost"
            size="sm"
            className="text-destructive hover:text-destructive"
            aria-label={`${TOKEN_TEXT.revoke} ${row.name}`}
            onClick={() => onRevoke(row)}
          >
            <Ban aria-hidden /> {TOKEN_TEXT.revoke}
          </Button>
        ) : null,
    },
  ];
  return columns.filter((column): column is ColumnDef<ApiTokenRow> => column !== false);
}
