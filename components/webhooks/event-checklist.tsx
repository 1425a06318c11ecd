"use client";

// The endpoint form's events: the catalogue (lib/webhooks/event-types.ts) as checkboxes grouped by the resource they
// are about, with "Select all" for the whole catalogue and for each group.
import type { Control } from "react-hook-form";
import { Checkbox } from "@/components/ui/checkbox";
import { FormField, FormItem, FormMessage } from "@/components/ui/form";
import { WEBHOOK_EVENT_GROUPS } from "@/lib/webhooks/display";
import { WEBHOOK_EVENT_TYPE_NAMES, WEBHOOK_EVENT_TYPES, type WebhookEventType } from "@/lib/webhooks/event-types";
import type { WebhookFormInput, WebhookFormValues } from "@/lib/webhooks/form-schema";
import { WEBHOOKS_TEXT } from "@/lib/webhooks/screen-text";

/** Ticked when all are chosen, a dash when some are. */
function stateOf(events: readonly WebhookEventType[], chosen: ReadonlySet<WebhookEventType>) {
  const count = events.filter((event) => chosen.has(event)).length;
  return count === events.length ? true : count === 0 ? false : ("indeterminate" as const);
}

function EventBox({
  id,
  label,
  checked,
  onChange,
  className,
  title,
}: {
  id: string;
  label: string;
  checked: boolean | "indeterminate";
  onChange: (on: boolean) => void;
  className?: string;
  title?: string;
}) {
  return (
    <div className="flex items-center gap-2">
      <Checkbox id={id} checked={checked} onCheckedChange={onChange} />
      <label htmlFor={id} className={className} title={title}>
        {label}
      </label>
    </div>
  );
}

export function EventChecklist({ control }: { control: Control<WebhookFormInput, unknown, WebhookFormValues> }) {
  return (
    <FormField
      control={control}
      name="events"
      render={({ field }) => {
        const chosen = new Set<WebhookEventType>(field.value);
        const set = (events: readonly WebhookEventType[], on: boolean) => {
          const next = new Set(chosen);
          for (const event of events) {
            if (on) next.add(event);
            else next.delete(event);
          }
          // In the catalogue's order, whatever order they were ticked in.
          field.onChange(WEBHOOK_EVENT_TYPE_NAMES.filter((event) => next.has(event)));
        };
        return (
          <FormItem>
            <fieldset className="grid gap-3">
              <legend className="mb-2 text-sm font-medium">{WEBHOOKS_TEXT.events}</legend>
              <EventBox
                id="webhook-events-all"
                label={WEBHOOKS_TEXT.selectAll}
                checked={stateOf(WEBHOOK_EVENT_TYPE_NAMES, chosen)}
                onChange={(on) => set(WEBHOOK_EVENT_TYPE_NAMES, on)}
                className="text-sm font-medium"
              />
              <div className="grid max-h-72 gap-3 overflow-y-auto rounded-md border p-3 sm:grid-cols-2">
                {WEBHOOK_EVENT_GROUPS.map((group) => (
                  <div
                    key={group.resource}
                    role="group"
                    aria-label={group.label}
                    className="grid content-start gap-1.5"
                  >
                    <EventBox
                      id={`webhook-events-${group.resource}`}
                      label={group.label}
                      checked={stateOf(group.events, chosen)}
                      onChange={(on) => set(group.events, on)}
                      className="text-sm font-medium"
                    />
                    {group.events.map((event) => (
                      <div key={event} className="pl-6">
                        <EventBox
                          id={`webhook-event-${event}`}
                          label={event}
                          title={WEBHOOK_EVENT_TYPES[event]}
                          checked={chosen.has(event)}
                          onChange={(on) => set([event], on)}
                          className="font-mono text-xs"
                        />
                      </div>
                    ))}
                  </div>
                ))}
              </div>
            </fieldset>
            <FormMessage />
          </FormItem>
        );
      }}
    />
  );
}
