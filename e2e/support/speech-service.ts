/**
 * The remote speech-to-text service for the browser tests: the one part of the world we cannot
 * run here, so this stands in for it speaking the real protocol (OpenAI-compatible
 * POST /v1/audio/transcriptions, multipart file + model + language → { text }).
 * POST /__next {text} sets what it hears next; GET /__received lists the clips it got.
 */
import http from 'node:http';

const port = Number(process.env.SPEECH_PORT);
let nextText = '';
const received: { bytes: number; type: string; language: string }[] = [];

async function readBody(req: http.IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

http
  .createServer(async (req, res) => {
    const json = (status: number, body: unknown) =>
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    if (req.method === 'POST' && req.url === '/__next') {
      nextText = (JSON.parse((await readBody(req)).toString('utf8')) as { text: string }).text;
      return json(200, { text: nextText });
    }
    if (req.method === 'GET' && req.url === '/__received') return json(200, received);
    if (req.method === 'GET' && req.url === '/health') return json(200, { ok: true });
    if (req.method === 'POST' && req.url === '/v1/audio/transcriptions') {
      const form = await new Response(new Uint8Array(await readBody(req)), {
        headers: { 'content-type': req.headers['content-type'] ?? '' },
      }).formData();
      const file = form.get('file');
      if (!(file instanceof Blob) || file.size === 0 || !form.get('model')) {
        return json(400, { error: { message: 'file and model are required' } });
      }
      received.push({ bytes: file.size, type: file.type, language: String(form.get('language')) });
      return json(200, { text: nextText });
    }
    return json(404, { error: { message: 'not found' } });
  })
  .listen(port, '127.0.0.1');
