// The gate server.ts puts before Next, on a real socket: an upload to the local
// store is refused unread unless its URL's signature holds, and only a signed
// one may take longer than the body deadline to arrive, as long as its size
// needs at the slowest pace allowed, and no longer.
import http from "node:http";
import net from "node:net";
import type { AddressInfo } from "node:net";
import { admitRequest } from "@/lib/http/request-gate";
import { REQUEST_DEADLINE_MS, uploadDeadlineMs } from "@/lib/http/server-timeouts";
import { uploadMinBytesPerSecond } from "@/lib/storage/config";
import { signTerms } from "@/lib/storage/signed-url";

// Short, so a trickling client meets it within the test; every wait below is longer, never shorter.
const DEADLINE_MS = 300;
// A signed upload has its size at this pace: 100 s for SIZE, far past every wait below; 100 ms for a SMALL_SIZE,
// which a stalled client outlives.
const UPLOAD_PACE = { graceMs: 0, bytesPerSecond: 100 };
const SIZE = 10_000;
const SMALL_SIZE = 10;

let server: http.Server;
let port: number;
/** The requests that reached the handler behind the gate, by URL. */
const reached: string[] = [];

beforeAll(async () => {
  server = http.createServer((req, res) => {
    if (!admitRequest(req, res, { deadlineMs: DEADLINE_MS, uploadPace: UPLOAD_PACE })) return;
    reached.push(req.url ?? "");
    let body = 0;
    req.on("data", (chunk: Buffer) => (body += chunk.length));
    req.on("end", () => res.end(`stored ${body} bytes`));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => {
  server.closeAllConnections();
  return new Promise((resolve) => server.close(resolve));
});

const signedPath = (key: string, size = SIZE) =>
  `/api/storage/${key}?${signTerms("PUT", key, { size: String(size), type: "application/pdf" }, 60)}`;

/**
 * Sends the head of a PUT and the first half of its body, then nothing more until `rest` is
 * called. Resolves what the server answered (empty when it closed without a word) once the
 * connection ends.
 */
function trickle(path: string, size = SIZE) {
  const socket = net.connect(port, "127.0.0.1");
  let answer = "";
  socket.on("data", (chunk: Buffer) => (answer += chunk.toString()));
  const ended = new Promise<string>((resolve) => socket.on("close", () => resolve(answer)));
  socket.on("error", () => undefined);
  socket.write(
    `PUT ${path} HTTP/1.1\r\nHost: panel.test\r\nContent-Type: application/pdf\r\nContent-Length: ${size}\r\nConnection: close\r\n\r\n` +
      "x".repeat(size / 2),
  );
  return {
    ended,
    answered: () => answer,
    rest: () => socket.end("x".repeat(size / 2)),
  };
}

const waitFor = async (holds: () => boolean) => {
  while (!holds()) await new Promise((resolve) => setTimeout(resolve, 50));
};

describe("PUT /api/storage/* before Next", () => {
  it.each([
    ["no signature", "/api/storage/shop-bonuses/a/unsigned.pdf"],
    [
      "a forged signature",
      `/api/storage/shop-bonuses/a/forged.pdf?size=${SIZE}&type=application%2Fpdf&expires=9999999999&signature=${"x".repeat(43)}`,
    ],
    ["another key's signature", signedPath("shop-bonuses/a/other.pdf").replace("other.pdf", "forged.pdf")],
  ])("is refused with 403 before its body is read, with %s", async (_, path) => {
    const upload = trickle(path);
    // Answered while the body is still unfinished: the gate never waited for it.
    await waitFor(() => upload.answered() !== "" || reached.includes(path));
    expect(reached).not.toContain(path);
    expect(upload.answered()).toMatch(/^HTTP\/1\.1 403 /);
    expect(upload.answered()).toContain("This storage URL is invalid or has expired");
    await upload.ended;
  });

  it("takes a signed upload past the body deadline, while an unsigned body is cut at it", async () => {
    const path = signedPath("shop-bonuses/a/slow.pdf");
    const signed = trickle(path);
    const unsigned = trickle("/api/admin/contacts");
    // The unsigned body's connection is closed at the deadline, unanswered.
    expect(await unsigned.ended).toBe("");
    // Well past the deadline, the signed upload's connection is still open: its rest arrives.
    await new Promise((resolve) => setTimeout(resolve, DEADLINE_MS * 3));
    signed.rest();
    expect(await signed.ended).toMatch(new RegExp(`^HTTP/1\\.1 200 [\\s\\S]*stored ${SIZE} bytes$`));
    expect(reached).toContain(path);
  });

  it("cuts a signed upload that stalls past its own deadline, its size at the slowest pace allowed", async () => {
    const path = signedPath("shop-bonuses/a/stalled.pdf", SMALL_SIZE);
    const stalled = trickle(path, SMALL_SIZE);
    // Admitted, then half its body and nothing more: its connection is closed at 100 ms, unanswered.
    expect(await stalled.ended).toBe("");
    expect(reached).toContain(path);
  });
});

describe("a signed upload's deadline in production", () => {
  it("is 5 minutes plus its size at STORAGE_UPLOAD_MIN_KB_PER_SECOND (50 by default), and a bad value stops the server", () => {
    const pace = { graceMs: REQUEST_DEADLINE_MS, bytesPerSecond: uploadMinBytesPerSecond({}) };
    // 500 MB, the default largest file: 2 h 55 min.
    expect(uploadDeadlineMs(500 * 1024 * 1024, pace)).toBe(REQUEST_DEADLINE_MS + 10_240_000);
    expect(uploadMinBytesPerSecond({ STORAGE_UPLOAD_MIN_KB_PER_SECOND: "8" })).toBe(8 * 1024);
    for (const bad of ["0", "-1", "fast", "Infinity"])
      expect(() => uploadMinBytesPerSecond({ STORAGE_UPLOAD_MIN_KB_PER_SECOND: bad })).toThrow(
        `STORAGE_UPLOAD_MIN_KB_PER_SECOND must be a number of kilobytes above 0, not "${bad}"`,
      );
  });
});
