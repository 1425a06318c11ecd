// Shared by the server layout (reads it) and the sidebar (writes it): a plain
// module, because constants imported from a client module are not their values on the server.
export const SIDEBAR_COOKIE_NAME = "sidebar_state";
export const SIDEBAR_COOKIE_MAX_AGE = 60 * 60 * 24 * 7;
