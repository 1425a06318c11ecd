"use client";

// A set of keys to choose, grouped (permissions by resource, webhook events by resource): a checkbox per item, and
// one per group (and optionally one for everything) that reads ticked, empty or partly ticked from the choosable
// items and ticks or clears them all. The chosen keys keep `order`, whatever order they were ticked in: the order
// the API keeps.
import { Badge } from "@/components/ui/badge";
import { Checkbox } from "@/components/ui/checkbox";
import { cn } from "@/lib/utils";

export type ChecklistItem<K extends string> = {
  key: K;
  label: string;
  /** A longer description, shown on hover. */
  title?: string;
};

export type ChecklistGroup<K extends string> = { id: string; label: string; items: readonly ChecklistItem<K>[] };

type GroupedChecklistProps<K extends string> = {
  /** Prefixes the checkboxes' ids: unique on the page. */
  id: string;
  groups: readonly ChecklistGroup<K>[];
  /** Every key in the order the value keeps. */
  order: readonly K[];
  value: readonly string[];
  onChange: (next: K[]) => void;
  /** The group box's accessible name, from the group's label. */
  groupToggleLabel: (groupLabel: string) => string;
  /** A box for every choosable item at once, with this label. */
  allLabel?: string;
  /** Items shown but not choosable (and never chosen). */
  disabled?: (key: K) => boolean;
  /** Why an item is disabled: a badge beside it and a line beneath its group. */
  note?: { badge: string; text: string };
  /** Item labels in a monospace face (keys such as event names). */
  monospace?: boolean;
};

type Tick = boolean | "indeterminate";

/** Ticked when all are chosen, empty when none, a dash when some are. */
function tickOf(keys: readonly string[], chosen: ReadonlySet<string>): Tick {
  const count = keys.filter((key) => chosen.has(key)).length;
  if (count === 0) return false;
  return count === keys.length ? true : "indeterminate";
}

function Box({
  id,
  label,
  checked,
  onChange,
  disabled,
  ariaLabel,
  describedBy,
  className,
  title,
  children,
}: {
  id: string;
  describedBy?: string;
  label: string;
  checked: Tick;
  onChange: (on: boolean) => void;
  disabled?: boolean;
  ariaLabel?: string;
  className?: string;
  title?: string;
  children?: React.ReactNode;
}) {
  return (
    <div className="flex items-start gap-2">
      <Checkbox
        id={id}
        className="mt-0.5"
        checked={checked}
        disabled={disabled}
        aria-label={ariaLabel}
        aria-describedby={describedBy}
        onCheckedChange={(on) => onChange(on === true)}
      />
      <label htmlFor={id} className={cn("text-sm", className)} title={title}>
        {label}
        {children}
      </label>
    </div>
  );
}

export function GroupedChecklist<K extends string>({
  id,
  groups,
  order,
  value,
  onChange,
  groupToggleLabel,
  allLabel,
  disabled = () => false,
  note,
  monospace = false,
}: GroupedChecklistProps<K>) {
  const chosen = new Set(value);
  const choosable = (keys: readonly K[]) => keys.filter((key) => !disabled(key));
  const set = (keys: readonly K[], on: boolean) => {
    const next = new Set(chosen);
    for (const key of keys) {
      if (on) next.add(key);
      else next.delete(key);
    }
    onChange(order.filter((key) => next.has(key)));
  };
  const everything = choosable(order);

  return (
    <div className="grid gap-3">
      {allLabel ? (
        <Box
          id={`${id}-all`}
          label={allLabel}
          checked={tickOf(everything, chosen)}
          onChange={(on) => set(everything, on)}
          className="font-medium"
        />
      ) : null}
      <div className="grid max-h-72 items-start gap-4 overflow-y-auto rounded-md border p-3 sm:grid-cols-2">
        {groups.map((group) => {
          const keys = choosable(group.items.map((item) => item.key));
          const hasDisabled = keys.length < group.items.length;
          const noteId = `${id}-${group.id}-note`;
          return (
            <div key={group.id} role="group" aria-label={group.label} className="grid content-start gap-1.5">
              <Box
                id={`${id}-${group.id}`}
                label={group.label}
                ariaLabel={groupToggleLabel(group.label)}
                checked={tickOf(keys, chosen)}
                disabled={keys.length === 0}
                onChange={(on) => set(keys, on)}
                className="font-medium"
              />
              {group.items.map((item) => {
                const off = disabled(item.key);
                return (
                  <div key={item.key} className="pl-6">
                    <Box
                      id={`${id}-${item.key}`}
                      label={item.label}
                      title={item.title}
                      checked={!off && chosen.has(item.key)}
                      disabled={off}
                      describedBy={off && note ? noteId : undefined}
                      onChange={(on) => set([item.key], on)}
                      className={monospace ? "font-mono text-xs" : undefined}
                    >
                      {off && note ? (
                        <Badge variant="outline" className="ml-2" title={note.text}>
                          {note.badge}
                        </Badge>
                      ) : null}
                    </Box>
                  </div>
                );
              })}
              {hasDisabled && note ? (
                <p id={noteId} className="text-muted-foreground pl-6 text-xs">
                  {note.text}
                </p>
              ) : null}
            </div>
          );
        })}
      </div>
    </div>
  );
}
