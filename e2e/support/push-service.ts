/**
 * The browsers' push service for the browser tests (RFC 8030 with RFC 8291/8292): the part of
 * the world we cannot run here (Chromium's is Google's), so this stands in for it speaking the
 * real protocol, on HTTPS with a certificate the app is told to trust (playwright.config.ts).
 * Beside it, on PUSH_CONTROL_PORT: POST /__subscribe makes a subscription as a browser would
 * and answers its JSON; GET /__messages/:id lists what was pushed to it, decrypted.
 */
import http from 'node:http';
import { startPushService } from '@ovningskort/test-support/push-service';

const push = await startPushService({
  certDir: process.env.PUSH_CERT_DIR!,
  port: Number(process.env.PUSH_PORT),
});

http
  .createServer((req, res) => {
    const json = (status: number, body: unknown) =>
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    if (req.method === 'GET' && req.url === '/health') return json(200, { ok: true });
    if (req.method === 'POST' && req.url === '/__subscribe') {
      const { id, json: subscription } = push.subscribe();
      return json(200, { id, subscription });
    }
    const messages = /^\/__messages\/([\w-]+)$/.exec(req.url ?? '');
    if (req.method === 'GET' && messages) {
      return json(200, { messages: push.messagesTo(messages[1]!), problems: push.problems });
    }
    return json(404, { error: 'not found' });
  })
  .listen(Number(process.env.PUSH_CONTROL_PORT), '127.0.0.1');
