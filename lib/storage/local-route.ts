// GET and PUT /api/storage/{key}: the local store's presigned URLs. The
// signature is the authorisation (as with S3, the URL is the permission the
// admin API handed out), so no session is read here.
import { Readable } from "node:stream";
import type { NextRequest } from "next/server";
import { errorResponse, textResponse } from "@/lib/api/errors";
import { LocalObjectStore, ObjectExistsError, UploadSizeError } from "@/lib/storage/local-store";
import { attachmentDisposition } from "@/lib/http/content-disposition";
import { STORAGE_URL_REFUSED, UPLOAD_TERMS, verifyTerms } from "@/lib/storage/signed-url";
import { objectStore } from "@/lib/storage/store";

type RouteContext = { params: Promise<{ key?: string[] }> };

const refused = () => textResponse(403, STORAGE_URL_REFUSED);

async function signedRequest(req: NextRequest, context: RouteContext, method: "GET" | "PUT", names: readonly string[]) {
  const store = objectStore();
  const key = ((await context.params).key ?? []).join("/");
  if (!(store instanceof LocalObjectStore) || !key) return null;
  const terms = verifyTerms(method, key, req.nextUrl.searchParams, names);
  return terms ? { store, key, terms } : null;
}

type Handler = (req: NextRequest, context: RouteContext) => Promise<Response>;

/** The one catch of these routes, as apiRoute is for the admin API: anything unexpected is logged and answered 500 without detail. */
const guarded =
  (handler: Handler): Handler =>
  (req, context) =>
    handler(req, context).catch(errorResponse);

export const putLocalObject = guarded(async (req, context) => {
  const signed = await signedRequest(req, context, "PUT", UPLOAD_TERMS);
  if (!signed) return refused();
  const { store, key, terms } = signed;
  const size = Number(terms.size);
  // The same terms S3 enforces on its presigned PUT: the signed type and exactly the signed size.
  if (req.headers.get("content-type") !== terms.type)
    return textResponse(400, "Content-Type does not match the upload URL");
  // Refused before a byte is read, as every route that reads a body before a session is known.
  const declared = req.headers.get("content-length");
  if (declared !== null && Number(declared) > size)
    return textResponse(413, `The upload must be exactly ${size} bytes`);
  if (declared !== null && Number(declared) !== size)
    return textResponse(400, `The upload must be exactly ${size} bytes`);
  try {
    await store.write(
      key,
      req.body ? Readable.fromWeb(req.body as import("node:stream/web").ReadableStream) : Readable.from([]),
      size,
    );
  } catch (error) {
    if (error instanceof UploadSizeError) return textResponse(error.tooLarge ? 413 : 400, error.message);
    if (error instanceof ObjectExistsError) return textResponse(412, error.message);
    throw error;
  }
  return new Response(null, { status: 200 });
});

export const getLocalObject = guarded(async (req, context) => {
  const signed = await signedRequest(req, context, "GET", ["name", "type"]);
  if (!signed) return refused();
  const { store, key, terms } = signed;
  const size = await store.size(key);
  if (size === null) return textResponse(404, "Not found");
  return new Response(Readable.toWeb(store.read(key)) as ReadableStream, {
    headers: {
      "Content-Type": terms.type!,
      "Content-Length": String(size),
      "Content-Disposition": attachmentDisposition(terms.name!),
      "Cache-Control": "private, no-store",
    },
  });
});
