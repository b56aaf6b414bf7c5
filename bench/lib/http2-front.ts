// The bench's stand-in for production's front (README, "Reverse proxy with HTTPS"): TLS and
// HTTP/2 in front of one app process, as nginx with `http2 on` puts them. A phone then fetches a
// screen's files over one connection, many at a time, instead of six at a time over HTTP/1.1,
// and Lighthouse's simulation models the same. Its own process, with a certificate made for the
// run (the browser is told to accept it: chromeFlagsFor in lighthouse.ts).
//
// PORT=… BACKEND=http://127.0.0.1:4001 CERT=… KEY=… node --import tsx bench/lib/http2-front.ts
import fs from 'node:fs';
import http from 'node:http';
import http2 from 'node:http2';

const port = Number(process.env.PORT);
const backend = new URL(process.env.BACKEND ?? '');
if (!port || !process.env.CERT || !process.env.KEY)
  throw new Error('PORT, CERT and KEY are required');

const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
// Headers HTTP/2 forbids or that belong to one hop only.
const HOP = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'upgrade',
  'proxy-connection',
]);

const server = http2.createSecureServer(
  {
    cert: fs.readFileSync(process.env.CERT),
    key: fs.readFileSync(process.env.KEY),
    allowHTTP1: true,
  },
  (request, response) => {
    const headers: http.OutgoingHttpHeaders = {};
    for (const [name, value] of Object.entries(request.headers)) {
      if (name.startsWith(':') || HOP.has(name) || value === undefined) continue;
      headers[name] = value;
    }
    headers.host = request.headers[':authority'] ?? request.headers.host ?? backend.host;
    headers['x-forwarded-proto'] = 'https';
    const upstream = http.request(
      {
        host: backend.hostname,
        port: backend.port,
        method: request.method,
        path: request.url,
        headers,
        agent,
      },
      (answer) => {
        const out: http.OutgoingHttpHeaders = {};
        for (const [name, value] of Object.entries(answer.headers)) {
          if (!HOP.has(name) && value !== undefined) out[name] = value;
        }
        response.writeHead(answer.statusCode ?? 502, out);
        answer.pipe(response);
      },
    );
    upstream.on('error', () => {
      if (!response.headersSent) response.writeHead(502);
      response.end();
    });
    response.on('close', () => upstream.destroy());
    request.pipe(upstream);
  },
);
server.listen(port, '127.0.0.1');
for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, () => process.exit(0));
