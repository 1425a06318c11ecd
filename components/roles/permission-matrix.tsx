"use client";

// The permissions of a role as a matrix: one row per resource, a checkbox per action labelled with what it allows,
// and one to choose the whole row. Superadmin-only actions are shown, disabled, so the admin sees why no role has them.
import type { Control, FieldPath, FieldValues } from "react-hook-form";
import { Checkbox } from "@/components/ui/checkbox";
import { FormControl, FormField, FormItem, FormMessage } from "@/components/ui/form";
import { Badge } from "@/components/ui/badge";
import type { Permission } from "@/lib/permissions/catalogue";
import { ROLES_TEXT } from "@/lib/roles/messages";
import { permissionGroups } from "@/lib/roles/permission-groups";

const GROUPS = permissionGroups().groups;

type Group = (typeof GROUPS)[number];

/** Whether the row's box reads ticked, empty or partly ticked, from the grantable actions alone. */
function rowState(group: Group, chosen: ReadonlySet<string>): boolean | "indeterminate" {
  const grantable = group.permissions.filter((permission) => !permission.superadminOnly);
  const ticked = grantable.filter((permission) => chosen.has(permission.key)).length;
  if (ticked === 0) return false;
  return ticked === grantable.length ? true : "indeterminate";
}

/** The chosen permissions with `keys` added or removed, in the catalogue's order (the order the API keeps). */
function withKeys(chosen: ReadonlySet<string>, keys: readonly Permission[], on: boolean): Permission[] {
  const next = new Set(chosen);
  for (const key of keys) {
    if (on) next.add(key);
    else next.delete(key);
  }
  return GROUPS.flatMap((group) => group.permissions.map((permission) => permission.key)).filter((key) =>
    next.has(key),
  );
}

function ResourceRow({
  group,
  chosen,
  onChange,
}: {
  group: Group;
  chosen: ReadonlySet<string>;
  onChange: (next: Permission[]) => void;
}) {
  const grantable = group.permissions.filter((permission) => !permission.superadminOnly);
  const rowId = `permissions-${group.resource}`;
  return (
    <div
      role="group"
      aria-labelledby={rowId}
      className="grid gap-2 border-b py-3 last:border-b-0 sm:grid-cols-[12rem_1fr]"
    >
      <div className="flex items-start gap-2">
        {grantable.length > 0 ? (
          <Checkbox
            checked={rowState(group, chosen)}
            onCheckedChange={(on) =>
              onChange(
                withKeys(
                  chosen,
                  grantable.map((permission) => permission.key),
                  on,
                ),
              )
            }
            aria-label={ROLES_TEXT.selectAll(group.label)}
          />
        ) : null}
        <span id={rowId} className="text-sm font-medium">
          {group.label}
        </span>
      </div>
      <ul className="grid gap-2 sm:grid-cols-2">
        {group.permissions.map((permission) => (
          <li key={permission.key} className="flex items-start gap-2">
            <Checkbox
              id={`permission-${permission.key}`}
              checked={!permission.superadminOnly && chosen.has(permission.key)}
              disabled={permission.superadminOnly}
              aria-describedby={permission.superadminOnly ? `${rowId}-note` : undefined}
              onCheckedChange={(on) => onChange(withKeys(chosen, [permission.key], on))}
            />
            <label htmlFor={`permission-${permission.key}`} className="text-sm leading-4">
              {permission.label}
              {permission.superadminOnly ? (
                <Badge variant="outline" className="ml-2" title={ROLES_TEXT.superadminOnlyNote}>
                  {ROLES_TEXT.superadminOnly}
                </Badge>
              ) : null}
            </label>
          </li>
        ))}
      </ul>
      {group.permissions.some((permission) => permission.superadminOnly) ? (
        <p id={`${rowId}-note`} className="text-muted-foreground text-xs sm:col-start-2">
          {ROLES_TEXT.superadminOnlyNote}
        </p>
      ) : null}
    </div>
  );
}

/** The form's `permissions` field as the matrix; its message (a refused permission) shows beneath it. */
export function PermissionMatrixField<T extends FieldValues, TOut>({
  control,
  name,
}: {
  control: Control<T, unknown, TOut>;
  name: FieldPath<T>;
}) {
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => {
        const chosen = new Set<string>((field.value as string[] | undefined) ?? []);
        return (
          <FormItem>
            <span id="role-permissions-label" className="text-sm font-medium">
              {ROLES_TEXT.permissionsLabel}
            </span>
            <FormControl>
              <div
                ref={field.ref}
                role="group"
                aria-labelledby="role-permissions-label"
                tabIndex={-1}
                className="rounded-md border px-3 outline-none"
              >
                {GROUPS.map((group) => (
                  <ResourceRow key={group.resource} group={group} chosen={chosen} onChange={field.onChange} />
                ))}
              </div>
            </FormControl>
            <FormMessage />
          </FormItem>
        );
      }}
    />
  );
}
