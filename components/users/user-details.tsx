"use client";

import * as React from "react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useQuery } from "@tanstack/react-query";
import { Ban, KeyRound, LogOut, ShieldCheck, ShieldOff, Trash2, UserCheck } from "lucide-react";
import { useRememberUserVisit } from "@/components/command-palette/recent-user";
import { PageHeader } from "@/components/layout/page-header";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Separator } from "@/components/ui/separator";
import { RoleBadge, StatusBadge, UserAvatar } from "@/components/users/user-badges";
import {
  useDeleteUser,
  useResetFactors,
  useSetAdmin,
  useSetBanned,
  useSignOutEverywhere,
} from "@/components/users/use-user-mutations";
import type { UserRow } from "@/lib/users/schema";
import { formatLongDate } from "@/lib/format";
import { userFullName, userHandle } from "@/lib/users/display";
import { USERS_TEXT } from "@/lib/users/screen-text";
import { usersKeys } from "@/lib/users/query-keys";
import { lazyDialog } from "@/lib/loading/lazy-dialog";

const TakeControlDialog = lazyDialog(() =>
  import("@/components/take-control/take-control-dialog").then((module) => module.TakeControlDialog),
);

type Pending = "admin" | "ban" | "delete" | "sessions" | "factors" | null;

function Field({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="grid gap-1">
      <dt className="text-muted-foreground text-sm">{label}</dt>
      <dd className="font-medium break-all">{children}</dd>
    </div>
  );
}

function ProfileCard({ user }: { user: UserRow }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Profile Information</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-6">
        <div className="flex items-center gap-4">
          <UserAvatar user={user} className="size-16 text-lg" />
          <div>
            <p className="text-xl font-semibold">{userFullName(user) || USERS_TEXT.notAvailable}</p>
            <p className="text-muted-foreground text-sm">{user.id}</p>
          </div>
        </div>
        <dl className="grid gap-4 sm:grid-cols-2">
          <Field label="Handle">{userHandle(user)}</Field>
          <Field label="Email Address">{user.email ?? USERS_TEXT.notProvided}</Field>
          <Field label="Joined">{formatLongDate(user.createdAt, USERS_TEXT.unknown)}</Field>
        </dl>
      </CardContent>
    </Card>
  );
}

/**
 * `viewerIsSuperadmin`: what the signed-in admin may do to a superadmin (the server enforces it; this only disables buttons).
 * `viewerId`: whose command-palette Recent list records this visit.
 */
