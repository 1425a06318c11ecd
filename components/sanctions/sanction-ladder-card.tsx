"use client";

// Admin Tools → Sanction ladder: the steps the Sanction dialog proposes, mildest first. Everyone with
// sanctions.read sees it; sanctions.configure edits it. The server checks the steps (1 to 10, a duration exactly
// for a mute or a suspension); this keeps them valid as they are edited.
import * as React from "react";
import { Plus, X } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { OptionSelect } from "@/components/ui/option-select";
import { useAdminMutation } from "@/hooks/use-admin-mutation";
import { useCan } from "@/hooks/use-permissions";
import { apiRequest } from "@/lib/api-client/request";
import { kindLabel, stepLabel } from "@/lib/sanctions/display";
import {
  SANCTION_DURATION_LABELS,
  SANCTION_DURATIONS,
  SANCTION_KINDS,
  SANCTIONS_TEXT,
  SANCTIONS_TOASTS,
  TIMED_KINDS,
  type SanctionDuration,
  type SanctionKind,
} from "@/lib/sanctions/messages";
import { sanctionsKeys } from "@/lib/sanctions/query-keys";
import type { SanctionLadder } from "@/lib/sanctions/schema";

type Step = { kind: SanctionKind; duration?: SanctionDuration };

const KIND_OPTIONS = SANCTION_KINDS.map((value) => ({ value, label: kindLabel(value) }));
const DURATION_OPTIONS = SANCTION_DURATIONS.map((value) => ({ value, label: SANCTION_DURATION_LABELS[value] }));
const MAX_STEPS = 10;

/** A step of this kind, keeping the duration where the kind takes one. */
const withKind = (step: Step, kind: SanctionKind): Step =>
  TIMED_KINDS.includes(kind) ? { kind, duration: step.duration ?? "1d" } : { kind };

export function SanctionLadderCard({ initialLadder }: { initialLadder: SanctionLadder }) {
  const configure = useCan("sanctions.configure");
  const [steps, setSteps] = React.useState<Step[]>(initialLadder.steps);
  const save = useAdminMutation({
    request: (ladder: SanctionLadder) => apiRequest<SanctionLadder>("PUT", "/api/admin/sanctions/ladder", ladder),
    toasts: {
      success: SANCTIONS_TOASTS.ladderSaved,
      error: { serverMessage: true, fallback: SANCTIONS_TOASTS.ladderSaveFailed },
    },
    invalidate: [sanctionsKeys.ladder],
  });
  const change = (index: number, step: Step) => setSteps((all) => all.map((old, at) => (at === index ? step : old)));

  return (
    <Card>
      <CardHeader>
        <CardTitle>{SANCTIONS_TEXT.ladderTitle}</CardTitle>
        <CardDescription>{SANCTIONS_TEXT.ladderDescription}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        {configure ? (
          <ol className="grid gap-2">
            {steps.map((step, index) => (
              <li key={index} className="flex flex-wrap items-center gap-2">
                <span className="text-muted-foreground w-14 text-sm">{SANCTIONS_TEXT.ladderStep(index)}</span>
                <OptionSelect
                  aria-label={`${SANCTIONS_TEXT.ladderStep(index)}: ${SANCTIONS_TEXT.kindLabel}`}
                  value={step.kind}
                  options={KIND_OPTIONS}
                  onValueChange={(kind) => change(index, withKind(step, kind))}
                  className="w-36"
                />
                {step.duration ? (
                  <OptionSelect
                    aria-label={`${SANCTIONS_TEXT.ladderStep(index)}: ${SANCTIONS_TEXT.durationLabel}`}
                    value={step.duration}
                    options={DURATION_OPTIONS}
                    onValueChange={(duration) => change(index, { ...step, duration })}
                    className="w-32"
                  />
                ) : null}
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={`${SANCTIONS_TEXT.ladderRemoveStep}: ${SANCTIONS_TEXT.ladderStep(index)}`}
                  disabled={steps.length === 1}
                  onClick={() => setSteps((all) => all.filter((_, at) => at !== index))}
                >
                  <X aria-hidden />
                </Button>
              </li>
            ))}
          </ol>
        ) : (
          <ol className="list-decimal pl-5 text-sm">
            {steps.map((step, index) => (
              <li key={index}>{stepLabel(step)}</li>
            ))}
          </ol>
        )}
        {configure ? (
          <div className="flex flex-wrap gap-2">
            <Button
              variant="outline"
              disabled={steps.length >= MAX_STEPS}
              onClick={() => setSteps((all) => [...all, { kind: "ban" }])}
            >
              <Plus aria-hidden />
              {SANCTIONS_TEXT.ladderAddStep}
            </Button>
            <Button disabled={save.isPending} onClick={() => save.mutate({ steps })}>
              {SANCTIONS_TEXT.ladderSave}
            </Button>
          </div>
        ) : null}
      </CardContent>
    </Card>
  );
}
