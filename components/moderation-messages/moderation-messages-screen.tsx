"use client";

import * as React from "react";
import { ListToolbar, SearchInput } from "@/components/data-table/list-toolbar";
import { DateRangeFilter } from "@/components/list-screen/date-filter";
import { ListScreen } from "@/components/list-screen/list-screen";
import { ListSearch } from "@/components/list-screen/list-search";
import { PagedListCard } from "@/components/list-screen/paged-list-card";
import { messageColumns } from "@/components/moderation-messages/message-columns";
import { usePagedList, type InitialList } from "@/hooks/use-paged-list";
import { useRowDialog } from "@/hooks/use-row-dialog";
import { lazyDialog } from "@/lib/loading/lazy-dialog";
import { MESSAGES_TEXT } from "@/lib/moderation-messages/messages";
import { moderationMessagesKeys } from "@/lib/moderation-messages/query-keys";
import type { ListMessagesQuery, ModerationMessageRow } from "@/lib/moderation-messages/schema";

const loadSchema = () => import("@/lib/moderation-messages/schema").then((module) => module.listMessagesQuerySchema);

const DeleteMessageDialog = lazyDialog(() =>
  import("@/components/moderation-messages/delete-message-dialog").then((module) => module.DeleteMessageDialog),
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
  const { from, to } = list.query;
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

  return (
    <ListScreen
      title={MESSAGES_TEXT.title}
      subtitle={MESSAGES_TEXT.subtitle}
      dialogs={<DeleteMessageDialog {...dialog.props("delete")} message={dialog.record} />}
    >
      <PagedListCard
        list={list}
        title={MESSAGES_TEXT.cardTitle}
        unit={MESSAGES_TEXT.countUnit}
        toolbar={
          <>
            <ListToolbar>
              <ListSearch list={list} label={MESSAGES_TEXT.searchLabel} placeholder={MESSAGES_TEXT.searchPlaceholder} />
              {ID_FILTERS.map(([key, label, placeholder]) => (
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
              <DateRangeFilter idPrefix="messages" from={from} to={to} onChange={list.setFilter} />
            </ListToolbar>
          </>
        }
        columns={columns}
        noun={MESSAGES_TEXT.noun}
        empty={{ title: MESSAGES_TEXT.empty, hint: MESSAGES_TEXT.emptyHint }}
        scrollLabel={MESSAGES_TEXT.cardTitle}
        rowTestId="message-row"
        pagerLabels={{ previousLabel: "Newer", nextLabel: "Older" }}
      />
    </ListScreen>
  );
}