export function UserDetails({
  initialUser,
  viewerIsSuperadmin,
  viewerId,
}: {
  initialUser: UserRow;
  viewerIsSuperadmin: boolean;
  viewerId: string;
}) {
  const router = useRouter();
  const { data: user = initialUser } = useQuery<UserRow>({
    queryKey: usersKeys.detail(initialUser.id),
    initialData: initialUser,
  });
  useRememberUserVisit(viewerId, user);
  const [pending, setPending] = React.useState<Pending>(null);
  const [takeControlOpen, setTakeControlOpen] = React.useState(false);
  const setAdmin = useSetAdmin();
  const setBanned = useSetBanned();
  const deleteUser = useDeleteUser();
  const signOutEverywhere = useSignOutEverywhere();
  const resetFactors = useResetFactors();
  const close = () => setPending(null);
  // A superadmin may reset another admin's second factors; their own they change on the Account page.
  const canResetFactors = viewerIsSuperadmin && user.id !== viewerId && (user.isAdmin || user.isSuperadmin);

  return (
    <>
      <PageHeader
        back={{ href: "/users", label: "Back to Users" }}
        title={USERS_TEXT.detailsTitle}
        subtitle={USERS_TEXT.detailsSubtitle}
      />
      <div className="grid gap-6 lg:grid-cols-2">
        <ProfileCard user={user} />
        <Card>
          <CardHeader>
            <CardTitle>Access Control</CardTitle>
            <CardDescription>Roles and account status</CardDescription>
          </CardHeader>
          <CardContent className="flex flex-col gap-6">
            <div className="flex flex-wrap items-center justify-between gap-3">
              <div className="grid gap-1">
                <span className="text-sm font-medium">User Role</span>
                <RoleBadge user={user} />
              </div>
              <Button variant="outline" disabled={user.isSuperadmin} onClick={() => setPending("admin")}>
                {user.isAdmin ? <ShieldOff aria-hidden /> : <ShieldCheck aria-hidden />}
                {user.isAdmin ? "Remove Admin Rights" : "Grant Admin Rights"}
              </Button>
            </div>
            <Separator />
            <div className="flex flex-wrap items-center justify-between gap-3">
              <div className="grid gap-1">
                <span className="text-sm font-medium">Account Status</span>
                <StatusBadge user={user} />
              </div>
              <div className="flex gap-2">
                <Button
                  variant={user.isBanned ? "outline" : "destructive"}
                  disabled={user.isSuperadmin}
                  onClick={() => setPending("ban")}
                >
                  {user.isBanned ? <UserCheck aria-hidden /> : <Ban aria-hidden />}
                  {user.isBanned ? "Unban User" : "Ban User"}
                </Button>
                {user.isBanned ? (
                  <Button variant="destructive" disabled={user.isSuperadmin} onClick={() => setPending("delete")}>
                    <Trash2 aria-hidden /> Delete User
                  </Button>
                ) : null}
              </div>
            </div>
            <Separator />
            <div className="flex flex-wrap items-center justify-between gap-3">
              <div className="grid gap-1">
                <span className="text-sm font-medium">Sessions</span>
                <span className="text-muted-foreground text-sm">End every signed-in session of this user.</span>
              </div>
              <Button
                variant="outline"
                disabled={user.isSuperadmin && !viewerIsSuperadmin}
                onClick={() => setPending("sessions")}
              >
                <LogOut aria-hidden /> Sign Out Everywhere
              </Button>
            </div>
            {canResetFactors ? (
              <>
                <Separator />
                <div className="flex flex-wrap items-center justify-between gap-3">
                  <div className="grid gap-1">
                    <span className="text-sm font-medium">Second Factors</span>
                    <span className="text-muted-foreground text-sm">
                      For an admin who lost their authenticator and recovery codes.
                    </span>
                  </div>
                  <Button variant="outline" onClick={() => setPending("factors")}>
                    <KeyRound aria-hidden /> Reset Second Factors
                  </Button>
                </div>
              </>
            ) : null}
            <Separator />
            <div className="flex flex-wrap items-center justify-between gap-3">
              <div className="grid gap-1">
                <span className="text-sm font-medium">Superadmin Actions</span>
                <span className="text-muted-foreground text-sm">Send messages as this user.</span>
              </div>
              <Button variant="secondary" onClick={() => setTakeControlOpen(true)}>
                Take Control
              </Button>
            </div>
          </CardContent>
        </Card>
      </div>

      <ConfirmDialog
        open={pending === "admin"}
        onOpenChange={(open) => !open && close()}
        title={user.isAdmin ? "Remove Admin Rights?" : "Grant Admin Rights?"}
        description={
          user.isAdmin
            ? `${userHandle(user)} will no longer be able to use this panel.`
            : `${userHandle(user)} will be able to manage users, channels and content in this panel.`
        }
        confirmLabel={user.isAdmin ? "Remove Admin Rights" : "Grant Admin Rights"}
        pending={setAdmin.isPending}
        onConfirm={() => setAdmin.mutate({ id: user.id, isAdmin: !user.isAdmin }, { onSettled: close })}
      />
      <ConfirmDialog
        open={pending === "ban"}
        onOpenChange={(open) => !open && close()}
        title={user.isBanned ? "Unban User?" : "Ban User?"}
        description={
          user.isBanned
            ? `${userHandle(user)} will be able to use the chat app again.`
            : `${userHandle(user)} will be blocked from the chat app.`
        }
        confirmLabel={user.isBanned ? "Unban User" : "Ban User"}
        destructive={!user.isBanned}
        pending={setBanned.isPending}
        onConfirm={() => setBanned.mutate({ id: user.id, isBanned: !user.isBanned }, { onSettled: close })}
      />
      <ConfirmDialog
        open={pending === "delete"}
        onOpenChange={(open) => !open && close()}
        title="Permanently Delete User?"
        description={`This cannot be undone. ${userHandle(user)} is deleted with their API keys, sessions and purchases; their messages are removed from the account and kept under the Deleted User account.`}
        confirmLabel="Delete User"
        destructive
        pending={deleteUser.isPending}
        onConfirm={() =>
          deleteUser.mutate(user, {
            onSettled: close,
            onSuccess: () => router.push("/users"),
          })
        }
      />
      <ConfirmDialog
        open={pending === "sessions"}
        onOpenChange={(open) => !open && close()}
        title="Sign Out Everywhere?"
        description={`Every session of ${userHandle(user)} ends now, on every device; they have to sign in again.`}
        confirmLabel="Sign Out Everywhere"
        destructive
        pending={signOutEverywhere.isPending}
        onConfirm={() => signOutEverywhere.mutate(user.id, { onSettled: close })}
      />
      <ConfirmDialog
        open={pending === "factors"}
        onOpenChange={(open) => !open && close()}
        title="Reset Second Factors?"
        description={`The authenticator app and recovery codes of ${userHandle(user)} are removed and every session of theirs ends. They sign in with their password alone, and set up a new factor if their role requires one.`}
        confirmLabel="Reset Second Factors"
        destructive
        pending={resetFactors.isPending}
        onConfirm={() => resetFactors.mutate(user.id, { onSettled: close })}
      />
      <TakeControlDialog user={user} open={takeControlOpen} onOpenChange={setTakeControlOpen} />
    </>
  );
}

export function UserNotFound() {
  return (
    <Card className="mx-auto w-full max-w-md text-center">
      <CardHeader>
        <CardTitle>
          <h1 className="text-2xl">{USERS_TEXT.notFoundTitle}</h1>
        </CardTitle>
        <CardDescription>{USERS_TEXT.notFoundText}</CardDescription>
      </CardHeader>
      <CardContent>
        <Button asChild>
          <Link href="/users">Back to Users</Link>
        </Button>
      </CardContent>
    </Card>
  );
}
