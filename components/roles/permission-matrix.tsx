"use client";

// The role form's permissions: the whole catalogue, grouped by resource, superadmin-only actions shown disabled.
import type { Control, FieldPath, FieldValues } from "react-hook-form";
import { PermissionChecklist } from "@/components/permissions/permission-checklist";
import { FormControl, FormField, FormItem, FormMessage } from "@/components/ui/form";
import { PERMISSION_TEXT } from "@/lib/permissions/messages";

/** The form's `permissions` field as the checklist; its message (a refused permission) shows beneath it. */
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
      render={({ field }) => (
        <FormItem>
          <span id="role-permissions-label" className="text-sm font-medium">
            {PERMISSION_TEXT.label}
          </span>
          <FormControl>
            <div
              ref={field.ref}
              role="group"
              aria-labelledby="role-permissions-label"
              tabIndex={-1}
              className="outline-none"
            >
              <PermissionChecklist
                id="role-permission"
                value={(field.value as string[] | undefined) ?? []}
                onChange={field.onChange}
              />
            </div>
          </FormControl>
          <FormMessage />
        </FormItem>
      )}
    />
  );
}
