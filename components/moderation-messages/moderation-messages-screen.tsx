"use client";

import * as React from "react";
import { Eraser } from "lucide-react";
import { ListToolbar, SearchInput } from "@/components/data-table/list-toolbar";
import { DateRangeFilter } from "@/components/list-screen/date-filter";
import { ListScreen } from "@/components/list-screen/list-screen";
import { ListSearch } from "@/components/list-screen/list-search";
import { PagedListCard } from "@/components/list-screen/paged-list-card";
import { SelectionActions } from "@/components/list-screen/selection-actions";
import { messageColumns } from "@/components/moderation-messages/message-columns";
import { Button } from "@/components/ui/button";
import { ToggleButton } from "@/components/ui/toggle-button";
import { usePagedList, type InitialList } from "@/hooks/use-paged-list";
import { useCan } from "@/hooks/use-permissions";
import { useRowDialog } from "@/hooks/use-row-dialog";
import { useSelection } from "@/hooks/use-selection";
import { messageAuthor, messageExcerpt } from "@/lib/moderation-messages/display";
import { confirmStepUp } from "@/lib/api-client/request";
import { LazyBoundary } from "@/lib/loading/lazy-boundary";
import { lazyDialog } from "@/lib/loading/lazy-dialog";
import { MESSAGES_TEXT } from "@/lib/moderation-messages/screen-text";
import { moderationMessagesKeys } from "@/lib/moderation-messages/query-keys";
import type { ListMessagesQuery, ModerationMessageRow } from "@/lib/moderation-messages/schema";

const loadSchema = () => import("@/lib/moderation-messages/schema").then((module) => module.listMessagesQuerySchema);

const DeleteMessageDialog = lazyDialog(() =>
  import("@/components/moderation-messages/delete-message-dialog").then((module) => module.DeleteMessageDialog),
);
const DirectMessagesCard = React.lazy(() =>
  import("@/components/moderation-messages/direct-messages-card").then((module) => ({
    default: module.DirectMessagesCard,
  })),
);
const BulkDeleteMessagesDialog = lazyDialog(() =>
  import("@/components/moderation-messages/bulk-delete-messages-dialog").then(
    (module) => module.BulkDeleteMessagesDialog,
  ),
);
const PurgeMessagesDialog = lazyDialog(() =>
  import("@/components/moderation-messages/purge-messages-dialog").then((module) => module.PurgeMessagesDialog),
);

// Typed filters wait for a pause in typing, as the search does; all of them live in the URL.
const TEXT_FILTERS = ["search", "authorId", "channelId"] as const;
const ID_FILTERS = [
  ["authorId", MESSAGES_TEXT.authorLabel, MESSAGES_TEXT.authorPlaceholder],
  ["channelId", MESSAGES_TEXT.channelLabel, MESSAGES_TEXT.channelPlaceholder],
] as const;

export function ModerationMessagesScreen(initial: InitialList<ListMessagesQuery, ModerationMessageRow>) {
  const list = usePagedList({
    ...initial,
    loadSchema,
    queryKey: moderationMessagesKeys.list,
    textFilters: TEXT_FILTERS,
  });
  const { from, to, authorId, channelId } = list.query;
  const rows = list.data?.items;
  const selection = useSelection(rows, list.filterKey);
  const canDelete = useCan("messages.delete");
  const [purging, setPurging] = React.useState(false);
  // Direct messages are Take Control's to read: offered to those holding its permission, after a fresh step-up.
  const canReadDirect = useCan("users.take_control");
  const [scope, setScope] = React.useState<"channels" | "direct">("channels");
  const direct = scope === "direct";
  const chooseDirect = async () => {
    if (await confirmStepUp()) setScope("direct");
  };
  // The author and channel the search is narrowed to, named as its rows name them (the id where none is shown).
  const authorRow = rows?.find((row) => row.user.id === authorId);
  const channelRow = rows?.find((row) => row.channel.id === channelId);
  const dialog = useRowDialog<ModerationMessageRow, "delete">();
  const { show } = dialog;
  const { setTextInput } = list;
  const columns = React.useMemo(
    () =>
      messageColumns({
        onDelete: (message) => show("delete", message),
        onFilter: (filter) => {
          for (const [key, value] of Object.entries(filter)) setTextInput(key, String(value));
        },
      }),
    [show, setTextInput],
  );

  const toolbar = (
    <>
      <ListToolbar>
        <ListSearch list={list} label={MESSAGES_TEXT.searchLabel} placeholder={MESSAGES_TEXT.searchPlaceholder} />
        {ID_FILTERS.filter(([key]) => !direct || key === "authorId").map(([key, label, placeholder]) => (
          <SearchInput
            key={key}
            label={label}
            placeholder={placeholder}
            value={list.textInputs[key] ?? ""}
            onChange={(value) => list.setTextInput(key, value)}
          />
        ))}
      </ListToolbar>
      <ListToolbar>
        {canReadDirect ? (
          <div role="group" aria-label={MESSAGES_TEXT.scopeLabel} className="flex gap-1">
            <ToggleButton size="sm" pressed={!direct} onClick={() => setScope("channels")}>
              {MESSAGES_TEXT.scopeChannels}
            </ToggleButton>
            <ToggleButton size="sm" pressed={direct} onClick={() => void chooseDirect()}>
              {MESSAGES_TEXT.scopeDirect}
            </ToggleButton>
          </div>
        ) : null}
        <DateRangeFilter idPrefix="messages" from={from} to={to} onChange={list.setFilter} />
      </ListToolbar>
    </>
  );

  return (
    <ListScreen
      title={MESSAGES_TEXT.title}
      subtitle={MESSAGES_TEXT.subtitle}
      actions={
        direct ? null : (
          <>
            <SelectionActions
              count={selection.selected.size}
              remove={(state) => <BulkDeleteMessagesDialog {...state} selection={selection} />}
            />
            {canDelete && authorId ? (
              <Button variant="outline" onClick={() => setPurging(true)}>
                <Eraser aria-hidden />
                {MESSAGES_TEXT.purgeAction}
              </Button>
            ) : null}
          </>
        )
      }
      dialogs={
        <>
          <DeleteMessageDialog {...dialog.props("delete")} message={dialog.record} />
          {authorId ? (
            <PurgeMessagesDialog
              key={`${authorId}/${channelId}`}
              open={purging}
              onOpenChange={setPurging}
              author={{ id: authorId, name: authorRow ? messageAuthor(authorRow) : authorId }}
              channel={
                channelId ? { id: channelId, name: channelRow?.channel.name || MESSAGES_TEXT.unnamedChannel } : null
              }
              from={from}
              to={to}
            />
          ) : null}
        </>
      }
    >
      {direct ? (
        <LazyBoundary>
          <DirectMessagesCard filter={{ search: list.query.search, authorId, from, to }} toolbar={toolbar} />
        </LazyBoundary>
      ) : (
        <PagedListCard
          list={list}
          title={MESSAGES_TEXT.cardTitle}
          unit={MESSAGES_TEXT.countUnit}
          toolbar={toolbar}
          columns={columns}
          noun={MESSAGES_TEXT.noun}
          empty={{ title: MESSAGES_TEXT.empty, hint: MESSAGES_TEXT.emptyHint }}
          scrollLabel={MESSAGES_TEXT.cardTitle}
          selection={{
            state: selection,
            rowLabel: (row) => `${messageAuthor(row)}: ${messageExcerpt(row.content)}`,
            permission: "messages.delete",
          }}
          rowTestId="message-row"
          pagerLabels={{ previousLabel: "Newer", nextLabel: "Older" }}
        />
      )}
    </ListScreen>
  );
}
