// How each activity type is drawn: its label (SPEC §3) and its icon.
import { ListTodo, Mail, Phone, StickyNote, Users, type LucideIcon } from "lucide-react";
import { ACTIVITIES_TEXT, ACTIVITY_TYPE_LABELS } from "@/lib/activities/messages";
import type { ActivityTypeFilter } from "@/lib/activities/schema";
import { ACTIVITY_TYPES, type ActivityTypeValue } from "@/lib/activities/activity-types";
import type { SelectOption } from "@/components/ui/option-select";

export const ACTIVITY_TYPE_ICONS: Record<ActivityTypeValue, LucideIcon> = {
  task: ListTodo,
  note: StickyNote,
  call: Phone,
  email: Mail,
  meeting: Users,
};

export const TYPE_FORM_OPTIONS: readonly SelectOption<ActivityTypeValue>[] = ACTIVITY_TYPES.map((type) => ({
  value: type,
  label: ACTIVITY_TYPE_LABELS[type],
}));

/** The type filter (SPEC §2): All Types plus the five types. */
export const TYPE_FILTER_OPTIONS: readonly SelectOption<ActivityTypeFilter>[] = [
  { value: "all", label: ACTIVITIES_TEXT.allTypes },
  ...TYPE_FORM_OPTIONS,
];
