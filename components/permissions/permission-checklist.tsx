"use client";

// A set of permissions to choose, grouped by resource as the catalogue is (lib/permissions/catalogue.ts),
// offering only those the chooser may give.
import { Checkbox } from "@/components/ui/checkbox";
import { PERMISSION_GROUPS, type Permission } from "@/lib/permissions/catalogue";

type PermissionChecklistProps = {
  /** What may be chosen: the rest of the catalogue is not shown. */
  allowed: readonly Permission[];
  value: readonly string[];
  onChange: (next: string[]) => void;
};

export function PermissionChecklist({ allowed, value, onChange }: PermissionChecklistProps) {
  const chosen = new Set(value);
  const toggle = (permission: Permission, on: boolean) =>
    onChange(on ? [...value, permission] : value.filter((held) => held !== permission));
  const groups = Object.entries(PERMISSION_GROUPS)
    .map(([resource, group]) => ({
      resource,
      label: group.label,
      actions: Object.entries(group.actions as Record<string, string>)
        .map(([action, description]) => ({ key: `${resource}.${action}` as Permission, description }))
        .filter(({ key }) => allowed.includes(key)),
    }))
    .filter((group) => group.actions.length > 0);

  return (
    <div className="grid max-h-72 items-start gap-3 overflow-y-auto rounded-md border p-3 sm:grid-cols-2">
      {groups.map((group) => (
        <fieldset key={group.resource} className="grid gap-1.5">
          <legend className="mb-1 text-sm font-medium">{group.label}</legend>
          {group.actions.map(({ key, description }) => (
            <label key={key} className="flex items-start gap-2 text-sm">
              <Checkbox
                className="mt-0.5"
                checked={chosen.has(key)}
                onCheckedChange={(checked) => toggle(key, checked === true)}
                aria-label={`${group.label}: ${description}`}
              />
              <span>{description}</span>
            </label>
          ))}
        </fieldset>
      ))}
    </div>
  );
}
