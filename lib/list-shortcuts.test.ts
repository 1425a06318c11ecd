import { isTypingInto, listAction, rowIndexAfter } from "@/lib/list-shortcuts";

const press = (
  key: string,
  modifiers: Partial<Record<"ctrlKey" | "metaKey" | "altKey" | "isComposing", boolean>> = {},
) => ({
  key,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  isComposing: false,
  ...modifiers,
});

describe("listAction", () => {
  it.each([
    ["/", "search"],
    ["j", "next"],
    ["k", "previous"],
    ["x", "toggle"],
    ["Enter", "open"],
    ["?", "help"],
  ])("%s asks for %s", (key, action) => {
    expect(listAction(press(key))).toBe(action);
  });

  it("ignores other keys, and capitals (Shift+J is not j)", () => {
    expect(listAction(press("J"))).toBeNull();
    expect(listAction(press("a"))).toBeNull();
    expect(listAction(press("Escape"))).toBeNull();
  });

  it.each(["ctrlKey", "metaKey", "altKey", "isComposing"] as const)("leaves a press with %s alone", (modifier) => {
    expect(listAction(press("k", { [modifier]: true }))).toBeNull();
    expect(listAction(press("/", { [modifier]: true }))).toBeNull();
  });
});

describe("isTypingInto", () => {
  it("is true for text fields, selects, text areas and editable content", () => {
    expect(isTypingInto({ tagName: "INPUT", type: "search" })).toBe(true);
    expect(isTypingInto({ tagName: "INPUT", type: "text" })).toBe(true);
    expect(isTypingInto({ tagName: "INPUT", type: "email" })).toBe(true);
    expect(isTypingInto({ tagName: "TEXTAREA" })).toBe(true);
    expect(isTypingInto({ tagName: "SELECT" })).toBe(true);
    expect(isTypingInto({ tagName: "DIV", isContentEditable: true })).toBe(true);
  });

  it("is false for buttons, links, rows and inputs that take no text", () => {
    expect(isTypingInto({ tagName: "BUTTON" })).toBe(false);
    expect(isTypingInto({ tagName: "A" })).toBe(false);
    expect(isTypingInto({ tagName: "TR" })).toBe(false);
    expect(isTypingInto({ tagName: "INPUT", type: "checkbox" })).toBe(false);
    expect(isTypingInto({ tagName: "DIV", isContentEditable: false })).toBe(false);
  });
});

describe("rowIndexAfter", () => {
  it("starts at the first row, whichever way", () => {
    expect(rowIndexAfter(-1, 3, 1)).toBe(0);
    expect(rowIndexAfter(-1, 3, -1)).toBe(0);
  });

  it("moves one row and stops at either end", () => {
    expect(rowIndexAfter(0, 3, 1)).toBe(1);
    expect(rowIndexAfter(1, 3, -1)).toBe(0);
    expect(rowIndexAfter(2, 3, 1)).toBe(2);
    expect(rowIndexAfter(0, 3, -1)).toBe(0);
  });
});
