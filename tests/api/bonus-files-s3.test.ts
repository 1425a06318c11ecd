// Bonus files on a real S3-protocol server (s3rver, started here): presigned
// PUT and GET over HTTP, objects inspected and deleted through the AWS SDK.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import S3rver from "s3rver";
import { bonusFileStorageScenarios } from "../helpers/bonus-file-scenarios";
import { httpTransport } from "../helpers/bonus-files";

const BUCKET = "bonus-files";
let server: S3rver;
let directory: string;

beforeAll(async () => {
  directory = fs.mkdtempSync(path.join(os.tmpdir(), "admin-panel-s3rver-"));
  server = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: BUCKET, configs: [] }],
  });
  const { port } = await server.run();
  Object.assign(process.env, {
    S3_BUCKET: BUCKET,
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_REGION: "us-east-1",
    S3_FORCE_PATH_STYLE: "true",
    // s3rver's fixed credentials.
    S3_ACCESS_KEY_ID: "S3RVER",
    S3_SECRET_ACCESS_KEY: "S3RVER",
  });
});

afterAll(async () => {
  await server.close();
  fs.rmSync(directory, { recursive: true, force: true });
});

describe("bonus files in an S3-compatible store", () => {
  it("hands out presigned URLs of the store itself, signed for the exact size and type", async () => {
    const { createItem, bonusApi } = await import("../helpers/bonus-files");
    const item = await createItem();
    const answer = (await bonusApi.uploadUrl(item.id, { fileName: "a.pdf", fileSize: 123 })).json() as {
      url: string;
      headers: Record<string, string>;
    };
    expect(answer.headers).toEqual({ "Content-Type": "application/pdf", "If-None-Match": "*" });
    const url = new URL(answer.url);
    expect(url.origin).toBe(process.env.S3_ENDPOINT);
    expect(url.pathname).toBe(`/${BUCKET}/shop-bonuses/${item.id}/a.pdf`);
    // Size, type and the conditional write (no PUT over stored bytes) are part of the signature.
    expect(url.searchParams.get("X-Amz-SignedHeaders")).toBe("content-length;content-type;host;if-none-match");
    expect(Number(url.searchParams.get("X-Amz-Expires"))).toBe(900);
  });

  bonusFileStorageScenarios(httpTransport);
});
