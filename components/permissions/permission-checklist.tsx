"use client";

// The permission catalogue as a grouped checklist (lib/permissions/groups.ts: the catalogue's groups and order): the
// token form offers only what its chooser may give; the role form shows superadmin-only actions disabled, so the admin
// sees why no role has them.
import { GroupedChecklist, type ChecklistGroup } from "@/components/form/grouped-checklist";
import { SUPERADMIN_ONLY, type Permission } from "@/lib/permissions/catalogue";
import { permissionGroups } from "@/lib/permissions/groups";
import { PERMISSION_TEXT } from "@/lib/permissions/messages";

const CATALOGUE = permissionGroups().groups;
const ORDER = CATALOGUE.flatMap((group) => group.permissions.map((permission) => permission.key));
const SUPERADMIN_ONLY_NOTE = { badge: PERMISSION_TEXT.superadminOnly, text: PERMISSION_TEXT.superadminOnlyNote };

function checklistGroups(shown: (key: Permission) => boolean): ChecklistGroup<Permission>[] {
  return CATALOGUE.map((group) => ({
    id: group.resource,
    label: group.label,
    items: group.permissions.filter((permission) => shown(permission.key)),
  })).filter((group) => group.items.length > 0);
}

type PermissionChecklistProps = {
  id: string;
  /** Only these are shown (a token's grantable permissions); without it, the whole catalogue, superadmin-only disabled. */
  allowed?: readonly Permission[];
  value: readonly string[];
  onChange: (next: Permission[]) => void;
};

export function PermissionChecklist({ id, allowed, value, onChange }: PermissionChecklistProps) {
  return (
    <GroupedChecklist
      id={id}
      groups={checklistGroups((key) => !allowed || allowed.includes(key))}
      order={ORDER}
      value={value}
      onChange={onChange}
      groupToggleLabel={PERMISSION_TEXT.selectAll}
      disabled={allowed ? undefined : (key) => SUPERADMIN_ONLY.has(key)}
      note={allowed ? undefined : SUPERADMIN_ONLY_NOTE}
    />
  );
}
