"use client";

// The contact and deal an activity links to: server-searched pickers whose
// form value is the id; the picked name is kept beside it for display.
import * as React from "react";
import type { Control } from "react-hook-form";
import { PICKER_RESULTS, RemotePicker, type Picked } from "@/components/form/remote-picker";
import { FormControl, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import type { ActivityFormInput, ActivityFormValues } from "@/lib/activities/schema";
import type { ContactRow } from "@/lib/contacts/schema";
import { contactsKeys } from "@/lib/contacts/query-keys";
import type { DealRow } from "@/lib/deals/schema";
import { dealsKeys } from "@/lib/deals/query-keys";

type LinkFieldProps = {
  control: Control<ActivityFormInput, unknown, ActivityFormValues>;
  /** The record's own link, to name the id the form starts with. */
  initial: Picked | null;
};

export const contactName = (contact: { firstName: string; lastName: string }) => `${contact.firstName} ${contact.lastName}`.trim();

const contactsMatching = (search: string) => contactsKeys.list({ search, limit: PICKER_RESULTS });
const contactOption = (contact: ContactRow) => ({ id: contact.id, name: contactName(contact), detail: contact.email ?? undefined });
// GET /api/admin/deals?search= (lib/deals/query-keys.ts has no list key of its own).
const dealsMatching = (search: string) => [...dealsKeys.all, { search, limit: PICKER_RESULTS }] as const;
const dealOption = (deal: DealRow) => ({ id: deal.id, name: deal.title });

/** What the picker shows for the id in the form: the last pick, else the record's link. */
function usePickedName(initial: Picked | null) {
  const [picked, setPicked] = React.useState<Picked | null>(initial);
  const display = (id: string | null | undefined): Picked | null => {
    if (!id) return null;
    if (picked?.id === id) return picked;
    if (initial?.id === id) return initial;
    return { id, name: id };
  };
  return { display, setPicked };
}

export function ContactField({ control, initial }: LinkFieldProps) {
  const { display, setPicked } = usePickedName(initial);
  return (
    <FormField
      control={control}
      name="contactId"
      render={({ field }) => (
        <FormItem>
          <FormLabel>Contact</FormLabel>
          <FormControl>
            <RemotePicker<ContactRow>
              value={display(field.value)}
              onChange={(contact) => {
                setPicked(contact);
                field.onChange(contact?.id ?? null);
              }}
              queryKey={contactsMatching}
              toOption={contactOption}
              label="Contact"
              placeholder="No contact"
              searchPlaceholder="Search contacts..."
              emptyText="No contact found."
              noneLabel="No contact"
            />
          </FormControl>
          <FormMessage />
        </FormItem>
      )}
    />
  );
}

export function DealField({ control, initial }: LinkFieldProps) {
  const { display, setPicked } = usePickedName(initial);
  return (
    <FormField
      control={control}
      name="dealId"
      render={({ field }) => (
        <FormItem>
          <FormLabel>Deal</FormLabel>
          <FormControl>
            <RemotePicker<DealRow>
              value={display(field.value)}
              onChange={(deal) => {
                setPicked(deal);
                field.onChange(deal?.id ?? null);
              }}
              queryKey={dealsMatching}
              toOption={dealOption}
              label="Deal"
              placeholder="No deal"
              searchPlaceholder="Search deals..."
              emptyText="No deal found."
              noneLabel="No deal"
            />
          </FormControl>
          <FormMessage />
        </FormItem>
      )}
    />
  );
}
