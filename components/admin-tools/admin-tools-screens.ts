// The screens below Admin Tools, each with the permission it needs: the Admin Tools page links to the ones
// the admin may open, and the command palette offers the same ones.
import { KeyRound, ScrollText, ShieldCheck, Trash2, Webhook, type LucideIcon } from "lucide-react";
import { TOKENS_LINK } from "@/lib/api-tokens/link";
import { AUDIT_LINK } from "@/lib/audit/link";
import type { Permission } from "@/lib/permissions/catalogue";
import { ROLES_LINK } from "@/lib/roles/link";
import { TRASH_LINK } from "@/lib/trash/link";
import { WEBHOOKS_LINK } from "@/lib/webhooks/link";

export type AdminToolsScreen = { title: string; href: string; icon: LucideIcon; permission: Permission };

export const ADMIN_TOOLS_SCREENS: readonly AdminToolsScreen[] = [
  { ...AUDIT_LINK, icon: ScrollText, permission: "audit.read" },
  { ...TOKENS_LINK, icon: KeyRound, permission: "tokens.manage" },
  { title: TRASH_LINK.title, href: TRASH_LINK.href, icon: Trash2, permission: "trash.read" },
  { title: ROLES_LINK.title, href: ROLES_LINK.href, icon: ShieldCheck, permission: "roles.manage" },
  { title: WEBHOOKS_LINK.title, href: WEBHOOKS_LINK.href, icon: Webhook, permission: "webhooks.manage" },
];

/** The way back from a screen below Admin Tools to the Admin Tools page. */
export const ADMIN_TOOLS_BACK = { href: "/admin-tools", label: "Admin Tools" } as const;
