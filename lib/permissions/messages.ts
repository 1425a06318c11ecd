// Every word the panel says about permissions, in one place: each resource's name and each action's sentence (the
// catalogue's keys come from here: catalogue.ts), the refusal, the validation of a permission list, the checklist the
// role and token forms share, and the screen an admin sees without the permission. Client-safe: it imports nothing.

/** Each resource with its name and each action with its sentence; catalogue.ts makes the permissions of these keys. */
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
  sanctions: {
    label: "Sanctions",
    actions: {
      read: "See users' sanctions (warnings, mutes, suspensions, bans)",
      manage: "Warn, mute and suspend users, lift sanctions and mark them issued in error (a ban also needs users.ban)",
      configure: "Change the sanction ladder",
    },
  },
  restrictions: {
    label: "Restrictions feed",
    actions: { read: "Read which users are muted, suspended or banned (the chat app's feed, for API tokens)" },
  },
  channels: { label: "Channels", actions: { read: "See channels", delete: "Delete channels" } },
  notes: {
    label: "Staff notes",
    actions: { read: "See staff notes on users", update: "Write staff notes, and edit and delete one's own" },
  },
  messages: {
    label: "Messages",
    actions: {
      read: "Search channel messages (authors' emails masked without users.email)",
      delete: "Delete channel messages",
    },
  },
  reports: {
    label: "Reports",
    actions: {
      read: "See the reports inbox: reported messages and members, and who reported them",
      manage: "Claim and resolve reported items (dismiss, delete the message)",
      create: "File members' reports (the chat app's token)",
    },
  },
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

/** The refusal of everything an admin's role does not allow (403, X-Error-Code: permission_denied). */
export const PERMISSION_DENIED_MESSAGE = "You do not have permission to do this";

/** A list of permissions as roles and tokens are given it (permissionListSchema). */
export const PERMISSION_VALIDATION = {
  invalid: "Permissions must be a list of permission names",
  unknown: (name: string) => `Unknown permission: ${name}`,
  superadminOnly: (name: string) => `${name} can only be held by a superadmin: no role or token can be given it`,
  required: "Choose at least one permission",
} as const;

/** The permission checklist of the role and token forms. */
export const PERMISSION_TEXT = {
  label: "Permissions",
  selectAll: (resource: string) => `All ${resource} permissions`,
  superadminOnly: "Superadmins only",
  superadminOnlyNote: "Only a superadmin holds this: no role can.",
} as const;

/** What a screen shows an admin whose role does not let them see it (docs/decisions/screens.md). */
export const NO_PERMISSION_TEXT = {
  title: "You do not have permission to see this page",
  description: "Your role does not include this screen. Ask a superadmin if you need it.",
  action: "Back to Dashboard",
  /** The tooltip of a control shown but not usable (a feature switch without features.update). */
  notAllowed: "Your role does not allow this",
};
