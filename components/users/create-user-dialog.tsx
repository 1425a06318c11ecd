"use client";

import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { TextField } from "@/components/form/fields";
import { FormDialog, type FieldError } from "@/components/form/form-dialog";
import { useCreateUser } from "@/components/users/use-user-mutations";
import { createUserSchema, type CreateUserInput } from "@/lib/users/schema";
import { USER_ERROR_CODES, USER_TOASTS } from "@/lib/users/messages";

// SPEC §3 "Forms: create user = firstName, lastName, email".
const formSchema = createUserSchema.pick({ firstName: true, lastName: true, email: true });
type FormValues = Pick<CreateUserInput, "firstName" | "lastName" | "email">;
const EMPTY: FormValues = { firstName: "", lastName: "", email: "" };

const shownFor = (code: string) => USER_TOASTS.create.known.find(([known]) => known === code)![1];
const FIELD_ERRORS: FieldError<FormValues>[] = [
  { code: USER_ERROR_CODES.emailExists, field: "email", message: shownFor(USER_ERROR_CODES.emailExists) },
];

export function CreateUserDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const createUser = useCreateUser();
  const form = useForm<FormValues>({ resolver: zodResolver(formSchema), defaultValues: EMPTY });

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Create New User"
      description="Add a user to the chat app. They can sign in once they set a password or use single sign-on."
      form={form}
      startValues={EMPTY}
      onSubmit={(values) => createUser.mutateAsync(values)}
      submitLabel="Create User"
      fieldErrors={FIELD_ERRORS}
    >
      <TextField control={form.control} name="firstName" label="First name" />
      <TextField control={form.control} name="lastName" label="Last name" />
      <TextField control={form.control} name="email" label="Email" type="email" />
    </FormDialog>
  );
}
