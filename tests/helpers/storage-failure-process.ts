// Saves a bonus file's details (POST /api/admin/shop/{id}/bonuses/upload, the route handler called as Next
// would) in a process of its own, for tests/api/database-outage.test.ts: under Jest, the S3 client's failures
// lose their socket code (its retry wraps an error of another realm), so only a plain Node process sees the
// error the server sees. Usage: storage-failure-process.ts <itemId> (DATABASE_URL, NEXTAUTH_SECRET and the S3_*
// settings from the environment).
import { POST } from "@/app/api/admin/shop/[id]/bonuses/upload/route";
import { bonusStorageKey } from "@/lib/bonus-files/schema";
import { callRoute } from "./request";
import { cookieFor } from "./session";

const [itemId] = process.argv.slice(2) as [string];
const fileName = "notes.pdf";
const response = await callRoute(POST, {
  method: "POST",
  cookie: await cookieFor("admin"),
  params: { id: itemId },
  path: `/api/admin/shop/${itemId}/bonuses/upload`,
  body: { files: [{ fileName, storageKey: bonusStorageKey(itemId, fileName), fileSize: 10 }] },
});
console.log(`answer ${response.status} ${response.headers.get("x-error-code") ?? "uncoded"}`);
process.exit(0);
