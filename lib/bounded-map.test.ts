import { BoundedMap } from "@/lib/bounded-map";

describe("BoundedMap", () => {
  it("drops the oldest entry once full, and not when a kept key is set again", () => {
    const map = new BoundedMap<string, number>(2);
    map.set("a", 1).set("b", 2).set("b", 3);
    expect([...map]).toEqual([
      ["a", 1],
      ["b", 3],
    ]);
    map.set("c", 4);
    expect([...map]).toEqual([
      ["b", 3],
      ["c", 4],
    ]);
  });
});
