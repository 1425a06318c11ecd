/**
 * The words of a call the database could not serve (lib/api/database-unavailable.ts), which the panel shows once
 * for the whole outage (lib/api-client/database-outage-notice.ts) and on a screen it could not draw. Apart from the
 * server module: the client must not load Prisma. Their codes are DATABASE_UNAVAILABLE and DATABASE_BUSY (lib/api/error-codes.ts).
 */
export const DATABASE_UNAVAILABLE_MESSAGE = "The database is unavailable. Please try again in a moment.";
export const DATABASE_UNAVAILABLE_TITLE = "Database unavailable";
/** Every connection was in use for the whole wait: load, not an outage. */
export const DATABASE_BUSY_MESSAGE = "The server is busy. Please try again in a moment.";
export const DATABASE_BUSY_TITLE = "Server busy";
