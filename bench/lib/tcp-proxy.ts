// A round-robin TCP proxy for the capacity scenario (issue 21): two app processes "behind the
// same port", as a simple load balancer in front of them would put them. Each new connection
// goes to the next backend; bytes are relayed untouched (HTTP keep-alive and live streams stay
// on the process they reached). Its own process, so that its CPU is measured apart.
//
// PORT=… BACKENDS=127.0.0.1:4001,127.0.0.1:4002 node --import tsx bench/lib/tcp-proxy.ts
import net from 'node:net';

const port = Number(process.env.PORT);
const backends = (process.env.BACKENDS ?? '').split(',').map((address) => {
  const [host, backendPort] = address.split(':') as [string, string];
  return { host, port: Number(backendPort) };
});
if (!port || backends.length === 0) throw new Error('PORT and BACKENDS are required');

let next = 0;
const server = net.createServer((client) => {
  const backend = backends[next++ % backends.length]!;
  const upstream = net.connect(backend.port, backend.host);
  client.setNoDelay(true);
  upstream.setNoDelay(true);
  for (const socket of [client, upstream]) socket.on('error', () => undefined);
  client.pipe(upstream).pipe(client);
  client.on('close', () => upstream.destroy());
  upstream.on('close', () => client.destroy());
});
server.listen(port, '127.0.0.1');
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => process.exit(0));
}
