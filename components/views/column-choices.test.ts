import type { ColumnDef } from "@/components/data-table/data-table";
import { shownColumns } from "@/components/data-table/column-order";
import { columnChoices, moveColumn, toggleColumn } from "@/components/views/column-choices";

const column = (id: string): ColumnDef<{ id: string }> => ({ id, header: id.toUpperCase(), cell: () => null });
const columns = ["user", "email", "role", "joined"].map(column);
const ids = (shown: ColumnDef<{ id: string }>[]) => shown.map((each) => each.id);

describe("column order", () => {
  it("shows every column when none were chosen, else the chosen ones in order with the naming column first", () => {
    expect(ids(shownColumns(columns, null))).toEqual(["user", "email", "role", "joined"]);
    expect(ids(shownColumns(columns, ["joined", "email"]))).toEqual(["user", "joined", "email"]);
    expect(ids(shownColumns(columns, ["role", "nope", "user"]))).toEqual(["user", "role"]);
  });

  it("lists shown columns first, then hidden ones; the naming column is locked", () => {
    const choices = columnChoices(columns, ["joined", "email"]);
    expect(choices.map((choice) => [choice.id, choice.shown, choice.locked])).toEqual([
      ["user", true, true],
      ["joined", true, false],
      ["email", true, false],
      ["role", false, false],
    ]);
    expect(choices[1]!.label).toBe("JOINED");
  });

  it("hides and shows a column, never the naming one, and says null when all are back in their order", () => {
    const all = columnChoices(columns, null);
    expect(toggleColumn(all, "email", false)).toEqual(["user", "role", "joined"]);
    expect(toggleColumn(all, "user", false)).toBeNull();
    expect(toggleColumn(columnChoices(columns, ["email", "role", "joined"]), "user", true)).toBeNull();
    expect(toggleColumn(columnChoices(columns, ["email", "role"]), "joined", true)).toBeNull();
  });

  it("moves a column up or down, keeping the naming column first, and keeps a changed order", () => {
    const all = columnChoices(columns, null);
    expect(moveColumn(all, "email", 1)).toEqual(["user", "role", "email", "joined"]);
    expect(moveColumn(all, "email", -1)).toBeNull();
    expect(moveColumn(all, "joined", 1)).toBeNull();
    expect(moveColumn(columnChoices(columns, ["role", "email", "joined"]), "email", -1)).toBeNull();
  });
});
