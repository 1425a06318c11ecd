// SPEC texts for the roadmap (§2, §4, §5, §8), word for word. Tests and UI share them.

export const ROADMAP_STATUSES = ["upcoming", "in_progress", "completed"] as const;
export type RoadmapStatusValue = (typeof ROADMAP_STATUSES)[number];

/** SPEC §4: in_progress is displayed 'In Progress'. */
export const ROADMAP_STATUS_LABELS: Record<RoadmapStatusValue, string> = {
  upcoming: "Upcoming",
  in_progress: "In Progress",
  completed: "Completed",
};

/** The most items the roadmap holds: the list answers them all at once, and a reorder saves them all. */
export const MAX_ROADMAP_ITEMS = 1000;

export const ROADMAP_TEXT = {
  title: "Roadmap",
  empty: "No roadmap items found. Create your first roadmap item to get started.",
  noDate: "TBD",
} as const;

export const ROADMAP_ERRORS = {
  notFound: "Roadmap item not found",
  full: `The roadmap holds at most ${MAX_ROADMAP_ITEMS} items`,
  reorderStale: "The roadmap has changed since it was loaded. Reload and try again.",
} as const;

export const ROADMAP_VALIDATION = {
  titleRequired: "Title is required",
  titleTooLong: "Title must be at most 200 characters",
  descriptionTooLong: "Description must be at most 5000 characters",
  statusInvalid: "Status must be one of upcoming, in_progress or completed",
  dateTooLong: "Date must be text of at most 100 characters",
  orderInvalid: "Order must be a whole number between -1000000 and 1000000",
  itemIdsRequired: "At least one roadmap item ID is required",
  tooManyIds: `At most ${MAX_ROADMAP_ITEMS} roadmap item IDs are allowed`,
  duplicateIds: "Each roadmap item ID may appear only once",
} as const;

/** SPEC §8: 'Success' with these messages; on failure the fallback. */
export const ROADMAP_TOASTS = {
  create: { success: "Roadmap item created successfully", fallback: "Failed to create roadmap item" },
  update: { success: "Roadmap item updated successfully", fallback: "Failed to update roadmap item" },
  delete: { success: "Roadmap item deleted successfully", fallback: "Failed to delete roadmap item" },
  bulkDelete: { success: "Roadmap items deleted successfully", fallback: "Failed to delete roadmap items" },
  // Beyond SPEC: the drag-and-drop reorder.
  reorder: { success: "Roadmap order saved", fallback: "Failed to reorder roadmap items" },
} as const;

export const SUCCESS_TITLE = "Success";
