"use client";

// The endpoint form's events: the catalogue (lib/webhooks/event-types.ts) grouped by the resource they are about,
// with "Select all" for the whole catalogue and a box for each group.
import type { Control } from "react-hook-form";
import { GroupedChecklist, type ChecklistGroup } from "@/components/form/grouped-checklist";
import { FormField, FormItem, FormMessage } from "@/components/ui/form";
import { WEBHOOK_EVENT_GROUPS } from "@/lib/webhooks/display";
import { WEBHOOK_EVENT_TYPE_NAMES, WEBHOOK_EVENT_TYPES, type WebhookEventType } from "@/lib/webhooks/event-types";
import type { WebhookFormInput, WebhookFormValues } from "@/lib/webhooks/form-schema";
import { WEBHOOKS_TEXT } from "@/lib/webhooks/screen-text";

const GROUPS: readonly ChecklistGroup<WebhookEventType>[] = WEBHOOK_EVENT_GROUPS.map((group) => ({
  id: group.resource,
  label: group.label,
  items: group.events.map((event) => ({ key: event, label: event, title: WEBHOOK_EVENT_TYPES[event] })),
}));

export function EventChecklist({ control }: { control: Control<WebhookFormInput, unknown, WebhookFormValues> }) {
  return (
    <FormField
      control={control}
      name="events"
      render={({ field }) => (
        <FormItem>
          <fieldset>
            <legend className="mb-2 text-sm font-medium">{WEBHOOKS_TEXT.events}</legend>
            <GroupedChecklist
              id="webhook-event"
              groups={GROUPS}
              order={WEBHOOK_EVENT_TYPE_NAMES}
              value={field.value}
              onChange={field.onChange}
              groupToggleLabel={WEBHOOKS_TEXT.selectGroup}
              allLabel={WEBHOOKS_TEXT.selectAll}
              monospace
            />
          </fieldset>
          <FormMessage />
        </FormItem>
      )}
    />
  );
}
