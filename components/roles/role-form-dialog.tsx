"use client";

// New role and Edit share this one form; the schema is the route's, so a superadmin-only permission or an empty name
// is refused here before any call.
import * as React from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { TextareaField, TextField } from "@/components/form/fields";
import { FormDialog, type FieldError } from "@/components/form/form-dialog";
import { PermissionMatrixField } from "@/components/roles/permission-matrix";
import { useSaveRole } from "@/components/roles/use-role-mutations";
import { ROLE_ERROR_CODES, ROLE_ERRORS, ROLES_TEXT } from "@/lib/roles/messages";
import { roleFormSchema, type RoleFormInput, type RoleFormValues, type RoleRow } from "@/lib/roles/schema";

const EMPTY: RoleFormInput = { name: "", description: "", permissions: [] };

const FIELD_ERRORS: FieldError<RoleFormInput>[] = [
  { code: ROLE_ERROR_CODES.nameTaken, field: "name", message: ROLE_ERRORS.nameTaken },
];

const startValuesOf = (role: RoleRow | null): RoleFormInput =>
  role ? { name: role.name, description: role.description, permissions: role.permissions } : EMPTY;

type RoleFormDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** null for a new role. */
  role: RoleRow | null;
};

export function RoleFormDialog({ open, onOpenChange, role }: RoleFormDialogProps) {
  const form = useForm<RoleFormInput, unknown, RoleFormValues>({
    resolver: zodResolver(roleFormSchema),
    defaultValues: EMPTY,
  });
  const startValues = React.useMemo(() => startValuesOf(role), [role]);
  const save = useSaveRole();
  const { control } = form;

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={role ? ROLES_TEXT.editTitle : ROLES_TEXT.createTitle}
      description={ROLES_TEXT.subtitle}
      form={form}
      startValues={startValues}
      onSubmit={(values) => save(role, values)}
      fieldErrors={FIELD_ERRORS}
      editing={role && { type: "role", id: role.id }}
      submitLabel={role ? ROLES_TEXT.editSubmit : ROLES_TEXT.createSubmit}
      className="sm:max-w-3xl"
    >
      <TextField control={control} name="name" label={ROLES_TEXT.nameLabel} />
      <TextareaField control={control} name="description" label={ROLES_TEXT.descriptionLabel} />
      <PermissionMatrixField control={control} name="permissions" />
    </FormDialog>
  );
}
