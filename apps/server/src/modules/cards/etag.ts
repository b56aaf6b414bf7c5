import { createHash } from 'node:crypto';
import type { ActorRole, DrivingNotesResponse } from '@ovningskort/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { NotesValidator } from './repository.js';

/**
 * Conditional GET of card lists. The ETag is a hash of who asks, whose cards, and the
 * validator of those cards (count, sum of versions, latest timestamps, latest group): every
 * write bumps a version or adds or removes rows, so the tag changes whenever the cards do, and
 * it never matches for another user. The answer is private and always revalidated.
 */
export const CARDS_CACHE_CONTROL = 'private, no-cache';

export function cardsEtag(
  scope: ActorRole,
  viewerId: string,
  studentId: string,
  validator: NotesValidator,
  extra = '',
): string {
  const hash = createHash('sha256')
    .update(
      [
        scope,
        viewerId,
        studentId,
        validator.count,
        validator.versions,
        validator.updatedAt,
        validator.createdAt,
        validator.lastGroupId,
        extra,
      ].join('\n'),
    )
    .digest('base64url')
    .slice(0, 27);
  return `"c1-${hash}"`;
}

/** True when If-None-Match names this tag (weak comparison, as RFC 9110 asks for GET). */
export function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((candidate) => {
    const tag = candidate.trim();
    return (tag.startsWith('W/') ? tag.slice(2) : tag) === etag;
  });
}

/**
 * The last serialized body per viewer, kept while its ETag holds: an unchanged list is sent
 * again without reading and serializing the rows. Bounded; the least recently used goes first.
 */
export function createBodyCache(maxEntries = 256) {
  // Needed by bench/README.md's target (a) GET /api/v1/drivingnotes ≥ 1.0 × the naive ceiling
  // (6.34 × with it): without it every read builds and serializes the 150 rows as the naive
  // route does, and pays the session and account checks on top.
  const entries = new LRUCache<string, { etag: string; body: string }>({ max: maxEntries });
  return {
    get(key: string, etag: string): string | undefined {
      const entry = entries.get(key);
      return entry?.etag === etag ? entry.body : undefined;
    },
    set(key: string, etag: string, body: string): void {
      entries.set(key, { etag, body });
    },
  };
}
export type BodyCache = ReturnType<typeof createBodyCache>;

/**
 * Answers a card-list GET: 304 when the client's tag still holds, else the body (cached, or
 * built and serialized), always with the ETag and Cache-Control. The tag must be computed
 * before the rows are read, so a body is never older than its tag.
 *
 * The list is serialized with JSON.stringify, not through the route's response schema: every
 * lesson is built field by field by toDrivingNote, so the schema would only check what the
 * types already hold, and checking 150 lessons cost about 2 ms of CPU per read – a tenth of
 * the app's CPU in the capacity bench (bench/README.md). cards-etag.test.ts holds that the
 * body is what the schema would send.
 */
export async function sendCardList(
  request: FastifyRequest,
  reply: FastifyReply,
  options: {
    etag: string;
    cache: BodyCache;
    cacheKey: string;
    build: () => Promise<DrivingNotesResponse>;
  },
): Promise<FastifyReply> {
  const { etag, cache, cacheKey } = options;
  reply.header('etag', etag).header('cache-control', CARDS_CACHE_CONTROL);
  if (matchesIfNoneMatch(request.headers['if-none-match'], etag)) {
    return reply.code(304).send();
  }
  let body = cache.get(cacheKey, etag);
  if (body === undefined) {
    body = JSON.stringify(await options.build());
    cache.set(cacheKey, etag, body);
  }
  return reply.type('application/json; charset=utf-8').send(body);
}
