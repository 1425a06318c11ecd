// Bonus-file calls for the API tests, and the two ways bytes reach a store:
// the local folder store's own route, called in-process like every handler,
// or a real HTTP request to a presigned S3 URL.
import { GET as listRoute } from "@/app/api/admin/shop/[id]/bonuses/route";
import { POST as saveRoute } from "@/app/api/admin/shop/[id]/bonuses/upload/route";
import { POST as uploadUrlRoute } from "@/app/api/admin/shop/[id]/bonuses/upload-url/route";
import { DELETE as deleteRoute } from "@/app/api/admin/shop/[id]/bonuses/[fileId]/route";
import { POST as confirmRoute } from "@/app/api/admin/shop/[id]/bonuses/[fileId]/confirm/route";
import { GET as downloadRoute } from "@/app/api/admin/shop/[id]/bonuses/[fileId]/download/route";
import { GET as storageGetRoute, PUT as storagePutRoute } from "@/app/api/storage/[...key]/route";
import type { UploadUrlAnswer } from "@/lib/bonus-files/schema";
import { NextRequest } from "next/server";
import { db } from "@/lib/db";
import { callRoute } from "./request";
import { cookieFor } from "./session";
import { TEST_ORIGIN } from "./constants";
import { uniqueTag } from "./fixtures";

export { SAMPLES } from "./sample-files";

const base = (itemId: string) => `/api/admin/shop/${itemId}/bonuses`;

export async function createItem() {
  return db.shopItem.create({
    data: { name: `Bonus item ${uniqueTag()}`, description: "With files", price: "$5", hasBonuses: true },
  });
}

export const bonusApi = {
  list: async (itemId: string) =>
    callRoute(listRoute, { cookie: await cookieFor("admin"), params: { id: itemId }, path: base(itemId) }),
  uploadUrl: async (itemId: string, body: unknown) =>
    callRoute(uploadUrlRoute, {
      method: "POST",
      cookie: await cookieFor("admin"),
      params: { id: itemId },
      path: `${base(itemId)}/upload-url`,
      body,
    }),
  save: async (itemId: string, body: unknown) =>
    callRoute(saveRoute, {
      method: "POST",
      cookie: await cookieFor("admin"),
      params: { id: itemId },
      path: `${base(itemId)}/upload`,
      body,
    }),
  confirm: async (itemId: string, fileId: string) =>
    callRoute(confirmRoute, {
      method: "POST",
      cookie: await cookieFor("admin"),
      params: { id: itemId, fileId },
      path: `${base(itemId)}/${fileId}/confirm`,
    }),
  download: async (itemId: string, fileId: string) =>
    callRoute(downloadRoute, {
      cookie: await cookieFor("admin"),
      params: { id: itemId, fileId },
      path: `${base(itemId)}/${fileId}/download`,
    }),
  remove: async (itemId: string, fileId: string) =>
    callRoute(deleteRoute, {
      method: "DELETE",
      cookie: await cookieFor("admin"),
      params: { id: itemId, fileId },
      path: `${base(itemId)}/${fileId}`,
    }),
};

export type Fetched = { status: number; headers: Headers; bytes: Buffer };

/** How a test sends a presigned request, as a browser would. */
export type Transport = {
  put: (target: UploadUrlAnswer, bytes: Uint8Array<ArrayBuffer>, contentType?: string) => Promise<Fetched>;
  get: (url: string) => Promise<Fetched>;
};

/** The local store's route handler called in-process with a real NextRequest, as Next would call it. */
async function callStorage(
  handler: typeof storageGetRoute,
  url: string,
  init: { method: string; body?: Uint8Array<ArrayBuffer>; headers?: Record<string, string> },
): Promise<Fetched> {
  const parsed = new URL(url, TEST_ORIGIN);
  const key = parsed.pathname
    .replace(/^\/api\/storage\//, "")
    .split("/")
    .map(decodeURIComponent);
  const response = await handler(
    new NextRequest(parsed, { method: init.method, body: init.body, headers: init.headers }),
    { params: Promise.resolve({ key }) },
  );
  return { status: response.status, headers: response.headers, bytes: Buffer.from(await response.arrayBuffer()) };
}

export const localTransport: Transport = {
  put: (target, bytes, contentType = target.headers["Content-Type"]) =>
    callStorage(storagePutRoute, target.url, { method: "PUT", body: bytes, headers: { "content-type": contentType! } }),
  get: (url) => callStorage(storageGetRoute, url, { method: "GET" }),
};

/** A real store behind real URLs (S3). */
export const httpTransport: Transport = {
  put: async (target, bytes, contentType = target.headers["Content-Type"]) => {
    const response = await fetch(target.url, { method: "PUT", body: bytes, headers: { "Content-Type": contentType! } });
    return { status: response.status, headers: response.headers, bytes: Buffer.from(await response.arrayBuffer()) };
  },
  get: async (url) => {
    const response = await fetch(url);
    return { status: response.status, headers: response.headers, bytes: Buffer.from(await response.arrayBuffer()) };
  },
};
