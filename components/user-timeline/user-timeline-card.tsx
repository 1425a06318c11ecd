"use client";

// The timeline card on a user's page (docs/decisions/moderation.md): what happened to the user, from every source
// the reader may see, newest first, a page at a time, with loading, empty and error states.
import { viewOf } from "@/components/user-timeline/entry-views";
import { UserFileCard, UserFileEntries, useOlderPages } from "@/components/users/user-file-card";
import { formatDate } from "@/lib/format";
import { USER_TIMELINE_TEXT } from "@/lib/user-timeline/messages";
import { userTimelineKeys } from "@/lib/user-timeline/query-keys";
import type { TimelineEntryRow } from "@/lib/user-timeline/schema";

function TimelineEntry({ entry }: { entry: TimelineEntryRow }) {
  const { headline, body } = viewOf(entry);
  return (
    <li className="grid gap-1 border-l-2 pl-3" data-testid="timeline-entry" data-source={entry.source}>
      <div className="flex flex-wrap items-baseline gap-x-2 text-sm">
        <span className="font-medium wrap-anywhere">{headline}</span>
        <time dateTime={entry.at} className="text-muted-foreground">
          {formatDate(entry.at, "", "long")}
        </time>
      </div>
      {body}
    </li>
  );
}

export function UserTimelineCard({ userId }: { userId: string }) {
  const timeline = useOlderPages<TimelineEntryRow>(userTimelineKeys.list(userId));
  return (
    <UserFileCard
      titleId="user-timeline-title"
      title={USER_TIMELINE_TEXT.title}
      description={USER_TIMELINE_TEXT.description}
    >
      <UserFileEntries pages={timeline} text={USER_TIMELINE_TEXT}>
        {(entries) => (
          <ol className="grid gap-4" aria-label={USER_TIMELINE_TEXT.title}>
            {entries.map((entry) => (
              <TimelineEntry key={`${entry.source}:${entry.id}`} entry={entry} />
            ))}
          </ol>
        )}
      </UserFileEntries>
    </UserFileCard>
  );
}
