"use client";

// Add Deal and Edit Details: one form (SPEC §4), the schema the routes parse
// (lib/deals/schema.ts). Value stays text so no float ever holds it.
import * as React from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { dealCompanyName, dealContactName, DEAL_SCREEN_TEXT, STAGE_OPTIONS } from "@/components/deals/deal-display";
import { useSaveDeal } from "@/components/deals/use-deal-mutations";
import { SelectField, TextareaField, TextField } from "@/components/form/fields";
import { FormDialog, type FieldError } from "@/components/form/form-dialog";
import { LinkField } from "@/components/form/link-field";
import { companyPicker, contactPicker } from "@/components/form/pickers";
import { DEAL_VALIDATION, DEAL_VALIDATION_CODES, DEALS_TEXT } from "@/lib/deals/messages";
import { dealFormSchema, type DealFormInput, type DealFormValues, type DealRow } from "@/lib/deals/schema";
import type { DealStageValue } from "@/lib/deals/stages";

type DealFormDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The deal to edit; null to add one. */
  deal: DealRow | null;
};

const DEFAULT_STAGE: DealStageValue = "lead";

function startValuesFor(deal: DealRow | null): DealFormInput {
  if (!deal) {
    return {
      title: "",
      description: "",
      value: "",
      stage: DEFAULT_STAGE,
      probability: "0",
      expectedCloseDate: "",
      contactId: null,
      companyId: null,
    };
  }
  return {
    title: deal.title,
    description: deal.description ?? "",
    value: deal.value,
    stage: deal.stage,
    probability: String(deal.probability),
    expectedCloseDate: deal.expectedCloseDate ?? "",
    contactId: deal.contactId,
    companyId: deal.companyId,
  };
}

// The server re-checks the links; a contact or company deleted meanwhile is shown under its picker.
const FIELD_ERRORS: readonly FieldError<DealFormInput>[] = [
  { code: DEAL_VALIDATION_CODES.contactNotFound, field: "contactId", message: DEAL_VALIDATION.contactNotFound },
  { code: DEAL_VALIDATION_CODES.companyNotFound, field: "companyId", message: DEAL_VALIDATION.companyNotFound },
];

export function DealFormDialog({ open, onOpenChange, deal }: DealFormDialogProps) {
  const form = useForm<DealFormInput, unknown, DealFormValues>({ resolver: zodResolver(dealFormSchema) });
  const startValues = React.useMemo(() => startValuesFor(deal), [deal]);
  const save = useSaveDeal();
  const contact = deal?.contactId ? { id: deal.contactId, name: dealContactName(deal) } : null;
  const company = deal?.companyId ? { id: deal.companyId, name: dealCompanyName(deal) } : null;

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={deal ? DEAL_SCREEN_TEXT.editTitle : DEAL_SCREEN_TEXT.addTitle}
      form={form}
      startValues={startValues}
      onSubmit={(values) => save(deal, values)}
      editing={deal && { type: "deal", id: deal.id }}
      submitLabel={deal ? DEAL_SCREEN_TEXT.save : DEAL_SCREEN_TEXT.create}
      fieldErrors={FIELD_ERRORS}
      className="sm:max-w-xl"
    >
      <TextField control={form.control} name="title" label="Title" />
      <TextareaField control={form.control} name="description" label="Description" />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          control={form.control}
          name="value"
          label="Value ($)"
          type="number"
          min={0}
          step="0.01"
          placeholder="0.00"
        />
        <SelectField control={form.control} name="stage" label="Stage" options={STAGE_OPTIONS} />
        <TextField
          control={form.control}
          name="probability"
          label="Probability (%)"
          type="number"
          min={0}
          max={100}
          step="1"
        />
        <TextField control={form.control} name="expectedCloseDate" label="Expected Close Date" type="date" />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        {/* Keyed by the deal so each record starts from its own link's name. */}
        <LinkField
          key={`contact-${deal?.id ?? "new"}`}
          control={form.control}
          name="contactId"
          source={contactPicker}
          initial={contact}
          unknownName={DEALS_TEXT.unknown}
        />
        <LinkField
          key={`company-${deal?.id ?? "new"}`}
          control={form.control}
          name="companyId"
          source={companyPicker}
          initial={company}
          unknownName={DEALS_TEXT.unknown}
        />
      </div>
    </FormDialog>
  );
}
