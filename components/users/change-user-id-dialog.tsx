"use client";

import * as React from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { TextField } from "@/components/form/fields";
import { FormDialog, type FieldError } from "@/components/form/form-dialog";
import { useChangeUserId } from "@/components/users/use-user-mutations";
import { changeUserIdText } from "@/lib/users/confirm-text";
import { USER_ERROR_CODES } from "@/lib/users/messages";
import { changeUserIdSchema, type ChangeUserIdInput, type UserRow } from "@/lib/users/schema";

const FIELD_ERRORS: FieldError<ChangeUserIdInput>[] = [
  { code: USER_ERROR_CODES.idExists, field: "newId", message: "This user ID is already taken." },
];

type ChangeUserIdDialogProps = { open: boolean; onOpenChange: (open: boolean) => void; user: UserRow | null };

/** Sent against the version the row showed: a user another admin changed meanwhile asks first. */
export function ChangeUserIdDialog({ open, onOpenChange, user }: ChangeUserIdDialogProps) {
  const userId = user?.id ?? null;
  const changeId = useChangeUserId();
  const form = useForm<ChangeUserIdInput>({ resolver: zodResolver(changeUserIdSchema), defaultValues: { newId: "" } });
  const startValues = React.useMemo(() => ({ newId: userId ?? "" }), [userId]);

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Change User ID"
      description={user ? changeUserIdText(user) : ""}
      form={form}
      startValues={startValues}
      onSubmit={(values) => changeId.mutateAsync({ user: user!, ...values })}
      submitLabel="Change ID"
      fieldErrors={FIELD_ERRORS}
    >
      <TextField control={form.control} name="newId" label="New user ID" />
    </FormDialog>
  );
}
