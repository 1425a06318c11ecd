"use client";

import { Hash, Trash2 } from "lucide-react";
import { useDeleteChannels } from "@/components/channels/use-delete-channels";
import { BulkDeleteDialog } from "@/components/list-screen/bulk-delete-dialog";
import { CountLine } from "@/components/list-screen/count-line";
import { ListCards } from "@/components/list-screen/list-cards";
import { ListViewMenus } from "@/components/list-screen/list-view-menus";
import { ListPager } from "@/components/list-screen/list-pager";
import { ListScreen } from "@/components/list-screen/list-screen";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Checkbox } from "@/components/ui/checkbox";
import { usePagedList, type InitialList } from "@/hooks/use-paged-list";
import { useRowDialog } from "@/hooks/use-row-dialog";
import type { ListRowProps } from "@/hooks/use-list-shortcuts";
import { useSelection } from "@/hooks/use-selection";
import { useCan } from "@/hooks/use-permissions";
import { CHANNELS_TEXT } from "@/lib/channels/messages";
import { channelsKeys } from "@/lib/channels/query-keys";
import type { ChannelRow, ListChannelsQuery } from "@/lib/channels/schema";
import { formatDate } from "@/lib/format";

const loadSchema = () => import("@/lib/channels/schema").then((module) => module.listChannelsQuerySchema);

const SKELETON_CARDS = 6;

function ChannelCard({
  channel,
  selected,
  onToggle,
  row,
}: {
  channel: ChannelRow;
  selected: boolean;
  /** Selects the card for deletion; undefined: the admin may not delete channels, so there is no checkbox. */
  onToggle?: (on: boolean) => void;
  row: ListRowProps;
}) {
  const name = channel.name || CHANNELS_TEXT.unnamed;
  return (
    <Card className={selected ? "ring-primary ring-2" : undefined} data-testid="channel-card" {...row}>
      <CardHeader className="flex flex-row items-start gap-3">
        {onToggle ? (
          <Checkbox
            aria-label={`Select ${name}`}
            checked={selected}
            onCheckedChange={(checked) => onToggle(checked === true)}
            className="mt-1"
          />
        ) : null}
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

export function ChannelsScreen(initial: InitialList<ListChannelsQuery, ChannelRow>) {
  const list = usePagedList({ ...initial, loadSchema, queryKey: channelsKeys.list });
  const channels = list.data?.items ?? [];
  // A page is what is on screen: turning the page starts a new selection.
  const selection = useSelection(channels, JSON.stringify(list.query));
  const dialog = useRowDialog<never, "bulkDelete">();
  const deleteChannels = useDeleteChannels();
  // Selecting is for deleting: without the permission there is neither.
  const canDelete = useCan("channels.delete");

  return (
    <ListScreen
      title={CHANNELS_TEXT.title}
      subtitle={CHANNELS_TEXT.subtitle}
      actions={
        canDelete && (
          <>
            <Button
              variant="outline"
              disabled={channels.length === 0}
              onClick={() => selection.togglePage(!selection.pageFullySelected)}
            >
              {selection.pageFullySelected ? CHANNELS_TEXT.deselectAll : CHANNELS_TEXT.selectAll}
            </Button>
            {/* Shown once channels are selected: a red "Delete 0 Channel(s)" is a warning about nothing. */}
            {selection.selected.size > 0 ? (
              <Button variant="destructive" onClick={() => dialog.show("bulkDelete")}>
                <Trash2 aria-hidden /> Delete {selection.selected.size} Channel(s)
              </Button>
            ) : null}
          </>
        )
      }
      dialogs={
        <BulkDeleteDialog
          {...dialog.props("bulkDelete")}
          unit="Channel(s)"
          description="This removes the selected channels and all of their messages. They move to the Trash; you can restore them from Admin Tools → Trash."
          selection={selection}
          remove={deleteChannels}
        />
      }
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-muted-foreground text-sm" aria-live="polite">
          <CountLine list={list} noun="channels" unit="channels in all" />
        </p>
        <div className="flex gap-2">
          <ListViewMenus views={list.views} query={list.query} />
        </div>
      </div>
      <ListCards
        list={list}
        label="Channels"
        empty={{ title: CHANNELS_TEXT.emptyTitle, hint: CHANNELS_TEXT.emptyHint }}
        skeletons={{ count: SKELETON_CARDS, className: "h-32 rounded-xl" }}
        className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3"
        selection={canDelete ? selection : undefined}
      >
        {(channel, row) => (
          <ChannelCard
            key={channel.id}
            channel={channel}
            selected={selection.isSelected(channel.id)}
            onToggle={canDelete ? (on) => selection.toggle(channel.id, on) : undefined}
            row={row}
          />
        )}
      </ListCards>
      <ListPager list={list} />
    </ListScreen>
  );
}
