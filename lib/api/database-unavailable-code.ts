/**
 * The refusal code of a call the database could not serve (lib/api/database-unavailable.ts), which
 * the panel's client matches (lib/api-client/errors.ts, lib/query-client.ts) to tell the admin once for the
 * whole outage. Apart from the server module: the client must not load Prisma.
 */
export const DATABASE_UNAVAILABLE = "database_unavailable";
export const DATABASE_UNAVAILABLE_MESSAGE = "The database is unavailable. Please try again in a moment.";
export const DATABASE_UNAVAILABLE_TITLE = "Database unavailable";
