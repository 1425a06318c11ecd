import * as React from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { mergeSlotProps, Slot } from "@/components/ui/slot";

const h = React.createElement;

describe("Slot", () => {
  it("draws the child element with the slot's props merged in", () => {
    const markup = renderToStaticMarkup(
      h(
        Slot,
        { className: "h-8 px-2", "data-slot": "button", title: "slot" } as object,
        h("a", { href: "/users", className: "underline", title: "child" }, "Users"),
      ),
    );
    expect(markup).toBe('<a href="/users" class="h-8 px-2 underline" title="child" data-slot="button">Users</a>');
  });

  it("runs both handlers, the child's first, and keeps the child's result", () => {
    const calls: string[] = [];
    const merged = mergeSlotProps(
      { onClick: () => calls.push("slot"), onFocus: () => calls.push("slot focus") },
      { onClick: () => (calls.push("child"), "child's"), onKeyDown: () => calls.push("child key") },
    );
    expect((merged.onClick as () => unknown)()).toBe("child's");
    (merged.onFocus as () => void)();
    (merged.onKeyDown as () => void)();
    expect(calls).toEqual(["child", "slot", "slot focus", "child key"]);
  });

  it("keeps the slot's handler where the child's is left undefined", () => {
    const onClick = () => undefined;
    expect(mergeSlotProps({ onClick }, { onClick: undefined }).onClick).toBe(onClick);
  });

  it("merges styles and joins described-by ids; the child wins any other prop", () => {
    const merged = mergeSlotProps(
      { style: { color: "red", margin: 0 }, "aria-describedby": "hint", id: "slot", disabled: true },
      { style: { color: "blue" }, "aria-describedby": "error  hint", id: "child" },
    );
    expect(merged).toEqual({
      style: { color: "blue", margin: 0 },
      "aria-describedby": "error hint",
      id: "child",
      disabled: true,
    });
  });

  it("hands the element to both refs, and takes it back through each one's cleanup", () => {
    const slotRef = React.createRef<HTMLElement>();
    const calls: string[] = [];
    const childRef = (attached: HTMLElement | null) => {
      calls.push(attached ? "attached" : "null");
      return () => void calls.push("cleanup");
    };
    const node = {} as HTMLElement;
    let detach: unknown;
    // A child component receives the composed ref as a prop (React 19) and attaches it at once.
    function Child({ ref }: { ref?: (node: HTMLElement | null) => unknown }) {
      detach = ref?.(node);
      return null;
    }
    renderToStaticMarkup(h(Slot, { ref: slotRef } as object, h(Child, { ref: childRef } as object)));
    expect([slotRef.current, calls]).toEqual([node, ["attached"]]);
    (detach as () => void)();
    expect([slotRef.current, calls]).toEqual([null, ["attached", "cleanup"]]);
  });
});
