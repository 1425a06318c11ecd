"use client";

// Add and Edit share this one form (SPEC §4); the schema is the route's (§3, §5).
import * as React from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { CONTACT_STATUS_OPTIONS } from "@/components/contacts/contact-display";
import { useSaveContact } from "@/components/contacts/use-contact-mutations";
import { SelectField, TextField } from "@/components/form/fields";
import { FormDialog } from "@/components/form/form-dialog";
import { LinkField } from "@/components/form/link-field";
import { companyPicker } from "@/components/form/pickers";
import {
  contactFormSchema,
  type ContactFormInput,
  type ContactFormValues,
  type ContactRow,
} from "@/lib/contacts/schema";

const EMPTY: ContactFormInput = {
  firstName: "",
  lastName: "",
  email: "",
  phone: "",
  companyId: null,
  status: "lead",
  source: "",
};

function startValuesOf(contact: ContactRow | null): ContactFormInput {
  if (!contact) return EMPTY;
  return {
    firstName: contact.firstName,
    lastName: contact.lastName,
    email: contact.email ?? "",
    phone: contact.phone ?? "",
    companyId: contact.companyId,
    status: contact.status,
    source: contact.source ?? "",
  };
}

type ContactFormDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** null to add a contact. */
  contact: ContactRow | null;
};

export function ContactFormDialog({ open, onOpenChange, contact }: ContactFormDialogProps) {
  const form = useForm<ContactFormInput, unknown, ContactFormValues>({
    resolver: zodResolver(contactFormSchema),
    defaultValues: EMPTY,
  });
  const startValues = React.useMemo(() => startValuesOf(contact), [contact]);
  const save = useSaveContact();
  const { control } = form;

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={contact ? "Edit Contact" : "Add Contact"}
      description={contact ? "Change this contact's details." : "Add a lead or customer."}
      form={form}
      startValues={startValues}
      onSubmit={(values) => save(contact, values)}
      editing={contact && { type: "contact", id: contact.id }}
      submitLabel={contact ? "Save Changes" : "Add Contact"}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField control={control} name="firstName" label="First name" />
        <TextField control={control} name="lastName" label="Last name" />
      </div>
      <TextField control={control} name="email" label="Email" type="email" placeholder="name@example.com" />
      <TextField control={control} name="phone" label="Phone" type="tel" />
      <LinkField
        key={contact?.id ?? "new"}
        control={control}
        initial={contact?.company ?? null}
        name="companyId"
        source={companyPicker}
      />
      <SelectField control={control} name="status" label="Status" options={CONTACT_STATUS_OPTIONS} />
      <TextField control={control} name="source" label="Source" placeholder="e.g. website, referral, cold call" />
    </FormDialog>
  );
}
