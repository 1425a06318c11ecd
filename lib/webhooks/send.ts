// One HTTP attempt of a webhook: a POST with a time limit on the whole exchange, reading at most the excerpt the
// log keeps (a receiver that answers a gigabyte costs a kilobyte), to a target checked on the address actually
// connected to (lib/webhooks/safe-target.ts).
import http from "node:http";
import https from "node:https";
import {
  BlockedTargetError,
  hostAddress,
  isBlockedAddress,
  privateTargetsAllowed,
  safeLookup,
  type Resolver,
} from "@/lib/webhooks/safe-target";

/** The answer's first bytes the attempt's log keeps. */
export const RESPONSE_EXCERPT_BYTES = 1024;
/** Connect, send and answer, all within this, counted from the moment the request has a socket. */
export const DELIVERY_TIMEOUT_MS = 5_000;

export type SendRequest = {
  url: string;
  body: string;
  headers: Record<string, string>;
  /** The resolver (tests pass one that answers a private address); the system's by default. */
  resolve?: Resolver;
  timeoutMs?: number;
};

export type SendOutcome = {
  statusCode: number | null;
  durationMs: number;
  error: string | null;
  responseExcerpt: string;
};

type Answer = { statusCode: number; excerpt: Buffer };

// Kept-alive connections, one pool per process: a receiver taking a hundred events a second is not reconnected (and
// its name not looked up again) for each. A pooled socket was checked by safeLookup when it connected, to the very
// address it is still connected to, so reusing it passes nothing the guard would refuse. Checked and unchecked
// connections are pooled apart, so lifting the guard (tests) never leaves an unchecked socket to a guarded request.
export const SOCKETS_PER_RECEIVER = 32;
const agents = new Map<string, http.Agent>();

/** The pool's agent; a test's own resolver gets a connection of its own, never a socket another resolver made. */
function agentFor(secure: boolean, checked: boolean, resolve: Resolver | undefined): http.Agent | false {
  if (resolve) return false;
  const key = `${secure}:${checked}`;
  let agent = agents.get(key);
  if (!agent) {
    const options = { keepAlive: true, maxSockets: SOCKETS_PER_RECEIVER, maxFreeSockets: SOCKETS_PER_RECEIVER };
    agent = secure ? new https.Agent(options) : new http.Agent(options);
    agents.set(key, agent);
  }
  return agent;
}

function request({ url, body, headers, resolve, timeoutMs = DELIVERY_TIMEOUT_MS }: SendRequest): Promise<Answer> {
  const target = new URL(url);
  const address = hostAddress(target);
  const checked = !privateTargetsAllowed();
  // An address written in the URL is never looked up: it is judged as it stands.
  if (checked && address && isBlockedAddress(address)) return Promise.reject(new BlockedTargetError(address));
  const secure = target.protocol === "https:";
  const client = secure ? https : http;
  return new Promise((resolvePromise, reject) => {
    const req = client.request(target, {
      method: "POST",
      headers: { ...headers, "content-length": Buffer.byteLength(body).toString() },
      agent: agentFor(secure, checked, resolve),
      ...(checked ? { lookup: safeLookup(resolve) } : {}),
    });
    // From the moment the request has its socket: a request waiting for one of the pool's sockets (two fan-outs at
    // once send more than a receiver's share) has not reached the receiver yet, and the wait is not its failure.
    let timer: NodeJS.Timeout | undefined;
    req.once("socket", () => {
      timer = setTimeout(() => req.destroy(new Error(`No answer within ${timeoutMs / 1000} seconds`)), timeoutMs);
    });
    req.on("error", (error) => {
      clearTimeout(timer);
      reject(error);
    });
    req.on("response", (res) => {
      const chunks: Buffer[] = [];
      let size = 0;
      const finish = () => {
        clearTimeout(timer);
        resolvePromise({
          statusCode: res.statusCode ?? 0,
          excerpt: Buffer.concat(chunks).subarray(0, RESPONSE_EXCERPT_BYTES),
        });
      };
      res.on("data", (chunk: Buffer) => {
        chunks.push(chunk);
        size += chunk.length;
        // Enough for the log: the rest is never read.
        if (size >= RESPONSE_EXCERPT_BYTES) {
          finish();
          res.destroy();
        }
      });
      res.on("end", finish);
      res.on("error", (error) => {
        clearTimeout(timer);
        reject(error);
      });
    });
    req.end(body);
  });
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 500);

/** Sends the POST; a network error or a timeout is an outcome too (no status code), never a throw. */
export async function sendWebhook(req: SendRequest): Promise<SendOutcome> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  try {
    const { statusCode, excerpt } = await request(req);
    return {
      statusCode,
      durationMs: elapsed(),
      error: statusCode >= 200 && statusCode < 300 ? null : `HTTP ${statusCode}`,
      // PostgreSQL text holds no NUL.
      responseExcerpt: excerpt.toString("utf8").replaceAll("\u0000", ""),
    };
  } catch (error) {
    return { statusCode: null, durationMs: elapsed(), error: errorText(error), responseExcerpt: "" };
  }
}
