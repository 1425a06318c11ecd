import { apiRoute } from "@/lib/api/route";

/** SPEC §7 Auth: the signed-in user, 401 when signed out. */
export const GET = apiRoute({ summary: "The signed-in user", access: "signed-in" }, async ({ user }) => user);
