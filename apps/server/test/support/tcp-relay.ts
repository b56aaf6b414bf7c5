import net from 'node:net';

/**
 * A TCP relay in front of a real service: cut() drops every connection and refuses new ones
 * (the service is unreachable, as in a network outage); restore() lets connections through again.
 */
export async function tcpRelay(target: { host: string; port: number }) {
  const sockets = new Set<net.Socket>();
  let server: net.Server | undefined;
  let port = 0;
  const open = () =>
    new Promise<void>((resolve, reject) => {
      const relay = net.createServer((client) => {
        const upstream = net.connect(target.port, target.host);
        for (const socket of [client, upstream]) {
          sockets.add(socket);
          socket.on('close', () => sockets.delete(socket));
          socket.on('error', () => undefined);
        }
        client.pipe(upstream).pipe(client);
        client.on('close', () => upstream.destroy());
        upstream.on('close', () => client.destroy());
      });
      relay.once('error', reject);
      relay.listen(port, '127.0.0.1', () => {
        port = (relay.address() as net.AddressInfo).port;
        server = relay;
        resolve();
      });
    });
  await open();
  return {
    get port() {
      return port;
    },
    async cut() {
      const closing = new Promise<void>((resolve) => server!.close(() => resolve()));
      for (const socket of sockets) socket.destroy();
      await closing;
    },
    restore: open,
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) =>
        server?.listening ? server.close(() => resolve()) : resolve(),
      );
    },
  };
}

/**
 * A relay in front of the service a URL names (postgres://…, redis://…), and the same URL
 * pointed at the relay: give that to the code under test, then cut and restore the relay.
 */
export async function relayInFrontOf(url: string, defaultPort: number) {
  const target = new URL(url);
  const relay = await tcpRelay({ host: target.hostname, port: Number(target.port || defaultPort) });
  const throughRelay = new URL(url);
  throughRelay.hostname = '127.0.0.1';
  throughRelay.port = String(relay.port);
  return { relay, url: throughRelay.toString() };
}
