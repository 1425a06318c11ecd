// The bench's baseline: a bare Node http server answering the same bytes as
// the panel's feature feed (HEADERS as JSON, BODY) on PORT, in a process of
// its own like the panel server.
import http from "node:http";

const body = process.env.BODY ?? "";
const headers = JSON.parse(process.env.HEADERS ?? "{}") as Record<string, string>;
const server = http.createServer((_, res) => {
  res.writeHead(200, headers);
  res.end(body);
});
server.listen(Number(process.env.PORT), "127.0.0.1");
process.once("SIGTERM", () => server.close());
