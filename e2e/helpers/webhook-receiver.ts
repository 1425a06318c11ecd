// A webhook receiver on 127.0.0.1 for the e2e tests and the webhooks bench: it records each call (the event id from
// `webhook-id`, when it came, what it answered, whether its signature verifies with `standardwebhooks` under the
// endpoint's secret) and answers what the test tells it to.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { Webhook } from "standardwebhooks";

export type ReceivedCall = {
  /** The event id (`webhook-id`): the receiver's dedup key. */
  eventId: string;
  /** This event's nth call here, from 1. */
  attempt: number;
  /** Date.now() when the body was read. */
  at: number;
  status: number;
  verified: boolean;
  /** Kept only when the receiver keeps bodies (the e2e tests read them; the bench does not). */
  body: string | null;
};

/** The status to answer a call with, given the event id and its nth call here. */
export type Answer = (eventId: string, attempt: number) => number;

export type WebhookReceiver = {
  url: string;
  calls: ReceivedCall[];
  /** The secret signatures are verified with (the one the endpoint's creation answered). */
  setSecret: (secret: string) => void;
  answer: (decide: Answer) => void;
  close: () => Promise<void>;
};

// A receiver only needs the headers and a small JSON body; anything larger is not a webhook of ours.
const MAX_BODY_BYTES = 256 * 1024;

function readBody(request: http.IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) request.destroy(new Error("Body too large"));
      else chunks.push(chunk);
    });
    request.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    request.on("error", reject);
  });
}

function verifies(secret: string | null, body: string, headers: http.IncomingHttpHeaders): boolean {
  if (!secret) return false;
  try {
    new Webhook(secret).verify(body, headers as Record<string, string>);
    return true;
  } catch {
    return false;
  }
}

export async function startWebhookReceiver({ keepBodies = false } = {}): Promise<WebhookReceiver> {
  let secret: string | null = null;
  let decide: Answer = () => 200;
  const calls: ReceivedCall[] = [];
  const attempts = new Map<string, number>();
  const server = http.createServer((request, response) => {
    readBody(request).then(
      (body) => {
        const eventId = String(request.headers["webhook-id"] ?? "");
        const attempt = (attempts.get(eventId) ?? 0) + 1;
        attempts.set(eventId, attempt);
        const status = decide(eventId, attempt);
        const verified = verifies(secret, body, request.headers);
        calls.push({ eventId, attempt, at: Date.now(), status, verified, body: keepBodies ? body : null });
        response.writeHead(status, { "Content-Type": "text/plain" }).end(status < 300 ? "ok" : "receiver failed");
      },
      () => response.writeHead(400).end(),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/webhooks`,
    calls,
    setSecret: (value) => (secret = value),
    answer: (next) => (decide = next),
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
