"use client";

import * as React from "react";
import { useRouter } from "next/navigation";
import { useQuery } from "@tanstack/react-query";
import { NoticeCard, NoticeLink } from "@/components/auth/notice-screen";
import { useRememberUserVisit } from "@/components/command-palette/recent-user";
import { PageHeader } from "@/components/layout/page-header";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { UserActions } from "@/components/users/user-actions";
import { UserAvatar } from "@/components/users/user-badges";
import { UserFileCardPlaceholder } from "@/components/users/user-file-placeholder";
import { UserNotesPlaceholder } from "@/components/user-notes/user-notes-placeholder";
import { usePermissions } from "@/hooks/use-permissions";
import type { UserRow } from "@/lib/users/schema";
import { formatDate } from "@/lib/format";
import { userFullName, userHandle } from "@/lib/users/display";
import { USERS_TEXT } from "@/lib/users/screen-text";
import { usersKeys } from "@/lib/users/query-keys";
import { lazyDialog } from "@/lib/loading/lazy-dialog";
import { nearViewportPart } from "@/lib/loading/near-viewport-part";
import { TIMELINE_READ_PERMISSIONS } from "@/lib/user-timeline/read-permissions";

// The user's file (staff notes, the timeline) comes as code of its own when it nears the viewport, its frame drawn
// at once: the page's first load stays within its weight (docs/decisions/page-weight.md), and the profile never
// waits for their requests.
const UserNotesCard = nearViewportPart(
  () => import("@/components/user-notes/user-notes-card").then((module) => module.UserNotesCard),
  UserNotesPlaceholder,
);
const UserTimelineCard = nearViewportPart(
  () => import("@/components/user-timeline/user-timeline-card").then((module) => module.UserTimelineCard),
  UserFileCardPlaceholder,
);

const TakeControlDialog = lazyDialog(() =>
  import("@/components/take-control/take-control-dialog").then((module) => module.TakeControlDialog),
);

/**
 * A long address wraps between its parts, after "@" or "-" and before "." or "_", and breaks inside a part only when
 * that part alone is wider than the line (`wrap-anywhere`): break-all cut it at whatever letter reached the edge.
 */
function Breakable({ text }: { text: string }) {
  return text.split(/(?<=[@-])|(?=[._])/).map((part, index) => (
    <React.Fragment key={index}>
      {index > 0 ? <wbr /> : null}
      {part}
    </React.Fragment>
  ));
}

function Field({ label, children }: { label: string; children: string }) {
  return (
    <div className="grid gap-1">
      <dt className="text-muted-foreground text-sm">{label}</dt>
      <dd className="font-medium wrap-anywhere">
        <Breakable text={children} />
      </dd>
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
            <p className="text-muted-foreground text-sm wrap-anywhere">{user.id}</p>
          </div>
        </div>
        <dl className="grid gap-4 sm:grid-cols-2">
          <Field label="Handle">{userHandle(user)}</Field>
          <Field label="Email Address">{user.email ?? USERS_TEXT.notProvided}</Field>
          <Field label="Joined">{formatDate(user.createdAt, USERS_TEXT.unknown, "long")}</Field>
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
  sanctions,
}: {
  initialUser: UserRow;
  viewerIsSuperadmin: boolean;
  viewerId: string;
  /** The sanctions card, drawn by the server (for an admin holding sanctions.read). */
  sanctions?: React.ReactNode;
}) {
  const router = useRouter();
  const { data: user = initialUser } = useQuery<UserRow>({
    queryKey: usersKeys.detail(initialUser.id),
    initialData: initialUser,
  });
  useRememberUserVisit(viewerId, user);
  const [takeControlOpen, setTakeControlOpen] = React.useState(false);
  const { can } = usePermissions();
  const mayReadNotes = can("notes.read");
  const maySeeTimeline = TIMELINE_READ_PERMISSIONS.some((permission) => can(permission));

  return (
    <>
      <PageHeader
        back={{ href: "/users", label: "Back to Users" }}
        title={USERS_TEXT.detailsTitle}
        subtitle={USERS_TEXT.detailsSubtitle}
      />
      <div className="grid gap-6 lg:grid-cols-2">
        <ProfileCard user={user} />
        <UserActions
          user={user}
          viewerIsSuperadmin={viewerIsSuperadmin}
          viewerId={viewerId}
          onTakeControl={() => setTakeControlOpen(true)}
          onDeleted={() => router.push("/users")}
        />
        {sanctions ? <div className="lg:col-span-2">{sanctions}</div> : null}
        {mayReadNotes ? (
          <UserNotesCard userId={user.id} viewerId={viewerId} viewerIsSuperadmin={viewerIsSuperadmin} />
        ) : null}
        {maySeeTimeline ? <UserTimelineCard userId={user.id} /> : null}
      </div>

      <TakeControlDialog user={user} open={takeControlOpen} onOpenChange={setTakeControlOpen} />
    </>
  );
}

export function UserNotFound() {
  return (
    <NoticeCard title={USERS_TEXT.notFoundTitle} description={USERS_TEXT.notFoundText}>
      <NoticeLink href="/users" label="Back to Users" />
    </NoticeCard>
  );
}
