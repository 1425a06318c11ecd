"use client";

// "Purge this member's messages…": the window (UTC days, one channel or all), the exact count a dry run answers,
// a typed confirmation, then the purge with its progress and the toast's Undo. Fetched when it first opens.
import * as React from "react";
import { useQuery } from "@tanstack/react-query";
import { Loader2 } from "lucide-react";
import { DateRangeFilter } from "@/components/list-screen/date-filter";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { purgeCount, usePurgeMessages } from "@/components/moderation-messages/use-message-mutations";
import { serverMessage } from "@/lib/api-client/errors";
import { MESSAGES_DIALOG_TEXT } from "@/lib/moderation-messages/messages";
import { moderationMessagesKeys } from "@/lib/moderation-messages/query-keys";

type PurgeMessagesDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  author: { id: string; name: string };
  /** The channel the search is narrowed to: offered as "only in this channel". */
  channel: { id: string; name: string } | null;
  /** The search's days, where it has them; else the last seven. */
  from: string;
  to: string;
};

const DAY_MS = 24 * 60 * 60 * 1000;
const utcDay = (time: number) => new Date(time).toISOString().slice(0, 10);

export function PurgeMessagesDialog({ open, onOpenChange, author, channel, ...days }: PurgeMessagesDialogProps) {
  const [range, setRange] = React.useState(() => ({
    from: days.from || utcDay(Date.now() - 6 * DAY_MS),
    to: days.to || utcDay(Date.now()),
  }));
  const [channelOnly, setChannelOnly] = React.useState(channel !== null);
  const [typed, setTyped] = React.useState("");
  const purge = usePurgeMessages();
  const window = {
    authorId: author.id,
    channelId: channelOnly && channel ? channel.id : "",
    from: range.from,
    to: range.to,
  };
  const complete = Boolean(window.from && window.to);
  const count = useQuery({
    queryKey: moderationMessagesKeys.purgeCount(window),
    queryFn: () => purgeCount(window),
    enabled: open && complete,
  });
  const ready = complete && count.isSuccess && count.data > 0 && typed.trim() === MESSAGES_DIALOG_TEXT.purgeConfirmWord;
  const close = (next: boolean) => {
    if (purge.isPending) return;
    if (!next) setTyped("");
    onOpenChange(next);
  };

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent>
        <form
          className="grid gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            if (ready)
              purge.mutate(window, {
                onSettled: () => {
                  setTyped("");
                  onOpenChange(false);
                },
              });
          }}
        >
          <DialogHeader>
            <DialogTitle>{MESSAGES_DIALOG_TEXT.purgeTitle(author.name)}</DialogTitle>
            <DialogDescription>{MESSAGES_DIALOG_TEXT.purgeDescription}</DialogDescription>
          </DialogHeader>
          <div className="flex flex-wrap gap-3">
            <DateRangeFilter
              idPrefix="purge"
              from={range.from}
              to={range.to}
              onChange={(change) => setRange((current) => ({ ...current, ...change }))}
            />
          </div>
          {channel && (
            <div className="flex items-center gap-2">
              <Checkbox
                id="purge-channel-only"
                checked={channelOnly}
                onCheckedChange={(checked) => setChannelOnly(checked === true)}
              />
              <Label htmlFor="purge-channel-only">{MESSAGES_DIALOG_TEXT.purgeChannelOnly(`#${channel.name}`)}</Label>
            </div>
          )}
          <p role="status" aria-live="polite" className="text-sm font-medium" data-testid="purge-count">
            {purge.isPending && count.data !== undefined ? (
              <span className="flex items-center gap-2">
                <Loader2 className="size-4 animate-spin" aria-hidden />
                {MESSAGES_DIALOG_TEXT.purgeProgress(count.data)}
              </span>
            ) : count.isError ? (
              // A refusal says why (a superadmin's messages, an admin out of reach), not just that it failed.
              serverMessage(count.error, MESSAGES_DIALOG_TEXT.purgeCountFailed)
            ) : count.isSuccess ? (
              count.data > 0 ? (
                MESSAGES_DIALOG_TEXT.purgeCount(count.data)
              ) : (
                MESSAGES_DIALOG_TEXT.purgeNothing
              )
            ) : (
              MESSAGES_DIALOG_TEXT.purgeCounting
            )}
          </p>
          <div className="grid gap-2">
            <Label htmlFor="purge-confirm">{MESSAGES_DIALOG_TEXT.purgeConfirmLabel}</Label>
            <Input
              id="purge-confirm"
              autoComplete="off"
              value={typed}
              disabled={purge.isPending}
              onChange={(event) => setTyped(event.target.value)}
            />
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" disabled={purge.isPending} onClick={() => close(false)}>
              Cancel
            </Button>
            <Button type="submit" variant="destructive" disabled={!ready || purge.isPending}>
              {purge.isPending ? <Loader2 className="animate-spin" aria-hidden /> : null}
              {MESSAGES_DIALOG_TEXT.purgeConfirm}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
