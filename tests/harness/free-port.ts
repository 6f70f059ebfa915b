// One way for test harnesses to pick a TCP port for a process they are about to start.
import { createServer } from "node:net";

/**
 * A TCP port on 127.0.0.1 that nothing listens on right now: the kernel picks one for a
 * throwaway server, which is closed before the port is handed back. Another process could
 * take it in between; the harnesses start their server right away, which keeps that rare.
 */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}
