import { ApiError, badRequest } from "@/lib/api/errors";

/**
 * The request body as text, refused with 413 past `maxBytes`. Read chunk by
 * chunk, so an oversized body costs at most `maxBytes` of memory, whatever
 * Content-Length says or omits.
 */
export async function readBodyText(req: Request, maxBytes: number): Promise<string> {
  const declared = Number(req.headers.get("content-length") ?? 0);
  if (declared > maxBytes) throw tooLarge();
  const reader = req.body?.getReader();
  if (!reader) return "";
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (let chunk = await read(reader); !chunk.done; chunk = await read(reader)) {
    size += chunk.value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      throw tooLarge();
    }
    chunks.push(chunk.value);
  }
  return Buffer.concat(chunks).toString("utf8");
}

/**
 * A client that hangs up mid-body (a closed tab, a load generator stopping) makes the stream
 * fail with "aborted": the request's fault, so a 4xx nobody will read, not a logged 500.
 * A refusal the stream itself raised (limitedBody's 413) stays as it is.
 */
export async function read(
  reader: ReadableStreamDefaultReader<Uint8Array>,
): Promise<ReadableStreamReadResult<Uint8Array>> {
  try {
    return await reader.read();
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw new ApiError(400, "The request was aborted before its body arrived");
  }
}

const tooLarge = () => new ApiError(413, "Request body too large");

/**
 * The body as a stream of bytes, for a handler that parses it as it arrives: refused with 413
 * when Content-Length declares more than `maxBytes`, and failed with the same 413 at the read
 * that passes the cap, so whatever consumes it stops there.
 */
export function limitedBody(req: Request, maxBytes: number): ReadableStream<Uint8Array> {
  const declared = Number(req.headers.get("content-length") ?? 0);
  if (declared > maxBytes) throw tooLarge();
  let size = 0;
  const limit = new TransformStream<Uint8Array, Uint8Array>({
    transform(chunk, controller) {
      size += chunk.byteLength;
      if (size > maxBytes) controller.error(tooLarge());
      else controller.enqueue(chunk);
    },
  });
  return (req.body ?? new ReadableStream<Uint8Array>({ start: (controller) => controller.close() })).pipeThrough(limit);
}

/**
 * Every chunk of a stream, held in memory: for a caller that must have the whole body before it takes a
 * database connection (a CSV import). The stream's own refusal (limitedBody's 413) or a hang-up (400) fails it.
 */
export async function readChunks(stream: ReadableStream<Uint8Array>): Promise<Uint8Array[]> {
  const reader = stream.getReader();
  const chunks: Uint8Array[] = [];
  for (let chunk = await read(reader); !chunk.done; chunk = await read(reader)) chunks.push(chunk.value);
  return chunks;
}

/** The body as JSON (an empty one as {}), read as readBodyText does; anything else is a 400. */
export async function readJsonBody(req: Request, maxBytes: number): Promise<unknown> {
  const text = await readBodyText(req, maxBytes);
  if (!text.trim()) return {};
  try {
    return JSON.parse(text);
  } catch {
    throw badRequest("Invalid JSON body");
  }
}
