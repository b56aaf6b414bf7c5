import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';

/** Smaller answers are sent as they are: compressing them saves less than a packet. */
export const COMPRESS_FROM_BYTES = 1024;

type Encoding = 'br' | 'gzip';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * Brotli at quality 4: within a few per cent of gzip -9's size at a fraction of its CPU (a card
 * list of 10 cards, 90 kB of JSON, to about 8 kB); on zlib's thread pool, off the event loop.
 */
function compress(body: Buffer, encoding: Encoding): Promise<Buffer> {
  return encoding === 'br'
    ? brotli(body, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: 4,
          [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      })
    : gzip(body, { level: 6 });
}

/** The client's preferred encoding of the two we make, or none (`q=0` refuses one). */
export function chosenEncoding(header: string | string[] | undefined): Encoding | undefined {
  const value = Array.isArray(header) ? header.join(',') : (header ?? '');
  const accepted = new Map<string, number>();
  for (const part of value.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const weight = q ? Number(q.slice(2)) : 1;
    accepted.set(name, Number.isFinite(weight) ? weight : 0);
  }
  const weightOf = (name: Encoding) => accepted.get(name) ?? accepted.get('*') ?? 0;
  const br = weightOf('br');
  const gz = weightOf('gzip');
  if (br > 0 && br >= gz) return 'br';
  if (gz > 0) return 'gzip';
  return undefined;
}

function isJson(reply: FastifyReply): boolean {
  const type = reply.getHeader('content-type');
  return typeof type === 'string' && /^application\/(?:[\w.+-]+\+)?json\b/i.test(type);
}

/**
 * Compresses the API's JSON answers (issue 35, "Speed on a phone"): a learner's card list crosses
 * a slow mobile network in a tenth of the bytes. Only what the API sends whole (a string or a
 * buffer), never a stream (the live events), a file or a 304. An answer with an ETag keeps its
 * compressed copy while the tag holds (a card list is compressed once per change, not per
 * read), and its tag is sent weak: the bytes differ from the uncompressed answer's, the content
 * is the same, and If-None-Match compares weakly (cards/etag.ts).
 */
export function registerApiCompression(app: FastifyInstance, maxKept = 512): void {
  const kept = new LRUCache<string, Buffer>({
    max: maxKept,
    maxSize: 32 * 1024 * 1024,
    sizeCalculation: (buffer) => buffer.length || 1,
  });

  app.addHook(
    'onSend',
    async (request: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<unknown> => {
      if (!request.url.startsWith('/api/')) return payload;
      if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
      if (reply.statusCode === 204 || reply.statusCode === 304) return payload;
      if (reply.hasHeader('content-encoding') || !isJson(reply)) return payload;
      reply.header('vary', appendVary(reply.getHeader('vary')));
      const body = typeof payload === 'string' ? Buffer.from(payload) : payload;
      if (body.length < COMPRESS_FROM_BYTES) return payload;
      const encoding = chosenEncoding(request.headers['accept-encoding']);
      if (!encoding) return payload;

      const etag = reply.getHeader('etag');
      // An ETag names one body of one address (the card lists' tags include who asks).
      const key = typeof etag === 'string' ? `${encoding}\n${request.url}\n${etag}` : undefined;
      let compressed = key ? kept.get(key) : undefined;
      if (!compressed) {
        compressed = await compress(body, encoding);
        if (key) kept.set(key, compressed);
      }
      if (typeof etag === 'string' && !etag.startsWith('W/')) reply.header('etag', `W/${etag}`);
      reply.header('content-encoding', encoding);
      reply.removeHeader('content-length');
      return compressed;
    },
  );
}

function appendVary(current: unknown): string {
  const value = typeof current === 'string' ? current : '';
  if (/(^|,)\s*accept-encoding\s*(,|$)/i.test(value)) return value;
  return value ? `${value}, Accept-Encoding` : 'Accept-Encoding';
}
