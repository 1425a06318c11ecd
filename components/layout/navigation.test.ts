import { FEATURES } from "@/lib/feature-toggles/keys";
import { NAV_GROUPS, isActiveItem, isActivePath, visibleNavGroups } from "@/components/layout/navigation";
import { visibleScreens } from "@/components/command-palette/palette-screens";
import { BUILT_IN_ROLES, type BuiltInRoleKey, type Permission } from "@/lib/permissions/catalogue";

const allEnabled = FEATURES.map((feature) => ({ ...feature, isEnabled: true }));
const disable = (...keys: string[]) =>
  allEnabled.map((toggle) => (keys.includes(toggle.featureKey) ? { ...toggle, isEnabled: false } : toggle));
const titles = (groups: ReturnType<typeof visibleNavGroups>) =>
  groups.flatMap((group) => group.items.map((item) => item.title));
const canAll = () => true;
const roleCan = (role: BuiltInRoleKey) => (permission: Permission) =>
  BUILT_IN_ROLES[role].permissions.includes(permission);

describe("navigation", () => {
  it("lists SPEC's groups and routes in order", () => {
    expect(NAV_GROUPS.map((group) => [group.label, group.items.map((item) => `${item.title} ${item.href}`)])).toEqual([
      ["Navigation", ["Dashboard /", "Users /users", "Channels /channels", "Admin Tools /admin-tools"]],
      ["CRM", ["Contacts /crm/contacts", "Companies /crm/companies", "Deals /crm/deals", "Activities /crm/activities"]],
      ["Content Management", ["Roadmap /content/roadmap", "Shop /content/shop", "Library /content/library"]],
      ["Moderation", ["Reports /moderation", "Messages /moderation/messages"]],
    ]);
    expect(NAV_GROUPS.map((group) => group.skeletonCount)).toEqual([4, 4, 3, 2]);
  });

  it("hides an item whose toggle is disabled and shows one with no toggle at all", () => {
    expect(titles(visibleNavGroups(disable("channels"), canAll))).not.toContain("Channels");
    expect(titles(visibleNavGroups([], canAll))).toHaveLength(13);
  });

  it("always shows Admin Tools, even when its toggle is disabled", () => {
    expect(titles(visibleNavGroups(disable("admin_tools"), canAll))).toContain("Admin Tools");
  });

  it("drops a group with no visible item", () => {
    const groups = visibleNavGroups(disable("content_roadmap", "content_shop", "content_library"), canAll);
    expect(groups.map((group) => group.label)).toEqual(["Navigation", "CRM", "Moderation"]);
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
    expect(adminTools.below).toEqual([
      { key: "trash", title: "Trash", href: "/admin-tools/trash", permission: "trash.read" },
    ]);
    expect(isActiveItem(adminTools, "/admin-tools")).toBe(true);
    expect(isActiveItem(adminTools, "/admin-tools/audit")).toBe(true);
    expect(isActiveItem(adminTools, "/admin-tools/trash")).toBe(false);
    // A sibling inside this item's path is its own screen.
    const moderation = NAV_GROUPS.find((group) => group.label === "Moderation")!.items;
    const [reports, messages] = moderation;
    expect(isActiveItem(reports!, "/moderation", moderation)).toBe(true);
    expect(isActiveItem(reports!, "/moderation/messages", moderation)).toBe(false);
    expect(isActiveItem(messages!, "/moderation/messages", moderation)).toBe(true);
  });

  it("lists only the screens a Moderator may read: no CRM, no content, no Admin Tools", () => {
    const groups = visibleNavGroups(allEnabled, roleCan("moderator"));
    expect(groups.map((group) => group.label)).toEqual(["Navigation", "Moderation"]);
    expect(titles(groups)).toEqual(["Dashboard", "Users", "Channels", "Reports", "Messages"]);
  });

  it("lists every screen for a Viewer, the Trash below Admin Tools included", () => {
    const groups = visibleNavGroups(allEnabled, roleCan("viewer"));
    expect(titles(groups)).toHaveLength(13);
    const adminTools = groups[0]!.items.find((item) => item.key === "admin_tools")!;
    expect(adminTools.below?.map((sub) => sub.title)).toEqual(["Trash"]);
  });

  it("drops a screen below another without its own read, keeping the one above", () => {
    const withoutTrash = (permission: Permission) => permission !== "trash.read";
    const adminTools = visibleNavGroups(allEnabled, withoutTrash)[0]!.items.find((item) => item.key === "admin_tools")!;
    expect(adminTools.below).toEqual([]);
  });

  it("offers in the command palette only the screens the role may read", () => {
    const screens = (can: (permission: Permission) => boolean) => visibleScreens(allEnabled, can).map((s) => s.title);
    expect(screens(roleCan("moderator"))).toEqual(["Dashboard", "Users", "Channels", "Reports", "Messages", "Trash"]);
    expect(screens((permission) => permission === "audit.read")).toEqual(["Dashboard", "Audit Log"]);
    expect(screens(canAll)).toEqual(expect.arrayContaining(["Contacts", "Audit Log", "Trash"]));
  });
});
