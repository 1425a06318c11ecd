"use client";

// Add and Edit share this one form; adding answers the endpoint's signing secret, which the screen shows once.
import * as React from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { TextareaField, TextField } from "@/components/form/fields";
import { FormDialog } from "@/components/form/form-dialog";
import { SwitchField } from "@/components/form/switch-field";
import { EventChecklist } from "@/components/webhooks/event-checklist";
import { useCreateWebhookEndpoint, useUpdateWebhookEndpoint } from "@/components/webhooks/use-webhook-mutations";
import { isEventType } from "@/lib/webhooks/event-types";
import { webhookFormFieldsSchema, type WebhookFormInput, type WebhookFormValues } from "@/lib/webhooks/form-schema";
import type { WebhookEndpointRow } from "@/lib/webhooks/schema";
import { WEBHOOKS_TEXT } from "@/lib/webhooks/screen-text";

const EMPTY: WebhookFormInput = { url: "", description: "", events: [], enabled: true };

function startValuesOf(endpoint: WebhookEndpointRow | null): WebhookFormInput {
  if (!endpoint) return EMPTY;
  const { url, description, events, enabled } = endpoint;
  // An event type the catalogue no longer has cannot be ticked: saving drops it.
  return { url, description, events: events.filter(isEventType), enabled };
}

type WebhookFormDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** null to add an endpoint. */
  endpoint: WebhookEndpointRow | null;
  /** A new endpoint's signing secret, to show this once. */
  onCreated: (secret: string) => void;
};

export function WebhookFormDialog({ open, onOpenChange, endpoint, onCreated }: WebhookFormDialogProps) {
  const form = useForm<WebhookFormInput, unknown, WebhookFormValues>({
    resolver: zodResolver(webhookFormFieldsSchema),
    defaultValues: EMPTY,
  });
  const startValues = React.useMemo(() => startValuesOf(endpoint), [endpoint]);
  const create = useCreateWebhookEndpoint();
  const update = useUpdateWebhookEndpoint();
  const { control } = form;

  const save = async (values: WebhookFormValues) => {
    if (endpoint) return update.mutateAsync({ record: endpoint, values });
    onCreated((await create.mutateAsync(values)).secret);
  };

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={endpoint ? WEBHOOKS_TEXT.editEndpoint : WEBHOOKS_TEXT.addEndpoint}
      description={WEBHOOKS_TEXT.formDescription}
      form={form}
      startValues={startValues}
      onSubmit={save}
      submitLabel={endpoint ? WEBHOOKS_TEXT.saveEndpoint : WEBHOOKS_TEXT.addEndpoint}
      className="sm:max-w-2xl"
    >
      <TextField
        control={control}
        name="url"
        label={WEBHOOKS_TEXT.url}
        type="url"
        placeholder={WEBHOOKS_TEXT.urlPlaceholder}
      />
      <TextareaField
        control={control}
        name="description"
        label={WEBHOOKS_TEXT.description}
        placeholder={WEBHOOKS_TEXT.descriptionPlaceholder}
      />
      <EventChecklist control={control} />
      <SwitchField
        control={control}
        name="enabled"
        label={WEBHOOKS_TEXT.enabled}
        description={WEBHOOKS_TEXT.enabledHint}
      />
    </FormDialog>
  );
}
