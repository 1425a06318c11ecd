// Every permission the panel knows: an action on a resource. Routes declare the one they need, screens
// show only what the admin holds, tokens carry a subset of their creator's. Built-in roles and custom
// roles are sets of these; a superadmin holds every one and is never narrowed.
export const PERMISSION_GROUPS = {
  users: {
    label: "Users",
    actions: {
      read: "See users, their channels and profiles",
      email: "See email addresses (masked otherwise)",
      create: "Create users",
      ban: "Ban and unban users",
      delete: "Delete banned users",
      export: "Export users to CSV",
      admin_rights: "Grant and remove admin rights",
      change_id: "Change a user's id",
      take_control: "Take control of an account (read and send its messages)",
      reset_factors: "Reset an admin's second factors",
    },
  },
  channels: { label: "Channels", actions: { read: "See channels", delete: "Delete channels" } },
  features: { label: "Feature toggles", actions: { read: "See feature toggles", update: "Switch features" } },
  contacts: {
    label: "Contacts",
    actions: { read: "See contacts", update: "Create, edit, import and delete contacts", export: "Export contacts" },
  },
  companies: {
    label: "Companies",
    actions: { read: "See companies", update: "Create, edit, import and delete companies" },
  },
  deals: {
    label: "Deals",
    actions: { read: "See deals", update: "Create, edit, move and delete deals", export: "Export deals" },
  },
  activities: {
    label: "Activities",
    actions: { read: "See activities", update: "Create, edit and delete activities" },
  },
  roadmap: { label: "Roadmap", actions: { read: "See the roadmap", update: "Edit, reorder and delete roadmap items" } },
  shop: { label: "Shop", actions: { read: "See the shop", update: "Edit shop items and their bonus files" } },
  library: { label: "Library", actions: { read: "See the library", update: "Edit and delete library items" } },
  analytics: { label: "Dashboard", actions: { read: "See the dashboard's figures and charts" } },
  audit: { label: "Audit log", actions: { read: "See the audit log", export: "Export the audit log" } },
  trash: { label: "Trash", actions: { read: "See the trash", restore: "Restore", purge: "Delete forever" } },
  roles: { label: "Roles", actions: { manage: "Create, edit and give roles" } },
  tokens: { label: "API tokens", actions: { manage: "Create and revoke one's own API tokens" } },
  webhooks: { label: "Webhooks", actions: { manage: "Add, edit and retry webhooks" } },
} as const;

type Groups = typeof PERMISSION_GROUPS;
export type PermissionResource = keyof Groups;
export type Permission = {
  [R in PermissionResource]: `${R}.${Extract<keyof Groups[R]["actions"], string>}`;
}[PermissionResource];

/** Every permission, in the catalogue's order (the order screens show them in). */
export const PERMISSIONS: readonly Permission[] = Object.entries(PERMISSION_GROUPS).flatMap(([resource, group]) =>
  Object.keys(group.actions).map((action) => `${resource}.${action}` as Permission),
);

const PERMISSION_SET: ReadonlySet<string> = new Set(PERMISSIONS);

export function isPermission(value: string): value is Permission {
  return PERMISSION_SET.has(value);
}

/**
 * What only a superadmin may do, whatever a role says: SPEC gives Take Control and the management of
 * admins' access to superadmins alone, so no role (built-in or custom) and no token can hold these.
 */
export const SUPERADMIN_ONLY: ReadonlySet<Permission> = new Set<Permission>([
  "users.take_control",
  "users.reset_factors",
  "roles.manage",
]);

/** The permissions a role may be given: all but the superadmin-only ones. */
export const GRANTABLE_PERMISSIONS: readonly Permission[] = PERMISSIONS.filter(
  (permission) => !SUPERADMIN_ONLY.has(permission),
);

const READS = GRANTABLE_PERMISSIONS.filter((permission) => permission.endsWith(".read"));

export type BuiltInRoleKey = "superadmin" | "admin" | "moderator" | "viewer";

/** The built-in roles and what each holds. A superadmin holds every permission, superadmin-only ones included. */
export const BUILT_IN_ROLES: Record<
  BuiltInRoleKey,
  { name: string; description: string; permissions: readonly Permission[] }
> = {
  superadmin: {
    name: "Superadmin",
    description: "Everything, including Take Control and roles.",
    permissions: PERMISSIONS,
  },
  admin: {
    name: "Admin",
    description: "Runs the panel: users, CRM, content, features, exports, tokens and webhooks.",
    permissions: GRANTABLE_PERMISSIONS,
  },
  moderator: {
    name: "Moderator",
    description: "Handles the community's conduct: sees users with masked emails, bans and unbans, channels.",
    permissions: ["users.read", "users.ban", "channels.read", "channels.delete", "analytics.read"],
  },
  viewer: {
    name: "Viewer",
    description: "Sees everything an admin sees, changes nothing, exports nothing.",
    permissions: [...READS, "users.email"],
  },
};
