"use client";

// Contact changes (hooks/create-crud-mutations.ts): deals and activities show
// a contact's name, and a delete unlinks them, so an update or a delete
// refetches them too.
import { createCrudMutations } from "@/hooks/create-crud-mutations";
import { activitiesKeys } from "@/lib/activities/query-keys";
import { contactName } from "@/lib/contacts/display";
import { CONTACT_TOASTS } from "@/lib/contacts/messages";
import { contactsKeys } from "@/lib/contacts/query-keys";
import type { ContactFormValues, ContactRow } from "@/lib/contacts/schema";
import { dealsKeys } from "@/lib/deals/query-keys";

export const { useSave: useSaveContact, useDelete: useDeleteContact } = createCrudMutations<
  ContactRow,
  ContactFormValues
>({
  path: "/api/admin/contacts",
  trashType: "contact",
  nameOf: contactName,
  keys: [contactsKeys.all],
  linkedKeys: [dealsKeys.all, activitiesKeys.all],
  toasts: CONTACT_TOASTS,
});
