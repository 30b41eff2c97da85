import { connect, createServer } from 'node:net';

/** A TCP port free on 127.0.0.1 at the moment of asking, for a driver's own server. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/**
 * Once a driver spawned on `port` accepts connections: it starts listening a while after its process
 * starts, later on a loaded machine, and a session asked for before that is refused (ECONNREFUSED).
 */
export async function untilListening(port: number, timeout = 30_000): Promise<void> {
  const deadline = Date.now() + timeout;
  for (;;) {
    const accepted = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (accepted) return;
    if (Date.now() > deadline) throw new Error(`nothing listens on 127.0.0.1:${String(port)} after ${String(timeout)} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
