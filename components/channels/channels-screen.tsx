"use client";

import * as React from "react";
import { Hash, Trash2 } from "lucide-react";
import { PageHeader } from "@/components/layout/page-header";
import { Button } from "@/components/ui/button";
import { CursorPager } from "@/components/ui/cursor-pager";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Checkbox } from "@/components/ui/checkbox";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Skeleton } from "@/components/ui/skeleton";
import { useAdminMutation } from "@/hooks/use-admin-mutation";
import { usePagedList } from "@/hooks/use-paged-list";
import { useSelection } from "@/hooks/use-selection";
import { apiRequest } from "@/lib/api-client";
import type { Page } from "@/lib/api/page";
import { CHANNELS_TEXT } from "@/lib/channels/messages";
import { channelsKeys } from "@/lib/channels/query-keys";
import type { ChannelRow, ListChannelsQuery } from "@/lib/channels/schema";
import { formatDate } from "@/lib/format";
import { analyticsKeys } from "@/lib/users/query-keys";

const loadQuerySchema = () => import("@/lib/channels/schema").then((module) => module.listChannelsQuerySchema);

const SKELETON_CARDS = 6;

function ChannelCard({
  channel,
  selected,
  onToggle,
}: {
  channel: ChannelRow;
  selected: boolean;
  onToggle: (on: boolean) => void;
}) {
  const name = channel.name || CHANNELS_TEXT.unnamed;
  return (
    <Card className={selected ? "ring-primary ring-2" : undefined} data-testid="channel-card">
      <CardHeader className="flex flex-row items-start gap-3">
        <Checkbox
          aria-label={`Select ${name}`}
          checked={selected}
          onCheckedChange={(checked) => onToggle(checked === true)}
          className="mt-1"
        />
        <div className="grid min-w-0 gap-1">
          <CardTitle className="flex items-center gap-1 truncate">
            <Hash className="text-muted-foreground size-4 shrink-0" aria-hidden />
            <span className="truncate">{name}</span>
          </CardTitle>
          <CardDescription className="line-clamp-2">
            {channel.description || CHANNELS_TEXT.noDescription}
          </CardDescription>
        </div>
      </CardHeader>
      <CardContent className="text-muted-foreground text-xs">
        Created {formatDate(channel.createdAt, CHANNELS_TEXT.unknown)}
      </CardContent>
    </Card>
  );
}

type ChannelsScreenProps = {
  initialPage: Page<ChannelRow>;
  initialQuery: ListChannelsQuery;
  defaults: ListChannelsQuery;
};

export function ChannelsScreen({ initialPage, initialQuery, defaults }: ChannelsScreenProps) {
  const list = usePagedList({
    loadSchema: loadQuerySchema,
    defaults,
    queryKey: channelsKeys.list,
    initialPage,
    initialQuery,
  });
  const { data, isPending, isError } = list;
  const channels = data?.items ?? [];
  // A page is what is on screen: turning the page starts a new selection.
  const selection = useSelection(channels, JSON.stringify(list.query));
  const [confirmOpen, setConfirmOpen] = React.useState(false);

  const deleteChannels = useAdminMutation({
    request: (channelIds: string[]) => apiRequest<{ deleted: number }>("DELETE", "/api/admin/channels", { channelIds }),
    toasts: {
      success: (result) => ({
        title: CHANNELS_TEXT.deleted,
        description: `${result.deleted} channel(s) and their messages were deleted.`,
      }),
      error: { fallback: CHANNELS_TEXT.deleteFailed },
    },
    invalidate: [channelsKeys.all, analyticsKeys.overview],
    onSuccess: () => selection.clear(),
    // SPEC §4: the dialog closes after success or failure.
    onSettled: () => setConfirmOpen(false),
  });

  return (
    <>
      <PageHeader
        title={CHANNELS_TEXT.title}
        subtitle={CHANNELS_TEXT.subtitle}
        actions={
          <>
            <Button
              variant="outline"
              disabled={channels.length === 0}
              onClick={() => selection.togglePage(!selection.pageFullySelected)}
            >
              {selection.pageFullySelected ? CHANNELS_TEXT.deselectAll : CHANNELS_TEXT.selectAll}
            </Button>
            <Button variant="destructive" disabled={selection.selected.size === 0} onClick={() => setConfirmOpen(true)}>
              <Trash2 aria-hidden /> Delete {selection.selected.size} Channel(s)
            </Button>
          </>
        }
      />
      {data ? <p className="text-muted-foreground text-sm">{data.total} channels in all</p> : null}

      {isPending ? (
        <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {Array.from({ length: SKELETON_CARDS }, (_, index) => (
            <Skeleton key={index} className="h-32 rounded-xl" data-testid="channel-skeleton" />
          ))}
        </div>
      ) : isError ? (
        <Card>
          <CardContent className="text-destructive py-8 text-center">Could not load channels.</CardContent>
        </Card>
      ) : channels.length === 0 ? (
        <Card>
          <CardContent className="py-12 text-center">
            <p className="font-medium">{CHANNELS_TEXT.emptyTitle}</p>
            <p className="text-muted-foreground text-sm">{CHANNELS_TEXT.emptyHint}</p>
          </CardContent>
        </Card>
      ) : (
        <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {channels.map((channel) => (
            <ChannelCard
              key={channel.id}
              channel={channel}
              selected={selection.isSelected(channel.id)}
              onToggle={(on) => selection.toggle(channel.id, on)}
            />
          ))}
        </div>
      )}

      <CursorPager prevCursor={data?.prevCursor} nextCursor={data?.nextCursor} onPage={list.setCursor} />

      <ConfirmDialog
        open={confirmOpen}
        onOpenChange={setConfirmOpen}
        title={`Delete ${selection.selected.size} Channel(s)?`}
        description="This permanently deletes the selected channels and removes all of their messages. This cannot be undone."
        confirmLabel="Delete"
        destructive
        pending={deleteChannels.isPending}
        onConfirm={() => deleteChannels.mutate([...selection.selected])}
      />
    </>
  );
}
