"use client";

// The Columns menu (fetched after hydration, list-view-menus.tsx): show or
// hide each column and move it up or down, with buttons a keyboard reaches
// (drag and drop alone would leave keyboard users out). The column naming
// the row stays, first.
import * as React from "react";
import { ArrowDown, ArrowUp } from "lucide-react";
import type { ColumnDef } from "@/components/data-table/data-table";
import { MenuButton } from "@/components/list-screen/list-view-menus";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Popover, PopoverContent, PopoverTrigger } from "@/components/ui/popover";
import { columnChoices, moveColumn, toggleColumn, type ColumnChoice } from "@/components/views/column-choices";
import { VIEW_MENU_LABELS } from "@/lib/views/list-view";
import { VIEW_TEXT } from "@/lib/views/messages";

export type ColumnsMenuProps = {
  /** The table's columns as designed, and the ones shown now in their order (null: all). */
  columns: ColumnDef<never>[];
  chosen: string[] | null;
  /** The shown columns in order, or null for every column as designed. */
  onChange: (columns: string[] | null) => void;
  defaultOpen: boolean;
};

type Move = { id: string; by: -1 | 1 };

/** After a move React re-inserts the row, which drops the focus: put it back on the same button (or its twin at an end). */
function useFocusAfterMove(list: React.RefObject<HTMLUListElement | null>, choices: ColumnChoice[]) {
  const moved = React.useRef<Move | null>(null);
  React.useEffect(() => {
    const move = moved.current;
    moved.current = null;
    const row = move && list.current?.querySelector(`[data-column="${CSS.escape(move.id)}"]`);
    if (!row) return;
    const buttons = [...row.querySelectorAll<HTMLButtonElement>("[data-move]:not(:disabled)")];
    (buttons.find((button) => button.dataset.move === String(move.by)) ?? buttons[0])?.focus();
  }, [list, choices]);
  return React.useCallback((move: Move) => void (moved.current = move), []);
}

/** Moves a column a place up (-1) or down (+1). */
function MoveButton({
  choice,
  by,
  disabled,
  onMove,
}: {
  choice: ColumnChoice;
  by: -1 | 1;
  disabled: boolean;
  onMove: () => void;
}) {
  return (
    <Button
      variant="ghost"
      size="icon"
      className="size-7"
      aria-label={by < 0 ? VIEW_TEXT.moveUp(choice.label) : VIEW_TEXT.moveDown(choice.label)}
      data-move={by}
      disabled={disabled}
      onClick={onMove}
    >
      {by < 0 ? <ArrowUp aria-hidden /> : <ArrowDown aria-hidden />}
    </Button>
  );
}

export function ColumnsMenu({ columns, chosen, onChange, defaultOpen }: ColumnsMenuProps) {
  const choices = columnChoices(columns, chosen);
  // Hidden columns have no place to move in: only the shown ones, among themselves, move.
  const lastShown = choices.findLastIndex((choice) => choice.shown);
  const list = React.useRef<HTMLUListElement>(null);
  const focusAfterMove = useFocusAfterMove(list, choices);
  const idPrefix = React.useId();
  const move = (id: string, by: -1 | 1) => {
    focusAfterMove({ id, by });
    onChange(moveColumn(choices, id, by));
  };

  return (
    <Popover defaultOpen={defaultOpen}>
      <PopoverTrigger asChild>
        <MenuButton>{VIEW_MENU_LABELS.columns}</MenuButton>
      </PopoverTrigger>
      <PopoverContent align="end" className="w-72 p-2" aria-label={VIEW_TEXT.columns}>
        <ul ref={list} className="flex flex-col">
          {choices.map((choice, index) => (
            <li key={choice.id} data-column={choice.id} className="flex items-center gap-2 px-1 py-0.5">
              <Checkbox
                id={`${idPrefix}-${choice.id}`}
                checked={choice.shown}
                disabled={choice.locked}
                onCheckedChange={(shown) => onChange(toggleColumn(choices, choice.id, shown))}
              />
              <label htmlFor={`${idPrefix}-${choice.id}`} className="flex-1 truncate text-sm">
                {choice.label}
              </label>
              <MoveButton
                choice={choice}
                by={-1}
                disabled={choice.locked || !choice.shown || index <= 1}
                onMove={() => move(choice.id, -1)}
              />
              <MoveButton
                choice={choice}
                by={1}
                disabled={choice.locked || !choice.shown || index >= lastShown}
                onMove={() => move(choice.id, 1)}
              />
            </li>
          ))}
        </ul>
        <Button variant="ghost" size="sm" className="mt-1 w-full" onClick={() => onChange(null)}>
          {VIEW_TEXT.showAll}
        </Button>
      </PopoverContent>
    </Popover>
  );
}
