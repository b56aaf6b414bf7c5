import { messages } from '@ovningskort/domain';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { InstructionContent, MediaFile } from './content.js';

const YEAR = 'public, max-age=31536000, immutable';
/** An SVG opened on its own may not run anything or load anything. */
const SVG_POLICY = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

/** Parses a single `bytes=a-b` range (what media elements send); anything else → whole file. */
function byteRange(
  header: string | undefined,
  size: number,
): { start: number; end: number } | 'invalid' | null {
  const match = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!match || (match[1] === '' && match[2] === '')) return null;
  let start: number;
  let end: number;
  if (match[1] === '') {
    start = Math.max(0, size - Number(match[2]));
    end = size - 1;
  } else {
    start = Number(match[1]);
    end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  }
  return start > end || start >= size ? 'invalid' : { start, end };
}

/** GET /media/{folder}/{name.hash.ext}: content-hashed, so cached for a year. */
export const mediaRoutes: FastifyPluginAsync<{ content: InstructionContent }> = async (
  app,
  { content },
) => {
  const send = (file: MediaFile | undefined, request: FastifyRequest, reply: FastifyReply) => {
    if (!file)
      return reply.code(404).send({ message: messages.common.notFound, code: 'NOT_FOUND' });
    reply
      .header('cache-control', YEAR)
      .header('etag', file.etag)
      .header('accept-ranges', 'bytes')
      .type(file.contentType);
    if (file.contentType === 'image/svg+xml') reply.header('content-security-policy', SVG_POLICY);
    if (request.headers['if-none-match'] === file.etag) return reply.code(304).send();
    const range = byteRange(request.headers.range, file.body.length);
    if (range === 'invalid') {
      return reply.code(416).header('content-range', `bytes */${file.body.length}`).send();
    }
    if (range) {
      return reply
        .code(206)
        .header('content-range', `bytes ${range.start}-${range.end}/${file.body.length}`)
        .send(file.body.subarray(range.start, range.end + 1));
    }
    return reply.send(file.body);
  };

  app.get<{ Params: { folder: string; file: string } }>(
    '/media/:folder/:file',
    { schema: { hide: true } },
    async (request, reply) =>
      send(content.media(`${request.params.folder}/${request.params.file}`), request, reply),
  );
};
