"use client";

// The "Direct messages" scope of the messages screen: the same words, sender and days over private conversations,
// for an admin holding Take Control's permission who has just confirmed who they are (the screen asks first). Its
// code is fetched when the scope is first chosen; each page read is audited by the server.
import * as React from "react";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { DataTable, type ColumnDef } from "@/components/data-table/data-table";
import { CountLine } from "@/components/list-screen/count-line";
import { ListCard } from "@/components/list-screen/list-card";
import { PersonHandleLine, sentAndContentColumns } from "@/components/moderation-messages/message-cells";
import { CursorPager } from "@/components/ui/cursor-pager";
import { fetchPage } from "@/lib/api-client/pages";
import type { PageCursor } from "@/lib/api/page";
import { MESSAGES_DIALOG_TEXT } from "@/lib/moderation-messages/messages";
import { MESSAGES_TEXT } from "@/lib/moderation-messages/screen-text";
import { moderationMessagesKeys } from "@/lib/moderation-messages/query-keys";
import type { DirectMessageRow } from "@/lib/moderation-messages/schema";
import { userDisplayName } from "@/lib/users/display";

type Filter = { search: string; authorId: string; from: string; to: string };

function person(user: DirectMessageRow["sender"]) {
  return (
    <div className="grid min-w-0">
      <span className="truncate font-medium">{userDisplayName(user)}</span>
      <PersonHandleLine user={user} />
    </div>
  );
}

const COLUMNS: ColumnDef<DirectMessageRow>[] = [
  {
    id: "sender",
    header: MESSAGES_DIALOG_TEXT.directColumns.sender,
    meta: { className: "max-w-48" },
    cell: (row) => person(row.sender),
  },
  {
    id: "recipient",
    header: MESSAGES_DIALOG_TEXT.directColumns.recipient,
    meta: { className: "max-w-48" },
    cell: (row) => person(row.recipient),
  },
  ...sentAndContentColumns<DirectMessageRow>(),
];

export function DirectMessagesCard({ filter, toolbar }: { filter: Filter; toolbar: React.ReactNode }) {
  const filterKey = JSON.stringify(filter);
  const [paging, setPaging] = React.useState<{ filterKey: string; cursor: PageCursor }>({ filterKey, cursor: {} });
  // New filters start again from the newest page.
  const cursor = paging.filterKey === filterKey ? paging.cursor : {};
  const list = useQuery({
    queryKey: moderationMessagesKeys.direct({ ...filter, ...cursor }),
    queryFn: ({ queryKey, signal }) => fetchPage<DirectMessageRow>(queryKey, signal),
    placeholderData: keepPreviousData,
  });
  return (
    <ListCard
      title={MESSAGES_DIALOG_TEXT.directCardTitle}
      description={
        <>
          <CountLine list={list} noun={MESSAGES_DIALOG_TEXT.directNoun} unit={MESSAGES_TEXT.countUnit} />
          <span className="block text-xs">{MESSAGES_DIALOG_TEXT.directNotice}</span>
        </>
      }
      toolbar={toolbar}
      pager={
        <CursorPager
          prevCursor={list.data?.prevCursor}
          nextCursor={list.data?.nextCursor}
          onPage={(next) => setPaging({ filterKey, cursor: next })}
          previousLabel="Newer"
          nextLabel="Older"
        />
      }
    >
      <DataTable
        columns={COLUMNS}
        rows={list.data?.items}
        loading={list.isPending}
        error={list.isError}
        onRetry={() => void list.refetch()}
        noun={MESSAGES_DIALOG_TEXT.directNoun}
        empty={{ title: MESSAGES_TEXT.empty, hint: MESSAGES_DIALOG_TEXT.directEmptyHint }}
        rowTestId="direct-message-row"
      />
    </ListCard>
  );
}
