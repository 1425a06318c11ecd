"use client";

// Contact changes: SPEC §8's toasts (the server's message, else the fallback)
// and the refetch of every list that shows a contact's name (§7).
import { useAdminMutation } from "@/hooks/use-admin-mutation";
import { apiRequest } from "@/lib/api-client";
import { activitiesKeys } from "@/lib/activities/query-keys";
import { CONTACT_TOASTS } from "@/lib/contacts/messages";
import { contactsKeys } from "@/lib/contacts/query-keys";
import type { ContactFormValues, ContactRow } from "@/lib/contacts/schema";
import { dealsKeys } from "@/lib/deals/query-keys";

const contactUrl = (id: string) => `/api/admin/contacts/${encodeURIComponent(id)}`;
// Deals and activities show the contact's name; a delete unlinks them.
const AFFECTED = [contactsKeys.all, dealsKeys.all, activitiesKeys.all];

export function useCreateContact() {
  return useAdminMutation({
    request: (values: ContactFormValues) => apiRequest<ContactRow>("POST", "/api/admin/contacts", values),
    toasts: {
      success: CONTACT_TOASTS.create.success,
      error: { serverMessage: true, fallback: CONTACT_TOASTS.create.fallback },
    },
    invalidate: [contactsKeys.all],
  });
}

export function useUpdateContact() {
  return useAdminMutation({
    request: ({ id, values }: { id: string; values: ContactFormValues }) =>
      apiRequest<ContactRow>("PATCH", contactUrl(id), values),
    toasts: {
      success: CONTACT_TOASTS.update.success,
      error: { serverMessage: true, fallback: CONTACT_TOASTS.update.fallback },
    },
    invalidate: AFFECTED,
  });
}

export function useDeleteContact() {
  return useAdminMutation({
    request: (id: string) => apiRequest("DELETE", contactUrl(id)),
    toasts: {
      success: CONTACT_TOASTS.delete.success,
      error: { serverMessage: true, fallback: CONTACT_TOASTS.delete.fallback },
    },
    invalidate: AFFECTED,
  });
}
