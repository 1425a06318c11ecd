"use client";

// "Where you are signed in": the admin's own sessions, this one first and
// marked, a password given without its second factor flagged; one or all the
// others signed out.
import * as React from "react";
import { useQuery } from "@tanstack/react-query";
import { Monitor } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { useAdminMutation } from "@/hooks/use-admin-mutation";
import { ACCOUNT_TEXT } from "@/lib/account/messages";
import { accountKeys } from "@/lib/account/query-keys";
import type { AccountSession } from "@/lib/account/schema";
import { apiRequest } from "@/lib/api-client/request";
import { formatDate } from "@/lib/format";

function useSessionMutations() {
  const invalidate = [accountKeys.sessions];
  const revokeOne = useAdminMutation({
    request: (id: string) => apiRequest<{ id: string }>("DELETE", `/api/account/sessions/${id}`),
    toasts: {
      success: ACCOUNT_TEXT.sessionRevoked,
      error: { serverMessage: true, fallback: ACCOUNT_TEXT.revokeFailed },
    },
    invalidate,
  });
  const revokeOthers = useAdminMutation({
    request: () => apiRequest<{ revoked: number }>("DELETE", "/api/account/sessions"),
    toasts: {
      success: ({ revoked }) => ACCOUNT_TEXT.othersRevoked(revoked),
      error: { serverMessage: true, fallback: ACCOUNT_TEXT.revokeFailed },
    },
    invalidate,
  });
  return { revokeOne, revokeOthers };
}

function SessionRow({
  session,
  onRevoke,
  pending,
}: {
  session: AccountSession;
  onRevoke: () => void;
  pending: boolean;
}) {
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-3">
      <div className="flex items-center gap-3">
        <Monitor className="text-muted-foreground size-5 shrink-0" aria-hidden />
        <div className="flex flex-col">
          <span className="flex flex-wrap items-center gap-2 font-medium">
            {session.device}
            {session.current ? <Badge>{ACCOUNT_TEXT.thisSession}</Badge> : null}
            {session.awaitingSecondFactor ? (
              <Badge variant="destructive">{ACCOUNT_TEXT.awaitingSecondFactor}</Badge>
            ) : null}
          </span>
          <span className="text-muted-foreground text-sm">
            {session.ip ?? ACCOUNT_TEXT.unknownAddress} ·{" "}
            {ACCOUNT_TEXT.signedIn(formatDate(session.signedInAt, "", "long"))},{" "}
            {ACCOUNT_TEXT.lastSeen(formatDate(session.lastSeenAt, "", "long"))}
          </span>
        </div>
      </div>
      {session.current ? null : (
        <Button
          variant="outline"
          size="sm"
          onClick={onRevoke}
          disabled={pending}
          aria-label={`${ACCOUNT_TEXT.signOutSession}: ${session.device}, ${session.ip ?? ACCOUNT_TEXT.unknownAddress}`}
        >
          {ACCOUNT_TEXT.signOutSession}
        </Button>
      )}
    </li>
  );
}

export function SessionsCard({ initialSessions }: { initialSessions: AccountSession[] }) {
  const { data: sessions = initialSessions } = useQuery<AccountSession[]>({
    queryKey: accountKeys.sessions,
    initialData: initialSessions,
  });
  const { revokeOne, revokeOthers } = useSessionMutations();
  const [confirming, setConfirming] = React.useState(false);
  const others = sessions.filter((session) => !session.current);
  return (
    <Card className="lg:col-span-2">
      <CardHeader>
        <CardTitle>
          <h2>{ACCOUNT_TEXT.sessions}</h2>
        </CardTitle>
        <CardDescription>{ACCOUNT_TEXT.sessionsDescription}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-2">
        <ul className="divide-y" aria-label={ACCOUNT_TEXT.sessions}>
          {sessions.map((session) => (
            <SessionRow
              key={session.id}
              session={session}
              pending={revokeOne.isPending}
              onRevoke={() => revokeOne.mutate(session.id)}
            />
          ))}
        </ul>
        {others.length === 0 ? (
          <p className="text-muted-foreground text-sm">{ACCOUNT_TEXT.noOtherSessions}</p>
        ) : (
          <Button variant="outline" className="w-fit" onClick={() => setConfirming(true)}>
            {ACCOUNT_TEXT.signOutOthers}
          </Button>
        )}
      </CardContent>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={ACCOUNT_TEXT.signOutOthersTitle}
        description={ACCOUNT_TEXT.signOutOthersDescription}
        confirmLabel={ACCOUNT_TEXT.signOutOthers}
        destructive
        pending={revokeOthers.isPending}
        onConfirm={() => revokeOthers.mutate(undefined, { onSettled: () => setConfirming(false) })}
      />
    </Card>
  );
}
