// SPEC texts for the shop (§2, §4, §5, §8), word for word. Tests and UI share them.

export const SHOP_TEXT = {
  title: "Shop",
  subtitle: "Manage shop items and their bonus files",
  uncategorized: "Uncategorized",
  active: "Active",
  inactive: "Inactive",
  empty: "No shop items found. Create your first shop item to get started.",
  activeHint: "Fill all required fields (Name, Description, Price) to activate",
  bonusFilesDuringCreate: "Save the shop item first, then edit it to add bonus files.",
  noBonusFiles: "No bonus files yet.",
} as const;

/** SPEC §5: bonus files accept only these extensions. */
export const BONUS_FILE_EXTENSIONS = [".pdf", ".zip", ".mp4", ".mp3", ".doc", ".docx"] as const;

export const SHOP_ERRORS = {
  notFound: "Shop item not found",
} as const;

export const SHOP_VALIDATION = {
  nameRequired: "Name is required",
  nameTooLong: "Name must be at most 200 characters",
  descriptionRequired: "Description is required",
  descriptionTooLong: "Description must be at most 5000 characters",
  priceRequired: "Price is required",
  priceTooLong: "Price must be at most 50 characters",
  categoryInvalid: "Category must be text of at most 100 characters",
  tierInvalid: "Tier must be text of at most 50 characters",
  flagInvalid: (field: string) => `${field} must be true or false`,
  orderInvalid: "Order must be a whole number between -1000000 and 1000000",
  bulkIdsRequired: "At least one shop item ID is required",
  bulkIdsTooMany: "At most 5000 shop item IDs at once",
  searchTooLong: "Search must be at most 100 characters",
} as const;

/** SPEC §8: 'Success' with a message; on failure the server's message, else the fallback. */
export const SHOP_TOASTS = {
  create: {
    success: { title: "Success", description: "Shop item created successfully" },
    fallback: "Failed to create shop item",
  },
  update: {
    success: { title: "Success", description: "Shop item updated successfully" },
    fallback: "Failed to update shop item",
  },
  delete: {
    success: { title: "Success", description: "Shop item deleted successfully" },
    fallback: "Failed to delete shop item",
  },
  bulkDelete: {
    success: { title: "Success", description: "Shop items deleted successfully" },
    fallback: "Failed to delete shop items",
  },
} as const;

/** SPEC §5 bonus sizes: KB with one decimal (bytes / 1024). */
export const fileSizeKb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
