// A real S3-protocol server for the end-to-end tests: browsers PUT and GET
// bonus files on it with the panel's presigned URLs, across origins, so the
// bucket allows the panel's origin (CORS) as a real bucket must.
//   npx tsx e2e/s3/server.ts <panel origin>
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import S3rver from "s3rver";
import { S3_BUCKET, S3_PORT } from "./settings";

const panelOrigin = process.argv[2];
if (!panelOrigin) throw new Error("usage: tsx e2e/s3/server.ts <panel origin>");

const cors = `<CORSConfiguration>
  <CORSRule>
    <AllowedOrigin>${panelOrigin}</AllowedOrigin>
    <AllowedMethod>PUT</AllowedMethod>
    <AllowedMethod>GET</AllowedMethod>
    <AllowedHeader>*</AllowedHeader>
    <ExposeHeader>ETag</ExposeHeader>
  </CORSRule>
</CORSConfiguration>`;

const directory = fs.mkdtempSync(path.join(os.tmpdir(), "admin-panel-e2e-s3-"));
const server = new S3rver({
  address: "127.0.0.1",
  port: S3_PORT,
  silent: true,
  directory,
  configureBuckets: [{ name: S3_BUCKET, configs: [cors] }],
});
await server.run();
console.log(`s3rver on http://127.0.0.1:${S3_PORT}, bucket ${S3_BUCKET}`);

async function stop() {
  await server.close();
  fs.rmSync(directory, { recursive: true, force: true });
  process.exit(0);
}
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => void stop());
