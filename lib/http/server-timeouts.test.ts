import http from "node:http";
import { applyServerTimeouts, SERVER_TIMEOUTS } from "@/lib/http/server-timeouts";

describe("the panel server's timeouts", () => {
  it("never cut a request that keeps moving (a long upload), but still cut slow headers and idle connections", () => {
    const server = http.createServer();
    expect(server.requestTimeout).toBe(300_000);
    applyServerTimeouts(server);
    expect(server.requestTimeout).toBe(0);
    expect(server.headersTimeout).toBe(SERVER_TIMEOUTS.headersTimeout);
    expect(server.timeout).toBe(SERVER_TIMEOUTS.timeout);
    expect(SERVER_TIMEOUTS.headersTimeout).toBeLessThanOrEqual(60_000);
  });
});
