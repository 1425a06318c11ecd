"use client";

// One activity (SPEC §2): type icon, title, description, status and type
// badges, linked contact and deal, due date, complete/reopen, edit, delete.
import { Briefcase, CalendarDays, Pencil, Trash2, User, type LucideIcon } from "lucide-react";
import { contactName } from "@/lib/contacts/display";
import { formatCalendarDay } from "@/lib/format";
import { ACTIVITY_TYPE_ICONS } from "@/components/activities/activity-types";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Checkbox } from "@/components/ui/checkbox";
import { ACTIVITIES_TEXT, ACTIVITY_TYPE_LABELS } from "@/lib/activities/messages";
import type { ActivityRow } from "@/lib/activities/schema";
import type { ListRowProps } from "@/hooks/use-list-shortcuts";
import { useCan } from "@/hooks/use-permissions";
import { cn } from "@/lib/utils";

/** A due date is a calendar day ("YYYY-MM-DD"): shown in UTC so no time zone moves it to another day. */
export const formatDueDate = (value: string): string => formatCalendarDay(value) ?? value;

type Fact = { icon: LucideIcon; label: string; value: string };

/** The contact, deal and due date the activity has, each an icon with a name for screen readers and its value. */
function linkedFacts({ contact, deal, dueDate }: ActivityRow): Fact[] {
  const facts: (Fact | null)[] = [
    contact ? { icon: User, label: "Contact", value: contactName(contact) } : null,
    deal ? { icon: Briefcase, label: "Deal", value: deal.title } : null,
    dueDate ? { icon: CalendarDays, label: "Due", value: `Due ${formatDueDate(dueDate)}` } : null,
  ];
  return facts.filter((fact) => fact !== null);
}

type ActivityCardProps = {
  activity: ActivityRow;
  /** Its complete/reopen call is under way. */
  toggling?: boolean;
  onToggle: () => void;
  onEdit: () => void;
  onDelete: () => void;
  /** Ticked for a bulk edit ("Edit Selected"). */
  selected: boolean;
  onSelect: (on: boolean) => void;
  /** What makes the card a row for the list's keys (ListCards). */
  row: ListRowProps;
};

export function ActivityCard({
  activity,
  toggling,
  onToggle,
  onEdit,
  onDelete,
  selected,
  onSelect,
  row,
}: ActivityCardProps) {
  const Icon = ACTIVITY_TYPE_ICONS[activity.type];
  const { completed, title } = activity;
  // Selecting, completing, editing and deleting all change the activity: without the permission the card only shows it.
  const editable = useCan("activities.update");
  const facts = linkedFacts(activity);
  return (
    // On a phone the controls take a row of their own under the text: side by side with it, the two checkboxes,
    // the icon and two buttons left the title a few letters wide. The selection checkbox stays first, named for
    // screen readers; the completion checkbox says "Done" beside it, so the two are not told apart by place alone.
    <Card
      className={cn("flex flex-col gap-3 p-4 sm:flex-row sm:items-start sm:gap-4", selected && "ring-primary ring-2")}
      data-testid="activity-card"
      {...row}
    >
      <div className="flex min-w-0 flex-1 items-start gap-3 sm:gap-4">
        {editable ? (
          <Checkbox
            className="mt-1"
            checked={selected}
            onCheckedChange={(checked) => onSelect(checked === true)}
            aria-label={`Select ${title}`}
          />
        ) : null}
        <div
          className="bg-muted text-muted-foreground flex size-9 shrink-0 items-center justify-center rounded-md"
          aria-hidden
        >
          <Icon className="size-4" />
        </div>
        <div className="grid min-w-0 flex-1 gap-2">
          <div className="flex flex-wrap items-center gap-2">
            <h2 className={cn("font-semibold break-words", completed && "text-muted-foreground line-through")}>
              {title}
            </h2>
            <Badge variant={completed ? "default" : "secondary"}>
              {completed ? ACTIVITIES_TEXT.completed : ACTIVITIES_TEXT.pending}
            </Badge>
            <Badge variant="outline">{ACTIVITY_TYPE_LABELS[activity.type]}</Badge>
          </div>
          {activity.description ? (
            <p className="text-muted-foreground text-sm break-words whitespace-pre-line">{activity.description}</p>
          ) : null}
          {facts.length > 0 ? (
            <dl className="text-muted-foreground flex flex-wrap gap-x-4 gap-y-1 text-sm">
              {facts.map((fact) => (
                <div key={fact.label} className="flex items-center gap-1">
                  <dt>
                    <fact.icon className="size-3.5" aria-hidden />
                    <span className="sr-only">{fact.label}</span>
                  </dt>
                  <dd>{fact.value}</dd>
                </div>
              ))}
            </dl>
          ) : null}
        </div>
      </div>
      <div className="flex shrink-0 items-center justify-between gap-3 border-t pt-3 sm:border-t-0 sm:pt-0">
        <label className="flex cursor-pointer items-center gap-2 text-sm">
          <Checkbox
            checked={completed}
            disabled={toggling || !editable}
            onCheckedChange={onToggle}
            aria-label={`${ACTIVITIES_TEXT.done}: ${title}`}
          />
          <span aria-hidden>{ACTIVITIES_TEXT.done}</span>
        </label>
        {editable ? (
          <div className="flex gap-1">
            <Button variant="ghost" size="icon" aria-label={`Edit ${title}`} data-row-open onClick={onEdit}>
              <Pencil aria-hidden />
            </Button>
            <Button variant="ghost" size="icon" aria-label={`Delete ${title}`} onClick={onDelete}>
              <Trash2 aria-hidden />
            </Button>
          </div>
        ) : null}
      </div>
    </Card>
  );
}
