// SPEC texts for contacts (§2, §5, §8), word for word. Tests and UI share them.

export const CONTACT_STATUSES = ["lead", "customer", "inactive"] as const;
export type ContactStatusValue = (typeof CONTACT_STATUSES)[number];

export const CONTACTS_TEXT = {
  title: "Contacts",
  empty: "No contacts found",
  deleteConfirm: "Are you sure you want to delete this contact? This action cannot be undone.",
  blank: "-",
  /** SPEC §2: 'N contact(s)'. */
  countUnit: "contact(s)",
} as const;

/** The status filter (SPEC §2), in SPEC's order. */
export const CONTACT_STATUS_FILTER = [
  { value: "all", label: "All Statuses" },
  { value: "lead", label: "Leads" },
  { value: "customer", label: "Customers" },
  { value: "inactive", label: "Inactive" },
] as const;

/** Badge and form labels for a contact's own status. */
export const CONTACT_STATUS_LABELS: Record<ContactStatusValue, string> = {
  lead: "Lead",
  customer: "Customer",
  inactive: "Inactive",
};

export const CONTACT_ERRORS = {
  notFound: "Contact not found",
  companyNotFound: "Company not found",
} as const;

export const CONTACT_VALIDATION = {
  bulkIdsRequired: "At least one contact ID is required",
  firstNameRequired: "First name is required",
  firstNameTooLong: "First name must be at most 100 characters",
  lastNameRequired: "Last name is required",
  lastNameTooLong: "Last name must be at most 100 characters",
  emailInvalid: "Valid email is required",
  phoneInvalid: "Phone must be text of at most 50 characters",
  sourceInvalid: "Source must be text of at most 100 characters",
  companyIdInvalid: "Company id must be a UUID",
  statusInvalid: "Status must be one of lead, customer or inactive",
  statusFilterInvalid: "Status filter must be one of all, lead, customer or inactive",
  searchTooLong: "Search must be at most 100 characters",
} as const;

/** SPEC §8: success toasts; on failure the server's message, else the fallback. */
export const CONTACT_TOASTS = {
  create: { success: "Contact Created", fallback: "Failed to create contact." },
  update: { success: "Contact Updated", fallback: "Failed to update contact." },
  delete: { success: "Contact Deleted", fallback: "Failed to delete contact." },
} as const;
