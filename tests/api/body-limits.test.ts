// Routes that read a body before any session is known refuse an oversized one
// early: a declared Content-Length over the cap before a byte is read, and an
// undeclared (chunked) body as soon as the cap is passed.
import { NextRequest } from "next/server";
import { POST as nextAuthPost } from "@/app/api/auth/[...nextauth]/route";
import { POST as signInPost } from "@/app/api/login/route";
import { TEST_ORIGIN } from "../helpers/constants";
import { inRequestScope } from "../helpers/request-scope";

const MEGABYTE = 1024 * 1024;
const CHUNK = new Uint8Array(64 * 1024).fill(0x61);

/** An endless body that counts what the handler pulled from it. */
function endlessBody() {
  const pulled = { bytes: 0 };
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      pulled.bytes += CHUNK.byteLength;
      controller.enqueue(CHUNK);
    },
  });
  return { stream, pulled };
}

function post(path: string, body: ReadableStream<Uint8Array> | string, headers: Record<string, string> = {}) {
  const init = {
    method: "POST",
    body,
    duplex: "half",
    headers: { origin: TEST_ORIGIN, "content-type": "application/x-www-form-urlencoded", ...headers },
  };
  return new NextRequest(new URL(path, TEST_ORIGIN), init as ConstructorParameters<typeof NextRequest>[1]);
}

const nextAuthContext = (...segments: string[]) => ({ params: Promise.resolve({ nextauth: segments }) });

describe.each([
  [
    "next-auth's endpoints",
    "/api/auth/callback/credentials",
    (req: NextRequest) => nextAuthPost(req, nextAuthContext("callback", "credentials")),
  ],
  ["POST /api/login", "/api/login", (req: NextRequest) => signInPost(req)],
])("%s", (_name, path, handle) => {
  it("refuse a declared 600 MB body with 413 before reading any of it", async () => {
    const { stream, pulled } = endlessBody();
    const response = await handle(post(path, stream, { "content-length": String(600 * MEGABYTE) }));
    expect(response.status).toBe(413);
    expect(pulled.bytes).toBeLessThanOrEqual(CHUNK.byteLength);
  });

  it("stop reading an undeclared body at the cap", async () => {
    const { stream, pulled } = endlessBody();
    const response = await handle(post(path, stream));
    expect(response.status).toBe(413);
    expect(pulled.bytes).toBeLessThan(MEGABYTE / 4);
  });
});

it("next-auth still gets a small body: a sign-out without a valid CSRF token is sent to its confirmation page", async () => {
  const req = post("/api/auth/signout", "csrfToken=wrong&json=true");
  const response = await inRequestScope(req, "/api/auth/[...nextauth]", () =>
    nextAuthPost(req, nextAuthContext("signout")),
  );
  expect(response.status).not.toBe(413);
  expect(await response.text()).toContain("csrf=true");
});
