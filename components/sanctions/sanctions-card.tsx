"use client";

// A user's sanctions on their details page, newest first, with Sanction, Lift and Issued in error for those who may
// (sanctions.manage). Light on first load: the list is plain JSON and text; the dialogs come when first opened.
import * as React from "react";
import { useQuery } from "@tanstack/react-query";
import { Gavel } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import type { SanctionAction } from "@/components/sanctions/sanction-action-dialog";
import type { SanctionTarget } from "@/components/sanctions/sanction-dialog";
import { useCan } from "@/hooks/use-permissions";
import { lazyDialog } from "@/lib/loading/lazy-dialog";
import {
  SANCTION_STATE_LABELS,
  kindLabel,
  personName,
  reasonLabel,
  sanctionPeriod,
  sanctionState,
} from "@/lib/sanctions/display";
import { SANCTIONS_TEXT } from "@/lib/sanctions/messages";
import { sanctionsKeys } from "@/lib/sanctions/query-keys";
import type { SanctionRow, UserSanctionsAnswer } from "@/lib/sanctions/schema";

const SanctionDialog = lazyDialog(() =>
  import("@/components/sanctions/sanction-dialog").then((module) => module.SanctionDialog),
);
const SanctionActionDialog = lazyDialog(() =>
  import("@/components/sanctions/sanction-action-dialog").then((module) => module.SanctionActionDialog),
);

function SanctionItem({
  sanction,
  manage,
  onAction,
}: {
  sanction: SanctionRow;
  manage: boolean;
  onAction: (action: SanctionAction) => void;
}) {
  const state = sanctionState(sanction);
  const issuer = personName(sanction.issuedBy);
  const lifter = personName(sanction.liftedBy);
  return (
    <li className="grid gap-2 border-b py-3 last:border-b-0" data-testid="sanction">
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-medium">{kindLabel(sanction.kind)}</span>
        <Badge variant={state === "active" ? "destructive" : "outline"}>{SANCTION_STATE_LABELS[state]}</Badge>
        <span className="text-muted-foreground text-sm">{reasonLabel(sanction.reason)}</span>
      </div>
      <p className="text-muted-foreground text-sm">
        {sanctionPeriod(sanction)}
        {issuer ? ` · ${SANCTIONS_TEXT.by(issuer)}` : ""}
      </p>
      {sanction.reasonText ? <p className="text-sm wrap-anywhere">{sanction.reasonText}</p> : null}
      {sanction.note ? (
        <p className="text-muted-foreground text-sm wrap-anywhere">
          {SANCTIONS_TEXT.noteLabel}: {sanction.note}
        </p>
      ) : null}
      {state === "lifted" ? (
        <p className="text-muted-foreground text-sm wrap-anywhere">
          {SANCTIONS_TEXT.lifted}
          {lifter ? ` ${SANCTIONS_TEXT.by(lifter)}` : ""}
          {sanction.liftReason ? `: ${sanction.liftReason}` : ""}
        </p>
      ) : state === "expired" ? (
        <p className="text-muted-foreground text-sm">{SANCTIONS_TEXT.bySystem}</p>
      ) : null}
      {manage && !sanction.issuedInErrorAt ? (
        <div className="flex flex-wrap gap-2">
          {state === "active" ? (
            <Button size="sm" variant="outline" onClick={() => onAction({ id: sanction.id, mode: "lift" })}>
              {SANCTIONS_TEXT.lift}
            </Button>
          ) : null}
          <Button size="sm" variant="ghost" onClick={() => onAction({ id: sanction.id, mode: "error" })}>
            {SANCTIONS_TEXT.markError}
          </Button>
        </div>
      ) : null}
    </li>
  );
}

function SanctionList({
  userId,
  manage,
  onAction,
}: {
  userId: string;
  manage: boolean;
  onAction: (action: SanctionAction) => void;
}) {
  const { data, isPending, isError } = useQuery<UserSanctionsAnswer>({ queryKey: sanctionsKeys.ofUser(userId) });
  if (isPending)
    return (
      <div className="grid gap-2" aria-busy="true">
        <Skeleton className="h-12 w-full" />
        <Skeleton className="h-12 w-full" />
      </div>
    );
  if (isError)
    return (
      <p role="alert" className="text-destructive text-sm">
        {SANCTIONS_TEXT.loadFailed}
      </p>
    );
  if (data.sanctions.length === 0)
    return (
      <div className="text-sm">
        <p className="font-medium">{SANCTIONS_TEXT.empty}</p>
        <p className="text-muted-foreground">{SANCTIONS_TEXT.emptyHint}</p>
      </div>
    );
  return (
    <ul aria-label={SANCTIONS_TEXT.cardTitle}>
      {data.sanctions.map((sanction) => (
        <SanctionItem key={sanction.id} sanction={sanction} manage={manage} onAction={onAction} />
      ))}
    </ul>
  );
}

export function SanctionsCard({ user }: { user: { id: string; name: string } }) {
  const manage = useCan("sanctions.manage");
  const [target, setTarget] = React.useState<SanctionTarget | null>(null);
  const [action, setAction] = React.useState<SanctionAction | null>(null);
  return (
    <Card>
      <CardHeader className="flex flex-row items-start justify-between gap-4">
        <div className="grid gap-1.5">
          <CardTitle>{SANCTIONS_TEXT.cardTitle}</CardTitle>
          <CardDescription>{SANCTIONS_TEXT.cardDescription}</CardDescription>
        </div>
        {manage ? (
          <Button variant="outline" onClick={() => setTarget({ user })}>
            <Gavel aria-hidden />
            {SANCTIONS_TEXT.sanctionAction}
          </Button>
        ) : null}
      </CardHeader>
      <CardContent>
        <SanctionList userId={user.id} manage={manage} onAction={setAction} />
      </CardContent>
      <SanctionDialog open={target !== null} onOpenChange={(open) => !open && setTarget(null)} target={target} />
      <SanctionActionDialog open={action !== null} onOpenChange={(open) => !open && setAction(null)} action={action} />
    </Card>
  );
}
