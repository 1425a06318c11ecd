"use client";

import * as React from "react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { toast } from "@/lib/loading/toast";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Skeleton } from "@/components/ui/skeleton";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { MessageComposer } from "@/components/take-control/message-composer";
import { UserPicker, type PickedUser } from "@/components/users/user-picker";
import { errorToast, hasErrorCode } from "@/lib/api-client/errors";
import { apiRequest } from "@/lib/api-client/request";
import { SUPERADMIN_REFUSAL, TAKE_CONTROL_TEXT, takeControlToasts } from "@/lib/take-control/messages";
import type { ConversationSummary, UserChannel } from "@/lib/take-control/schema";
import { userDisplayName, userHandle } from "@/lib/users/display";
import { usersKeys } from "@/lib/users/query-keys";
import type { UserRow } from "@/lib/users/schema";
import { cn } from "@/lib/utils";

/** SPEC §6: a refusal shows 'Access Denied' and closes the dialog; other failures show the server's text. */
function useFailureHandler(close: () => void) {
  return React.useCallback(
    (error: unknown, fallback: string) => {
      const { title, description } = errorToast(error, takeControlToasts(fallback));
      toast.error(title, { description });
      if (hasErrorCode(error, SUPERADMIN_REFUSAL)) close();
    },
    [close],
  );
}

function ChannelsTab({
  userId,
  active,
  onFailure,
}: {
  userId: string;
  active: boolean;
  onFailure: (error: unknown, fallback: string) => void;
}) {
  const [channelId, setChannelId] = React.useState<string | null>(null);
  const channels = useQuery<UserChannel[]>({ queryKey: usersKeys.channels(userId), enabled: active, retry: false });
  const send = useMutation({
    mutationFn: (content: string) =>
      apiRequest("POST", `/api/admin/users/${encodeURIComponent(userId)}/send-message`, { channelId, content }),
    onSuccess: () => toast.success(TAKE_CONTROL_TEXT.messageSent),
    onError: (error) => onFailure(error, TAKE_CONTROL_TEXT.sendMessageFailed),
  });

  React.useEffect(() => {
    if (channels.error) onFailure(channels.error, "Failed to load channels");
  }, [channels.error, onFailure]);

  return (
    <div className="flex h-full flex-col gap-3">
      <div className="min-h-0 flex-1 overflow-y-auto rounded-md border" role="listbox" aria-label="Channels">
        {channels.isPending ? (
          <div className="flex flex-col gap-2 p-2">
            {Array.from({ length: 4 }, (_, index) => (
              <Skeleton key={index} className="h-10" />
            ))}
          </div>
        ) : !channels.data?.length ? (
          <p className="text-muted-foreground p-6 text-center text-sm">{TAKE_CONTROL_TEXT.noChannels}</p>
        ) : (
          channels.data.map((channel) => (
            <button
              key={channel.id}
              type="button"
              role="option"
              aria-selected={channel.id === channelId}
              onClick={() => setChannelId(channel.id)}
              className={cn(
                "hover:bg-accent flex w-full flex-col items-start border-b px-3 py-2 text-left last:border-0",
                channel.id === channelId && "bg-accent",
              )}
            >
              <span className="font-medium"># {channel.name ?? "Unnamed Channel"}</span>
              {channel.description ? (
                <span className="text-muted-foreground text-xs">{channel.description}</span>
              ) : null}
            </button>
          ))
        )}
      </div>
      {channelId ? (
        <MessageComposer
          placeholder={TAKE_CONTROL_TEXT.messagePlaceholder}
          disabled={false}
          pending={send.isPending}
          onSend={(content) => send.mutateAsync(content)}
        />
      ) : null}
    </div>
  );
}

