import { clearAllRecent, RECENT_STORAGE_PREFIX, recentStorageKey } from "@/lib/command-palette/recent-keys";
import {
  RECENT_LIMIT,
  addRecent,
  forgetRecent,
  loadRecent,
  parseRecent,
  rememberRecent,
  type RecentItem,
} from "@/lib/command-palette/recent-items";

/** A real in-memory Storage stand-in: getItem and setItem over a Map. */
function memoryStorage() {
  const values = new Map<string, string>();
  return {
    values,
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  };
}

const user = (id: string): RecentItem => ({ kind: "user", id, title: `User ${id}` });
const screen = (href: string): RecentItem => ({ kind: "screen", href, title: href });

describe("recent items", () => {
  it("puts the newest first, once, and keeps at most the limit", () => {
    let items: RecentItem[] = [];
    for (const id of ["a", "b", "c", "a"]) items = addRecent(items, user(id));
    expect(items.map((item) => item.kind === "user" && item.id)).toEqual(["a", "c", "b"]);
    // A screen and a user never collide, even with the same text.
    expect(addRecent([user("/users")], screen("/users"))).toHaveLength(2);
    for (let index = 0; index < 10; index++) items = addRecent(items, user(`u${index}`));
    expect(items).toHaveLength(RECENT_LIMIT);
  });

  it("drops stored text it cannot read instead of trusting it", () => {
    expect(parseRecent(null)).toEqual([]);
    expect(parseRecent("not json")).toEqual([]);
    expect(parseRecent('{"kind":"user"}')).toEqual([]);
    const stored = JSON.stringify([
      user("a"),
      { kind: "user", id: "", title: "no id" },
      { kind: "screen", href: "https://elsewhere.example", title: "off-site" },
      { kind: "plugin", id: "x", title: "unknown kind" },
      screen("/crm/deals"),
    ]);
    expect(parseRecent(stored)).toEqual([user("a"), screen("/crm/deals")]);
  });

  it("keeps each admin's list under their own namespaced key, and forgets what no longer resolves", () => {
    const storage = memoryStorage();
    rememberRecent(storage, "admin-1", user("a"));
    rememberRecent(storage, "admin-1", screen("/channels"));
    rememberRecent(storage, "admin-2", user("b"));
    expect([...storage.values.keys()]).toEqual([recentStorageKey("admin-1"), recentStorageKey("admin-2")]);
    expect(recentStorageKey("admin-1")).toMatch(/^admin-panel:command-palette:recent:/);
    expect(loadRecent(storage, "admin-1")).toEqual([screen("/channels"), user("a")]);
    expect(forgetRecent(storage, "admin-1", new Set(["user:a"]))).toEqual([screen("/channels")]);
    expect(loadRecent(storage, "admin-1")).toEqual([screen("/channels")]);
  });

  it("works without storage, and when storage refuses", () => {
    expect(loadRecent(undefined, "admin-1")).toEqual([]);
    const refusing = {
      getItem: () => {
        throw new Error("SecurityError");
      },
      setItem: () => {
        throw new Error("QuotaExceededError");
      },
    };
    expect(rememberRecent(refusing, "admin-1", user("a"))).toEqual([user("a")]);
  });
});

describe("clearAllRecent", () => {
  it("removes every admin's trail and nothing else", () => {
    const values = new Map([
      [recentStorageKey("a1"), "[]"],
      [recentStorageKey("a2"), "[]"],
      ["theme", "dark"],
    ]);
    const storage = {
      get length() {
        return values.size;
      },
      key: (index: number) => [...values.keys()][index] ?? null,
      removeItem: (key: string) => void values.delete(key),
    };
    clearAllRecent(RECENT_STORAGE_PREFIX, storage);
    expect([...values.keys()]).toEqual(["theme"]);
  });
});
