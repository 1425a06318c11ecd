"use client";

import * as React from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { UserPlus } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { SubmitFooter } from "@/components/ui/submit-footer";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { createUserSchema, type CreateUserInput } from "@/lib/users/schema";
import { USERS_TEXT } from "@/lib/users/messages";
import { useCreateUser } from "@/components/users/use-user-mutations";

// SPEC §3 "Forms: create user = firstName, lastName, email".
const formSchema = createUserSchema.pick({ firstName: true, lastName: true, email: true });
const EMPTY: CreateUserInput = { firstName: "", lastName: "", email: "" };

function FieldError({ message }: { message?: string }) {
  return message ? <p className="text-destructive text-sm">{message}</p> : null;
}

export function CreateUserDialog() {
  const [open, setOpen] = React.useState(false);
  const createUser = useCreateUser();
  const form = useForm<CreateUserInput>({ resolver: zodResolver(formSchema), defaultValues: EMPTY });
  const { errors } = form.formState;

  function onOpenChange(next: boolean) {
    setOpen(next);
    if (!next) form.reset(EMPTY);
  }

  const onSubmit = form.handleSubmit((values) =>
    createUser.mutate(values, { onSuccess: () => onOpenChange(false) }),
  );

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button>
          <UserPlus aria-hidden />
          {USERS_TEXT.createUser}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <form onSubmit={onSubmit} noValidate className="grid gap-4">
          <DialogHeader>
            <DialogTitle>Create New User</DialogTitle>
            <DialogDescription>Add a user to the chat app. They can sign in once they set a password or use single sign-on.</DialogDescription>
          </DialogHeader>
          <div className="grid gap-2">
            <Label htmlFor="create-first-name">First name</Label>
            <Input id="create-first-name" autoComplete="off" aria-invalid={!!errors.firstName} {...form.register("firstName")} />
            <FieldError message={errors.firstName?.message} />
          </div>
          <div className="grid gap-2">
            <Label htmlFor="create-last-name">Last name</Label>
            <Input id="create-last-name" autoComplete="off" aria-invalid={!!errors.lastName} {...form.register("lastName")} />
            <FieldError message={errors.lastName?.message} />
          </div>
          <div className="grid gap-2">
            <Label htmlFor="create-email">Email</Label>
            <Input id="create-email" type="email" autoComplete="off" aria-invalid={!!errors.email} {...form.register("email")} />
            <FieldError message={errors.email?.message} />
          </div>
          <SubmitFooter label="Create User" pending={createUser.isPending} onCancel={() => onOpenChange(false)} />
        </form>
      </DialogContent>
    </Dialog>
  );
}
