// A TCP proxy to a real service that a test can switch off and on, to make the service
// "unreachable" without stopping the one everybody shares.
import net, { type AddressInfo } from "node:net";

export interface TcpProxy {
  port: number;
  /** Drops every connection and refuses new ones until up() is called. */
  down(): void;
  up(): void;
  close(): Promise<void>;
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  let isUp = true;
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    if (!isUp) {
      client.destroy();
      return;
    }
    const upstream = net.connect(target.port, target.host);
    sockets.add(client);
    sockets.add(upstream);
    const drop = () => {
      client.destroy();
      upstream.destroy();
      sockets.delete(client);
      sockets.delete(upstream);
    };
    client.on("error", drop).on("close", drop);
    upstream.on("error", drop).on("close", drop);
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    port: (server.address() as AddressInfo).port,
    down() {
      isUp = false;
      for (const s of sockets) s.destroy();
      sockets.clear();
    },
    up() {
      isUp = true;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}
