import { FEATURES } from "@/lib/feature-toggles/keys";
import { NAV_GROUPS, isActiveItem, isActivePath, visibleNavGroups } from "@/components/layout/navigation";

const allEnabled = FEATURES.map((feature) => ({ ...feature, isEnabled: true }));
const disable = (...keys: string[]) =>
  allEnabled.map((toggle) => (keys.includes(toggle.featureKey) ? { ...toggle, isEnabled: false } : toggle));
const titles = (groups: ReturnType<typeof visibleNavGroups>) =>
  groups.flatMap((group) => group.items.map((item) => item.title));

describe("navigation", () => {
  it("lists SPEC's groups and routes in order", () => {
    expect(NAV_GROUPS.map((group) => [group.label, group.items.map((item) => `${item.title} ${item.href}`)])).toEqual([
      ["Navigation", ["Dashboard /", "Users /users", "Channels /channels", "Admin Tools /admin-tools"]],
      ["CRM", ["Contacts /crm/contacts", "Companies /crm/companies", "Deals /crm/deals", "Activities /crm/activities"]],
      ["Content Management", ["Roadmap /content/roadmap", "Shop /content/shop", "Library /content/library"]],
    ]);
    expect(NAV_GROUPS.map((group) => group.skeletonCount)).toEqual([4, 4, 3]);
  });

  it("hides an item whose toggle is disabled and shows one with no toggle at all", () => {
    expect(titles(visibleNavGroups(disable("channels")))).not.toContain("Channels");
    expect(titles(visibleNavGroups([]))).toHaveLength(11);
  });

  it("always shows Admin Tools, even when its toggle is disabled", () => {
    expect(titles(visibleNavGroups(disable("admin_tools")))).toContain("Admin Tools");
  });

  it("drops a group with no visible item", () => {
    const groups = visibleNavGroups(disable("content_roadmap", "content_shop", "content_library"));
    expect(groups.map((group) => group.label)).toEqual(["Navigation", "CRM"]);
  });

  it("marks the item matching the current path", () => {
    expect(isActivePath("/", "/")).toBe(true);
    expect(isActivePath("/", "/users")).toBe(false);
    expect(isActivePath("/users", "/users/abc")).toBe(true);
    expect(isActivePath("/users", "/users-archive")).toBe(false);
    expect(isActivePath("/crm/deals", "/crm/deals")).toBe(true);
  });

  it("shows the Trash below Admin Tools, and marks only the Trash on its screen", () => {
    const adminTools = NAV_GROUPS[0]!.items.find((item) => item.key === "admin_tools")!;
    expect(adminTools.below).toEqual([{ key: "trash", title: "Trash", href: "/admin-tools/trash" }]);
    expect(isActiveItem(adminTools, "/admin-tools")).toBe(true);
    expect(isActiveItem(adminTools, "/admin-tools/audit")).toBe(true);
    expect(isActiveItem(adminTools, "/admin-tools/trash")).toBe(false);
  });
});
