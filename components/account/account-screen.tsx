"use client";

// The Account page's client part: profile, the authenticator app, passkeys and
// the recovery codes, each change confirmed and toasted, the summary refetched.
import * as React from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { KeyRound, ShieldCheck } from "lucide-react";
import { RecoveryCodesPanel } from "@/components/account/recovery-codes-panel";
import { PasskeysCard } from "@/components/account/passkeys-card";
import { SessionsCard } from "@/components/account/sessions-card";
import { LazyBoundary } from "@/lib/loading/lazy-boundary";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { toast } from "@/lib/loading/toast";
import { useAdminMutation } from "@/hooks/use-admin-mutation";
import { ACCOUNT_TEXT, RECOVERY_CODE_COUNT } from "@/lib/account/messages";
import { accountKeys } from "@/lib/account/query-keys";
import type { AccountSession, AccountSummary, RecoveryCodes } from "@/lib/account/schema";
import { apiRequest } from "@/lib/api-client/request";
import { formatDate } from "@/lib/format";
import { userFullName } from "@/lib/users/display";

// Fetched when the admin starts setting up the app, not with the page (page weight).
const TotpEnrolmentSteps = React.lazy(() =>
  import("@/components/account/totp-enrolment").then((module) => ({ default: module.TotpEnrolmentSteps })),
);

function ProfileCard({ account }: { account: AccountSummary }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>{ACCOUNT_TEXT.profile}</h2>
        </CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[max-content_1fr]">
          <dt className="text-muted-foreground">{ACCOUNT_TEXT.name}</dt>
          <dd>{userFullName(account)}</dd>
          <dt className="text-muted-foreground">{ACCOUNT_TEXT.email}</dt>
          <dd>{account.email ?? "—"}</dd>
          <dt className="text-muted-foreground">{ACCOUNT_TEXT.handle}</dt>
          <dd>{account.handle ? `@${account.handle}` : "—"}</dd>
        </dl>
      </CardContent>
    </Card>
  );
}

function useFactorMutations(onCodes: (codes: string[]) => void) {
  const invalidate = [accountKeys.summary];
  const remove = useAdminMutation({
    request: () => apiRequest<void>("DELETE", "/api/account/totp"),
    toasts: { success: ACCOUNT_TEXT.removed, error: { serverMessage: true, fallback: ACCOUNT_TEXT.removeFailed } },
    invalidate,
  });
  const regenerate = useAdminMutation({
    request: () => apiRequest<RecoveryCodes>("POST", "/api/account/recovery-codes"),
    toasts: {
      success: ACCOUNT_TEXT.regenerated,
      error: { serverMessage: true, fallback: ACCOUNT_TEXT.regenerateFailed },
    },
    invalidate,
    onSuccess: ({ recoveryCodes }) => onCodes(recoveryCodes),
  });
  return { remove, regenerate };
}

function TwoFactorCard({ account, lastFactor }: { account: AccountSummary; lastFactor: boolean }) {
  const [enrolling, setEnrolling] = React.useState(false);
  const [codes, setCodes] = React.useState<string[] | null>(null);
  const [confirming, setConfirming] = React.useState<"remove" | "regenerate" | null>(null);
  const { remove, regenerate } = useFactorMutations(setCodes);
  const queryClient = useQueryClient();
  const { totp } = account;
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>{ACCOUNT_TEXT.twoFactor}</h2>
        </CardTitle>
        <CardDescription>{ACCOUNT_TEXT.twoFactorDescription}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-6">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div className="flex items-center gap-3">
            <ShieldCheck className="text-muted-foreground size-5" aria-hidden />
            <div className="flex flex-col">
              <span className="font-medium">{ACCOUNT_TEXT.totp}</span>
              <span className="text-muted-foreground text-sm">
                {totp ? ACCOUNT_TEXT.totpOn(formatDate(totp.enabledAt, "", "long")) : ACCOUNT_TEXT.totpOff}
              </span>
            </div>
            {totp ? <Badge>{ACCOUNT_TEXT.on}</Badge> : null}
          </div>
          {totp ? (
            <Button
              variant="outline"
              onClick={() => setConfirming("remove")}
              disabled={lastFactor}
              title={lastFactor ? ACCOUNT_TEXT.requiredByRole : undefined}
            >
              {ACCOUNT_TEXT.removeTotp}
            </Button>
          ) : enrolling ? null : (
            <Button onClick={() => setEnrolling(true)}>{ACCOUNT_TEXT.setUpTotp}</Button>
          )}
        </div>
        {enrolling ? (
          <LazyBoundary>
            <TotpEnrolmentSteps
              onCancel={() => setEnrolling(false)}
              onDone={() => {
                setEnrolling(false);
                toast.success(ACCOUNT_TEXT.enrolled);
                void queryClient.invalidateQueries({ queryKey: accountKeys.summary });
              }}
            />
          </LazyBoundary>
        ) : null}
        {totp || account.passkeys.length > 0 ? (
          <div className="flex flex-wrap items-center justify-between gap-3">
            <div className="flex items-center gap-3">
              <KeyRound className="text-muted-foreground size-5" aria-hidden />
              <div className="flex flex-col">
                <span className="font-medium">{ACCOUNT_TEXT.recoveryCodes}</span>
                <span className="text-muted-foreground text-sm">
                  {ACCOUNT_TEXT.recoveryCodesLeft(account.recoveryCodesLeft, RECOVERY_CODE_COUNT)}
                </span>
              </div>
            </div>
            <Button variant="outline" onClick={() => setConfirming("regenerate")}>
              {ACCOUNT_TEXT.regenerate}
            </Button>
          </div>
        ) : null}
        {codes ? <RecoveryCodesPanel codes={codes} onDone={() => setCodes(null)} /> : null}
      </CardContent>
      <ConfirmDialog
        open={confirming === "remove"}
        onOpenChange={(open) => setConfirming(open ? "remove" : null)}
        title={ACCOUNT_TEXT.removeTotpTitle}
        description={ACCOUNT_TEXT.removeTotpDescription}
        confirmLabel={ACCOUNT_TEXT.removeTotp}
        destructive
        pending={remove.isPending}
        onConfirm={() => remove.mutate(undefined, { onSettled: () => setConfirming(null) })}
      />
      <ConfirmDialog
        open={confirming === "regenerate"}
        onOpenChange={(open) => setConfirming(open ? "regenerate" : null)}
        title={ACCOUNT_TEXT.regenerateTitle}
        description={ACCOUNT_TEXT.regenerateDescription}
        confirmLabel={ACCOUNT_TEXT.regenerate}
        pending={regenerate.isPending}
        onConfirm={() => regenerate.mutate(undefined, { onSettled: () => setConfirming(null) })}
      />
    </Card>
  );
}

export function AccountScreen({
  initialAccount,
  initialSessions,
}: {
  initialAccount: AccountSummary;
  initialSessions: AccountSession[];
}) {
  const { data: account = initialAccount } = useQuery<AccountSummary>({
    queryKey: accountKeys.summary,
    initialData: initialAccount,
  });
  // The policy keeps the last factor: its Remove button is off.
  const lastFactor = account.factorRequired && Number(account.totp !== null) + account.passkeys.length === 1;
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <ProfileCard account={account} />
      <TwoFactorCard account={account} lastFactor={lastFactor} />
      <PasskeysCard account={account} lastFactor={lastFactor} />
      <SessionsCard initialSessions={initialSessions} />
    </div>
  );
}
