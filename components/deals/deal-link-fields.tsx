"use client";

// The contact and company a deal links to: server-searched pickers whose form
// value is the id; the picked name is kept beside it for display.
import * as React from "react";
import type { QueryKey } from "@tanstack/react-query";
import type { Control } from "react-hook-form";
import { personName } from "@/components/deals/deal-display";
import { PICKER_RESULTS, RemotePicker, type Picked, type PickerOption } from "@/components/form/remote-picker";
import { FormControl, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { companiesKeys } from "@/lib/companies/query-keys";
import type { CompanyRow } from "@/lib/companies/schema";
import { contactsKeys } from "@/lib/contacts/query-keys";
import type { ContactRow } from "@/lib/contacts/schema";
import { DEALS_TEXT } from "@/lib/deals/messages";
import type { DealFormInput, DealFormValues } from "@/lib/deals/schema";

type LinkFieldProps = {
  control: Control<DealFormInput, unknown, DealFormValues>;
  /** The deal's own link, to name the id the form starts with. */
  initial: Picked | null;
};

type PickerFieldProps<T> = LinkFieldProps & {
  name: "contactId" | "companyId";
  label: string;
  noneLabel: string;
  searchPlaceholder: string;
  emptyText: string;
  queryKey: (search: string) => QueryKey;
  toOption: (row: T) => PickerOption;
};

function PickerField<T>({ control, initial, name, label, noneLabel, ...picker }: PickerFieldProps<T>) {
  const [picked, setPicked] = React.useState<Picked | null>(null);
  const display = (id: string | null | undefined): Picked | null => {
    if (!id) return null;
    if (picked?.id === id) return picked;
    if (initial?.id === id) return initial;
    return { id, name: DEALS_TEXT.unknown };
  };
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => (
        <FormItem>
          <FormLabel>{label}</FormLabel>
          <FormControl>
            <RemotePicker<T>
              {...picker}
              value={display(field.value)}
              onChange={(choice) => {
                setPicked(choice);
                field.onChange(choice?.id ?? null);
              }}
              label={label}
              placeholder={noneLabel}
              noneLabel={noneLabel}
            />
          </FormControl>
          <FormMessage />
        </FormItem>
      )}
    />
  );
}

const contactsMatching = (search: string) => contactsKeys.list({ search, limit: PICKER_RESULTS });
const contactOption = (contact: ContactRow) => ({ id: contact.id, name: personName(contact), detail: contact.email ?? undefined });
const companiesMatching = (search: string) => companiesKeys.picker(search);
const companyOption = (company: CompanyRow) => ({ id: company.id, name: company.name, detail: company.industry ?? undefined });

export function DealContactField(props: LinkFieldProps) {
  return (
    <PickerField<ContactRow>
      {...props}
      name="contactId"
      label="Contact"
      noneLabel={DEALS_TEXT.noContact}
      searchPlaceholder="Search contacts..."
      emptyText="No contact found."
      queryKey={contactsMatching}
      toOption={contactOption}
    />
  );
}

export function DealCompanyField(props: LinkFieldProps) {
  return (
    <PickerField<CompanyRow>
      {...props}
      name="companyId"
      label="Company"
      noneLabel={DEALS_TEXT.noCompany}
      searchPlaceholder="Search companies..."
      emptyText="No company found."
      queryKey={companiesMatching}
      toOption={companyOption}
    />
  );
}
