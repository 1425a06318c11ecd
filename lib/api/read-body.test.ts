import { ApiError } from "@/lib/api/errors";
import { readBodyText } from "@/lib/api/read-body";

function requestWith(body: ReadableStream<Uint8Array>): Request {
  return new Request("http://panel.local/api/x", { method: "POST", body, duplex: "half" } as RequestInit);
}

describe("readBodyText", () => {
  it("reads a body sent in chunks", async () => {
    const chunks = ['{"a":', "1}"].map((text) => new TextEncoder().encode(text));
    const body = new ReadableStream<Uint8Array>({
      start: (controller) => (chunks.forEach((chunk) => controller.enqueue(chunk)), controller.close()),
    });
    await expect(readBodyText(requestWith(body), 100)).resolves.toBe('{"a":1}');
  });

  it("refuses a body past the limit with 413", async () => {
    const body = new ReadableStream<Uint8Array>({
      start: (controller) => (controller.enqueue(new Uint8Array(101)), controller.close()),
    });
    await expect(readBodyText(requestWith(body), 100)).rejects.toMatchObject({ status: 413 });
  });

  it("answers a client that hung up mid-body with a 400, not an unexpected error", async () => {
    const body = new ReadableStream<Uint8Array>({
      pull: (controller) => controller.error(Object.assign(new Error("aborted"), { code: "ECONNRESET" })),
    });
    const refusal = readBodyText(requestWith(body), 100);
    await expect(refusal).rejects.toBeInstanceOf(ApiError);
    await expect(refusal).rejects.toMatchObject({ status: 400 });
  });
});
