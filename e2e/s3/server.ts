// A real S3-protocol server for the end-to-end tests: browsers PUT and GET
// bonus files on it with the panel's presigned URLs, across origins, so the
// buckets allow the panels' origins (CORS) as a real bucket must; one bucket per panel.
//   npx tsx e2e/s3/server.ts <panel origin>…
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import S3rver from "s3rver";
import { s3Bucket, S3_PORT } from "./settings";

const panelOrigins = process.argv.slice(2);
if (panelOrigins.length === 0) throw new Error("usage: tsx e2e/s3/server.ts <panel origin>…");

const corsFor = (panelOrigin: string) => `<CORSConfiguration>
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
  configureBuckets: panelOrigins.map((origin, index) => ({ name: s3Bucket(index), configs: [corsFor(origin)] })),
});
await server.run();
console.log(`s3rver on http://127.0.0.1:${S3_PORT}, buckets for ${panelOrigins.join(", ")}`);

async function stop() {
  await server.close();
  fs.rmSync(directory, { recursive: true, force: true });
  process.exit(0);
}
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => void stop());
