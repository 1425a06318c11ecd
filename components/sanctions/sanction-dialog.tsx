"use client";

// The Sanction dialog (docs/decisions/moderation.md, "Sanctions"): kind, reason, a preset duration or a moment, the
// member-facing details and a staff-only note. For one user it shows their sanctions of the last six months and
// starts on the ladder's proposal; for a selection (the users list) it sanctions each. Fetched when it first opens
// (it brings react-hook-form and zod). The reports inbox opens it on a kind (`m`, `s`, `b`) with `resolveWith`: confirming
// resolves the item with the sanction (and the delete of its message, when ticked) instead of issuing it alone.
import * as React from "react";
import { useQuery } from "@tanstack/react-query";
import { useForm, useWatch } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { SelectField, TextareaField } from "@/components/form/fields";
import { FormDialog } from "@/components/form/form-dialog";
import { FormControl, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Checkbox } from "@/components/ui/checkbox";
import { Input } from "@/components/ui/input";
import { useBulkSanction, useIssueSanction } from "@/components/sanctions/use-sanction-mutations";
import { usePermissions, type Can } from "@/hooks/use-permissions";
import { kindPermitted } from "@/lib/sanctions/acting-rules";
import { kindLabel, sanctionPeriod, stepLabel } from "@/lib/sanctions/display";
import {
  ALSO_DELETE_MESSAGE,
  LADDER_WINDOW_DAYS,
  SANCTION_DURATION_LABELS,
  SANCTION_DURATIONS,
  SANCTION_KIND_HINTS,
  SANCTION_KINDS,
  SANCTIONS_TEXT,
  TIMED_KINDS,
  type SanctionKind,
} from "@/lib/sanctions/messages";
import { REASON_OPTIONS } from "@/lib/reports/reasons";
import { sanctionsKeys } from "@/lib/sanctions/query-keys";
import {
  type BulkSanctionUsers,
  CUSTOM_DURATION,
  sanctionFormSchema,
  type IssueSanctionInput,
  type SanctionFormInput,
  type SanctionRow,
  type UserSanctionsAnswer,
} from "@/lib/sanctions/schema";

/** Whom the dialog sanctions: one member (with their record) or a selection of the users list, and how many. */
export type SanctionTarget = { user: { id: string; name: string } } | { users: BulkSanctionUsers; count: number };

export type SanctionDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  target: SanctionTarget | null;
  /** After the sanction is applied. */
  onDone?: () => void;
  /**
   * The kind to start on instead of the ladder's (the inbox's keys); the proposal is still shown. A ban for a viewer
   * without `users.ban` starts on a 30-day suspension instead, as the ladder's would.
   */
  kind?: SanctionKind;
  /** The reports inbox: the sanction resolves its item, with the delete of its message when ticked (`canDelete`). */
  resolveWith?: { canDelete: boolean; submit: (sanction: IssueSanctionInput, alsoDelete: boolean) => Promise<unknown> };
};

const KIND_OPTIONS = SANCTION_KINDS.map((value) => ({ value, label: kindLabel(value) }));
const DURATION_OPTIONS = [
  ...SANCTION_DURATIONS.map((value) => ({ value, label: SANCTION_DURATION_LABELS[value] })),
  { value: CUSTOM_DURATION, label: SANCTIONS_TEXT.customDuration },
];

const EMPTY: SanctionFormInput = {
  kind: "warn",
  reason: "spam",
  duration: "1d",
  endsAt: "",
  reasonText: "",
  note: "",
};

/** The sanctions that still count: the last six months', none issued in error (as the server's ladder counts). */
function recentOf(sanctions: readonly SanctionRow[]): SanctionRow[] {
  const since = Date.now() - LADDER_WINDOW_DAYS * 24 * 60 * 60 * 1000;
  return sanctions.filter((sanction) => !sanction.issuedInErrorAt && Date.parse(sanction.createdAt) >= since);
}

function History({ answer }: { answer: UserSanctionsAnswer | undefined }) {
  if (!answer) return null;
  const recent = recentOf(answer.sanctions);
  return (
    <section aria-label={SANCTIONS_TEXT.recentTitle} className="grid gap-2 rounded-md border p-3 text-sm">
      <h3 className="font-medium">{SANCTIONS_TEXT.recentTitle}</h3>
      {recent.length === 0 ? (
        <p className="text-muted-foreground">{SANCTIONS_TEXT.recentEmpty}</p>
      ) : (
        <ul className="grid gap-1">
          {recent.map((sanction) => (
            <li key={sanction.id} className="flex flex-wrap justify-between gap-x-3">
              <span>{kindLabel(sanction.kind)}</span>
              <span className="text-muted-foreground">{sanctionPeriod(sanction)}</span>
            </li>
          ))}
        </ul>
      )}
      <p className="font-medium">{SANCTIONS_TEXT.proposed(stepLabel(answer.proposal))}</p>
    </section>
  );
}

// The presets run shortest first: the last is the longest.
const STRONGEST_DURATION = SANCTION_DURATIONS[SANCTION_DURATIONS.length - 1]!;

