// Stands in for the panel server in tests/db/crash-safety.test.ts: signs in
// as the given admin and calls the bulk-delete route handler
// (DELETE /api/admin/users) as Next would, so the test can SIGKILL a process
// in the middle of one. Usage: bulk-delete-process.ts <adminId> <userId…>
// (DATABASE_URL and NEXTAUTH_SECRET from the environment).
import { DELETE } from "@/app/api/admin/users/route";
import { callRoute } from "./request";
import { sessionCookieFor } from "./session";

const [adminId, ...userIds] = process.argv.slice(2);
const cookie = await sessionCookieFor(adminId!);
console.log("deleting");
const response = await callRoute(DELETE, { method: "DELETE", cookie, body: { userIds } });
console.log(`done ${response.status} ${response.text}`);
process.exit(response.status === 200 ? 0 : 1);
