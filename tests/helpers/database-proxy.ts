// A TCP proxy in front of the test database, to make a real PostgreSQL
// unreachable and reachable again without touching the server itself (other
// test files share it): `refuse` closes the port and cuts every connection,
// `hang` accepts connections but never answers (a database host gone silent),
// `forward` passes everything through again, on the same port.
import net from "node:net";

export type DatabaseProxy = {
  /** DATABASE_URL through the proxy. */
  url: string;
  forward: () => Promise<void>;
  refuse: () => Promise<void>;
  hang: () => Promise<void>;
  close: () => Promise<void>;
};

export async function openDatabaseProxy(databaseUrl: string): Promise<DatabaseProxy> {
  const target = new URL(databaseUrl);
  let mode: "forward" | "hang" = "forward";
  const sockets = new Set<net.Socket>();
  const track = (socket: net.Socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
    socket.on("error", () => undefined);
  };
  const server = net.createServer((client) => {
    track(client);
    if (mode === "hang") return;
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    track(upstream);
    client.pipe(upstream).pipe(client);
    client.on("close", () => upstream.destroy());
    upstream.on("close", () => client.destroy());
  });
  const listen = (port: number) => new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const cut = () => sockets.forEach((socket) => socket.destroy());
  const stopListening = () =>
    new Promise<void>((resolve) => (server.listening ? server.close(() => resolve()) : resolve()));
  await listen(0);
  const { port } = server.address() as net.AddressInfo;
  const url = new URL(databaseUrl);
  [url.hostname, url.port] = ["127.0.0.1", String(port)];
  const reopen = async (next: typeof mode) => {
    // Connections already passed through stay open while forwarding goes on.
    if (mode !== next || next === "hang") cut();
    mode = next;
    if (!server.listening) await listen(port);
  };
  return {
    url: url.toString(),
    forward: () => reopen("forward"),
    hang: () => reopen("hang"),
    refuse: async () => {
      cut();
      await stopListening();
    },
    close: async () => {
      cut();
      await stopListening();
    },
  };
}
