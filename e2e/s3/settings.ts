// The S3-protocol server (s3rver) that the end-to-end panel keeps bonus files in.
export const S3_PORT = Number(process.env.E2E_S3_PORT ?? 3120);
export const S3_BUCKET = "bonus-files";

/** The panel's storage settings for it (s3rver's fixed credentials). */
export const S3_ENV = {
  S3_BUCKET,
  S3_ENDPOINT: `http://127.0.0.1:${S3_PORT}`,
  S3_REGION: "us-east-1",
  S3_FORCE_PATH_STYLE: "true",
  S3_ACCESS_KEY_ID: "S3RVER",
  S3_SECRET_ACCESS_KEY: "S3RVER",
};
