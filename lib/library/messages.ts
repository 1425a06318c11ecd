// SPEC texts for the library of user purchases (§2, §4, §5, §8), word for word. Tests and UI share them.

export const LIBRARY_TEXT = {
  title: "Library",
  subtitle: "Manage user purchases",
  empty: "No user purchases found. Add purchases to populate the library.",
  bonusesReleased: "Bonuses Released",
  releaseBonuses: "Release Bonuses",
  addPurchase: "Add Purchase",
  /** SPEC's "N purchase(s)". */
  countUnit: "purchase(s)",
} as const;

export const LIBRARY_ERRORS = {
  notFound: "Purchase not found",
  userNotFound: "User not found",
  shopItemNotFound: "Shop item not found",
  /** A second release is refused rather than ignored (docs/decisions/content.md). */
  alreadyReleased: "Bonuses have already been released",
  noBonuses: "This item has no bonuses to release",
} as const;

export const LIBRARY_VALIDATION = {
  userIdRequired: "User is required",
  shopItemIdRequired: "Shop item is required",
  purchaseIdsRequired: "At least one purchase ID is required",
  tooManyPurchaseIds: "At most 5000 purchase IDs can be deleted at once",
  searchTooLong: "Search must be at most 100 characters",
} as const;

const SUCCESS = "Success";

/** SPEC §8: 'Success' with the message; on failure SPEC's text. */
export const LIBRARY_TOASTS = {
  create: {
    success: { title: SUCCESS, description: "User purchase created successfully" },
    fallback: "Failed to create user purchase",
  },
  update: {
    success: { title: SUCCESS, description: "User purchase updated successfully" },
    fallback: "Failed to update user purchase",
  },
  delete: {
    success: { title: SUCCESS, description: "User purchase deleted successfully" },
    fallback: "Failed to delete user purchase",
  },
  bulkDelete: {
    success: { title: SUCCESS, description: "Purchases deleted successfully" },
    fallback: "Failed to delete purchases",
  },
  release: {
    success: { title: SUCCESS, description: "Bonuses released successfully" },
    fallback: "Failed to release bonuses",
  },
} as const;