/** The kinds a viewer may choose: a ban only with `users.ban`, by the server's own rule (acting-rules.ts). */
const kindOptionsFor = (can: Can) => KIND_OPTIONS.filter((option) => kindPermitted(option.value, can));

/**
 * The form's first values: the chosen kind, or the proposal's; the proposal's duration when it is of that kind. A ban
 * the viewer may not issue starts on the strongest step they may: a suspension of the longest preset.
 */
function firstValues(
  proposal: UserSanctionsAnswer["proposal"] | undefined,
  kind: SanctionKind | undefined,
  canBan: boolean,
) {
  const wanted = kind ?? proposal?.kind ?? EMPTY.kind;
  if (wanted === "ban" && !canBan) return { ...EMPTY, kind: "suspend" as const, duration: STRONGEST_DURATION };
  const duration = proposal?.kind === wanted && proposal.duration ? proposal.duration : EMPTY.duration;
  return { ...EMPTY, kind: wanted, duration };
}

export function SanctionDialog({ open, onOpenChange, target, onDone, kind: chosen, resolveWith }: SanctionDialogProps) {
  const single = target && "user" in target ? target.user : null;
  const issue = useIssueSanction();
  const bulk = useBulkSanction();
  const record = useQuery<UserSanctionsAnswer>({
    queryKey: sanctionsKeys.ofUser(single?.id ?? ""),
    enabled: open && single !== null,
  });
  const { can } = usePermissions();
  const canBan = kindPermitted("ban", can);
  const proposal = record.data?.proposal;
  const startValues = React.useMemo<SanctionFormInput>(
    () => firstValues(proposal, chosen, canBan),
    [proposal, chosen, canBan],
  );
  // Unticked at every opening, as the form is reset.
  const [alsoDelete, setAlsoDelete] = React.useState(false);
  const [wasOpen, setWasOpen] = React.useState(open);
  if (wasOpen !== open) {
    setWasOpen(open);
    if (open) setAlsoDelete(false);
  }
  const form = useForm<SanctionFormInput, unknown, IssueSanctionInput>({
    resolver: zodResolver(sanctionFormSchema),
    defaultValues: EMPTY,
  });
  // The proposal arrives after the dialog opened: start from it unless the moderator already chose.
  const { reset, formState } = form;
  React.useEffect(() => {
    if (open && !formState.isDirty) reset(startValues);
  }, [open, startValues, reset, formState.isDirty]);
  const kind = useWatch({ control: form.control, name: "kind" }) as SanctionKind;
  const duration = useWatch({ control: form.control, name: "duration" });
  const timed = TIMED_KINDS.includes(kind);

  async function submit(sanction: IssueSanctionInput) {
    if (!target) return;
    if (resolveWith) await resolveWith.submit(sanction, resolveWith.canDelete && alsoDelete);
    else if ("user" in target) await issue.mutateAsync({ userId: target.user.id, ...sanction });
    else await bulk.mutateAsync({ users: target.users, sanction });
    onDone?.();
  }

  const title = single
    ? SANCTIONS_TEXT.dialogTitle(single.name)
    : SANCTIONS_TEXT.bulkDialogTitle(target && "count" in target ? target.count : 0);
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      description={SANCTION_KIND_HINTS[kind]}
      form={form}
      startValues={startValues}
      onSubmit={submit}
      submitLabel={SANCTIONS_TEXT.submit}
      className="sm:max-w-lg"
    >
      {single ? <History answer={record.data} /> : null}
      <SelectField control={form.control} name="kind" label={SANCTIONS_TEXT.kindLabel} options={kindOptionsFor(can)} />
      <SelectField control={form.control} name="reason" label={SANCTIONS_TEXT.reasonLabel} options={REASON_OPTIONS} />
      {timed ? (
        <SelectField
          control={form.control}
          name="duration"
          label={SANCTIONS_TEXT.durationLabel}
          options={DURATION_OPTIONS}
        />
      ) : null}
      {timed && duration === CUSTOM_DURATION ? (
        <FormField
          control={form.control}
          name="endsAt"
          render={({ field }) => (
            <FormItem>
              <FormLabel>{SANCTIONS_TEXT.endsAtLabel}</FormLabel>
              <FormControl>
                <Input type="datetime-local" step={1} {...field} />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
      ) : null}
      <TextareaField control={form.control} name="reasonText" label={SANCTIONS_TEXT.reasonTextLabel} />
      <TextareaField control={form.control} name="note" label={SANCTIONS_TEXT.noteLabel} />
      {resolveWith?.canDelete ? (
        <label className="flex items-center gap-2 text-sm">
          <Checkbox
            checked={alsoDelete}
            onCheckedChange={setAlsoDelete}
            aria-label={ALSO_DELETE_MESSAGE}
            data-testid="sanction-also-delete"
          />
          {ALSO_DELETE_MESSAGE}
        </label>
      ) : null}
    </FormDialog>
  );
}
