// A user's sanctions on their details page, newest first, drawn by the server: the browser runs only the buttons
// (sanction-controls.tsx), drawn only where the server would allow them (the kinds the page finds actable by the
// service's own rule), so the card adds next to nothing to the page's first load (docs/decisions/page-weight.md).
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { SanctionButton, SanctionRowActions } from "@/components/sanctions/sanction-controls";
import { reasonLabel } from "@/lib/reports/reasons";
import { SANCTION_STATE_LABELS, kindLabel, personName, sanctionPeriod, sanctionState } from "@/lib/sanctions/display";
import { SANCTIONS_TEXT, type SanctionKind } from "@/lib/sanctions/messages";
import type { SanctionRow } from "@/lib/sanctions/schema";

function LiftLine({ sanction }: { sanction: SanctionRow }) {
  const state = sanctionState(sanction);
  if (state === "expired") return <p className="text-muted-foreground text-sm">{SANCTIONS_TEXT.bySystem}</p>;
  if (state !== "lifted") return null;
  const lifter = personName(sanction.liftedBy);
  return (
    <p className="text-muted-foreground text-sm wrap-anywhere">
      {SANCTIONS_TEXT.lifted}
      {lifter ? ` ${SANCTIONS_TEXT.by(lifter)}` : ""}
      {sanction.liftReason ? `: ${sanction.liftReason}` : ""}
    </p>
  );
}

function SanctionItem({ sanction, manage }: { sanction: SanctionRow; manage: boolean }) {
  const state = sanctionState(sanction);
  const issuer = personName(sanction.issuedBy);
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
      <LiftLine sanction={sanction} />
      {manage && !sanction.issuedInErrorAt ? (
        <SanctionRowActions
          id={sanction.id}
          liftLabel={state === "active" ? SANCTIONS_TEXT.lift : null}
          errorLabel={SANCTIONS_TEXT.markError}
        />
      ) : null}
    </li>
  );
}

type SanctionsCardProps = {
  user: { id: string; name: string };
  sanctions: SanctionRow[];
  /**
   * The kinds the viewer may issue, lift or mark on this user (sanctionKindsActable: sanctions.manage and the
   * service's rule); the server checks it again. None on their own page, a superadmin's, or an admin out of reach.
   */
  actable: readonly SanctionKind[];
};

export function SanctionsCard({ user, sanctions, actable }: SanctionsCardProps) {
  return (
    <Card>
      <CardHeader className="flex flex-row items-start justify-between gap-4">
        <div className="grid gap-1.5">
          <CardTitle>{SANCTIONS_TEXT.cardTitle}</CardTitle>
          <CardDescription>{SANCTIONS_TEXT.cardDescription}</CardDescription>
        </div>
        {actable.length > 0 ? <SanctionButton user={user} label={SANCTIONS_TEXT.sanctionAction} /> : null}
      </CardHeader>
      <CardContent>
        {sanctions.length === 0 ? (
          <div className="text-sm">
            <p className="font-medium">{SANCTIONS_TEXT.empty}</p>
            <p className="text-muted-foreground">{SANCTIONS_TEXT.emptyHint}</p>
          </div>
        ) : (
          <ul aria-label={SANCTIONS_TEXT.cardTitle}>
            {sanctions.map((sanction) => (
              <SanctionItem
                key={sanction.id}
                sanction={sanction}
                manage={actable.includes(sanction.kind as SanctionKind)}
              />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
