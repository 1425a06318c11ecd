// The S3-protocol server (s3rver) that the end-to-end panels keep bonus files in:
// one bucket per panel, as each panel has a database of its own (the storage
// sweep deletes the objects its own database does not name).
export const S3_PORT = Number(process.env.E2E_S3_PORT ?? 3120);

export const s3Bucket = (panelIndex: number) => `bonus-files-${panelIndex}`;

/** A panel's storage settings for it (s3rver's fixed credentials). */
export function s3Env(panelIndex: number) {
  return {
    S3_BUCKET: s3Bucket(panelIndex),
    S3_ENDPOINT: `http://127.0.0.1:${S3_PORT}`,
    S3_REGION: "us-east-1",
    S3_FORCE_PATH_STYLE: "true",
    S3_ACCESS_KEY_ID: "S3RVER",
    S3_SECRET_ACCESS_KEY: "S3RVER",
  };
}