function DirectMessagesTab({
  user,
  active,
  onFailure,
}: {
  user: UserRow;
  active: boolean;
  onFailure: (error: unknown, fallback: string) => void;
}) {
  const queryClient = useQueryClient();
  const [recipient, setRecipient] = React.useState<PickedUser | null>(null);
  const conversations = useQuery<ConversationSummary[]>({
    queryKey: usersKeys.conversations(user.id),
    enabled: active,
    retry: false,
  });
  const send = useMutation({
    mutationFn: (content: string) =>
      apiRequest("POST", `/api/admin/users/${encodeURIComponent(user.id)}/send-dm`, {
        recipientId: recipient?.id,
        content,
      }),
    onSuccess: async () => {
      toast.success(TAKE_CONTROL_TEXT.directMessageSent);
      await queryClient.invalidateQueries({ queryKey: usersKeys.conversations(user.id) });
    },
    onError: (error) => onFailure(error, TAKE_CONTROL_TEXT.sendDirectMessageFailed),
  });

  React.useEffect(() => {
    if (conversations.error) onFailure(conversations.error, "Failed to load conversations");
  }, [conversations.error, onFailure]);

  return (
    <div className="flex h-full flex-col gap-3">
      <UserPicker
        label="Recipient"
        value={recipient}
        onChange={setRecipient}
        placeholder={TAKE_CONTROL_TEXT.recipientPlaceholder}
        emptyText={TAKE_CONTROL_TEXT.noRecipient}
        excludeId={user.id}
      />
      <div className="flex min-h-0 flex-col gap-1">
        <h3 className="text-sm font-medium">{TAKE_CONTROL_TEXT.recentConversations}</h3>
        <div className="h-[200px] overflow-y-auto rounded-md border" aria-label={TAKE_CONTROL_TEXT.recentConversations}>
          {conversations.isPending ? (
            <Skeleton className="m-2 h-10" />
          ) : !conversations.data?.length ? (
            <p className="text-muted-foreground p-4 text-center text-sm">No conversations yet</p>
          ) : (
            conversations.data.map((conversation) => (
              <button
                key={conversation.id}
                type="button"
                onClick={() => setRecipient({ id: conversation.otherUserId, name: conversation.otherUserName })}
                className={cn(
                  "hover:bg-accent flex w-full flex-col items-start border-b px-3 py-2 text-left last:border-0",
                  recipient?.id === conversation.otherUserId && "bg-accent",
                )}
              >
                <span className="text-sm font-medium">{conversation.otherUserName}</span>
                <span className="text-muted-foreground w-full truncate text-xs">{conversation.content}</span>
              </button>
            ))
          )}
        </div>
      </div>
      <MessageComposer
        placeholder={TAKE_CONTROL_TEXT.directMessagePlaceholder}
        disabled={!recipient}
        pending={send.isPending}
        onSend={(content) => send.mutateAsync(content)}
      />
    </div>
  );
}

export function TakeControlDialog({
  user,
  open,
  onOpenChange,
}: {
  user: UserRow;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [tab, setTab] = React.useState("channels");
  const close = React.useCallback(() => onOpenChange(false), [onOpenChange]);
  const onFailure = useFailureHandler(close);

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="flex h-[600px] flex-col sm:max-w-3xl">
        <DialogHeader>
          <DialogTitle>Take Control: {userDisplayName(user)}</DialogTitle>
          <DialogDescription>
            Messages you send here appear as {userHandle(user)}. Every message is recorded in the audit log.
          </DialogDescription>
        </DialogHeader>
        <Tabs value={tab} onValueChange={setTab} className="min-h-0 flex-1">
          <TabsList>
            <TabsTrigger value="channels">{TAKE_CONTROL_TEXT.channelsTab}</TabsTrigger>
            <TabsTrigger value="direct-messages">{TAKE_CONTROL_TEXT.directMessagesTab}</TabsTrigger>
          </TabsList>
          <TabsContent value="channels" className="min-h-0">
            <ChannelsTab userId={user.id} active={open && tab === "channels"} onFailure={onFailure} />
          </TabsContent>
          <TabsContent value="direct-messages" className="min-h-0">
            <DirectMessagesTab user={user} active={open && tab === "direct-messages"} onFailure={onFailure} />
          </TabsContent>
        </Tabs>
      </DialogContent>
    </Dialog>
  );
}
