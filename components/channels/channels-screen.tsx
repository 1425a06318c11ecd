"use client";

import * as React from "react";
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Hash, Trash2 } from "lucide-react";
import { toast } from "sonner";
import { PageHeader } from "@/components/layout/page-header";
import { Button } from "@/components/ui/button";
import { CursorPager, type PageCursor } from "@/components/ui/cursor-pager";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Checkbox } from "@/components/ui/checkbox";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Skeleton } from "@/components/ui/skeleton";
import { apiRequest, fetchPage, } from "@/lib/api-client";
import type { Page } from "@/lib/api/page";
import { CHANNELS_TEXT } from "@/lib/channels/messages";
import { channelsKeys } from "@/lib/channels/query-keys";
import type { ChannelRow } from "@/lib/channels/schema";
import { formatDate } from "@/lib/format";
import { analyticsKeys } from "@/lib/users/query-keys";

const SKELETON_CARDS = 6;

function ChannelCard({ channel, selected, onToggle }: { channel: ChannelRow; selected: boolean; onToggle: (on: boolean) => void }) {
  const name = channel.name || CHANNELS_TEXT.unnamed;
  return (
    <Card className={selected ? "ring-primary ring-2" : undefined} data-testid="channel-card">
      <CardHeader className="flex flex-row items-start gap-3">
        <Checkbox aria-label={`Select ${name}`} checked={selected} onCheckedChange={(checked) => onToggle(checked === true)} className="mt-1" />
        <div className="grid min-w-0 gap-1">
          <CardTitle className="flex items-center gap-1 truncate">
            <Hash className="text-muted-foreground size-4 shrink-0" aria-hidden />
            <span className="truncate">{name}</span>
          </CardTitle>
          <CardDescription className="line-clamp-2">{channel.description || CHANNELS_TEXT.noDescription}</CardDescription>
        </div>
      </CardHeader>
      <CardContent className="text-muted-foreground text-xs">Created {formatDate(channel.createdAt, CHANNELS_TEXT.unknown)}</CardContent>
    </Card>
  );
}


export function ChannelsScreen({ initialPage, initialCursor }: { initialPage: Page<ChannelRow>; initialCursor: PageCursor }) {
  const router = useRouter();
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const queryClient = useQueryClient();
  const cursor: PageCursor = { after: searchParams.get("after") ?? undefined, before: searchParams.get("before") ?? undefined };
  const isInitial = cursor.after === initialCursor.after && cursor.before === initialCursor.before;
  const { data, isPending, isError } = useQuery({
    queryKey: channelsKeys.list(cursor),
    queryFn: ({ queryKey, signal }) => fetchPage<ChannelRow>(queryKey, signal),
    initialData: isInitial ? initialPage : undefined,
    placeholderData: keepPreviousData,
  });
  const [selected, setSelected] = React.useState<Set<string>>(new Set());
  const [confirmOpen, setConfirmOpen] = React.useState(false);
  const channels = data?.items ?? [];
  const allSelected = channels.length > 0 && channels.every((channel) => selected.has(channel.id));

  const deleteChannels = useMutation({
    mutationFn: (channelIds: string[]) => apiRequest<{ deleted: number }>("DELETE", "/api/admin/channels", { channelIds }),
    onSuccess: async (result) => {
      toast.success(CHANNELS_TEXT.deleted, { description: `${result.deleted} channel(s) and their messages were deleted.` });
      setSelected(new Set());
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: channelsKeys.all }),
        queryClient.invalidateQueries({ queryKey: analyticsKeys.overview }),
      ]);
    },
    onError: () => toast.error("Error", { description: CHANNELS_TEXT.deleteFailed }),
    onSettled: () => setConfirmOpen(false),
  });

  function toggle(id: string, on: boolean) {
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  }

  function go(next: PageCursor) {
    const params = new URLSearchParams();
    if (next.after) params.set("after", next.after);
    if (next.before) params.set("before", next.before);
    setSelected(new Set());
    router.replace(params.size ? `${pathname}?${params}` : pathname, { scroll: false });
  }

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
              onClick={() => setSelected(allSelected ? new Set() : new Set(channels.map((channel) => channel.id)))}
            >
              {allSelected ? CHANNELS_TEXT.deselectAll : CHANNELS_TEXT.selectAll}
            </Button>
            <Button variant="destructive" disabled={selected.size === 0} onClick={() => setConfirmOpen(true)}>
              <Trash2 aria-hidden /> Delete {selected.size} Channel(s)
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
            <ChannelCard key={channel.id} channel={channel} selected={selected.has(channel.id)} onToggle={(on) => toggle(channel.id, on)} />
          ))}
        </div>
      )}

      <CursorPager prevCursor={data?.prevCursor} nextCursor={data?.nextCursor} onPage={go} />

      <ConfirmDialog
        open={confirmOpen}
        onOpenChange={setConfirmOpen}
        title={`Delete ${selected.size} Channel(s)?`}
        description="This permanently deletes the selected channels and removes all of their messages. This cannot be undone."
        confirmLabel="Delete"
        destructive
        pending={deleteChannels.isPending}
        onConfirm={() => deleteChannels.mutate([...selected])}
      />
    </>
  );
}
