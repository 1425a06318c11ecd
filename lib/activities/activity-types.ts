// SPEC's activity types, apart from the zod schemas: the type filter needs them in the browser's first load.
export const ACTIVITY_TYPES = ["task", "note", "call", "email", "meeting"] as const;
export type ActivityTypeValue = (typeof ACTIVITY_TYPES)[number];
