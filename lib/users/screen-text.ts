// SPEC texts of the users screens, word for word (§2), apart from the API's
// errors and toasts (messages.ts) so that the list's first load carries only these.

export const USERS_TEXT = {
  title: "Users",
  subtitle: "Manage all users, roles, and access permissions",
  searchPlaceholder: "Search by name, email, or ID...",
  allUsers: "All Users",
  /** SPEC §2: "N users found". */
  countUnit: "users found",
  emptyTitle: "No users found",
  emptyHint: "Try adjusting your search or filters",
  createUser: "Create User",
  detailsTitle: "User Details",
  detailsSubtitle: "Manage user information and permissions",
  notFoundTitle: "User Not Found",
  notFoundText: "The user you're looking for doesn't exist.",
  notProvided: "Not provided",
  unknown: "Unknown",
  notAvailable: "N/A",
} as const;
