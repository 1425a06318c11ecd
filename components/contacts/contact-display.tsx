// How a contact's name and status are shown.
import { Badge } from "@/components/ui/badge";
import { CONTACT_STATUS_LABELS, CONTACT_STATUSES, type ContactStatusValue } from "@/lib/contacts/messages";

const STATUS_VARIANT: Record<ContactStatusValue, "default" | "secondary" | "outline"> = {
  lead: "secondary",
  customer: "default",
  inactive: "outline",
};

export const CONTACT_STATUS_OPTIONS = CONTACT_STATUSES.map((status) => ({
  value: status,
  label: CONTACT_STATUS_LABELS[status],
}));

export function ContactStatusBadge({ status }: { status: ContactStatusValue }) {
  return <Badge variant={STATUS_VARIANT[status]}>{CONTACT_STATUS_LABELS[status]}</Badge>;
}
