"use client";

import * as React from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { SubmitFooter } from "@/components/ui/submit-footer";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { changeUserIdSchema, type ChangeUserIdInput } from "@/lib/users/schema";
import { useChangeUserId } from "@/components/users/use-user-mutations";

export function ChangeUserIdDialog({ userId, onClose }: { userId: string | null; onClose: () => void }) {
  const changeId = useChangeUserId();
  const form = useForm<ChangeUserIdInput>({ resolver: zodResolver(changeUserIdSchema), defaultValues: { newId: "" } });
  const error = form.formState.errors.newId?.message;

  React.useEffect(() => {
    if (userId) form.reset({ newId: userId });
  }, [userId, form]);

  const onSubmit = form.handleSubmit((values) => {
    if (!userId) return;
    changeId.mutate({ id: userId, ...values }, { onSuccess: onClose });
  });

  return (
    <Dialog open={userId !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <form onSubmit={onSubmit} noValidate className="grid gap-4">
          <DialogHeader>
            <DialogTitle>Change User ID</DialogTitle>
            <DialogDescription>
              Messages, memberships, conversations and purchases follow the user to the new ID. Current ID: <code>{userId}</code>
            </DialogDescription>
          </DialogHeader>
          <div className="grid gap-2">
            <Label htmlFor="new-user-id">New user ID</Label>
            <Input id="new-user-id" autoComplete="off" aria-invalid={!!error} {...form.register("newId")} />
            {error ? <p className="text-destructive text-sm">{error}</p> : null}
          </div>
          <SubmitFooter label="Change ID" pending={changeId.isPending} onCancel={onClose} />
        </form>
      </DialogContent>
    </Dialog>
  );
}
