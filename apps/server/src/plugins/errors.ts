import { DomainError, messages } from '@ovningskort/domain';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { codeOfStatus, ERROR_STATUS } from '../lib/error-status.js';

const clientErrorMessages: Record<number, string> = {
  404: messages.common.notFound,
  413: messages.common.tooLarge,
  414: messages.common.urlTooLong,
  415: messages.common.unsupportedMediaType,
};

/**
 * Errors the router answers before any route or error handler runs (a path that is not valid
 * percent-encoding, a path parameter over maxParamLength). Fastify's own answers echo the
 * whole path in English; ours say it in Swedish. Passed as the `frameworkErrors` option.
 */
export function frameworkErrors(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
) {
  const status = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 414 : (error.statusCode ?? 400);
  if (status >= 500) {
    reply.log.error({ err: error }, 'router error');
    return reply.code(500).send({ message: messages.common.unexpected, code: 'INTERNAL' });
  }
  if (error.code === 'FST_ERR_BAD_URL') {
    return reply.code(status).send({ message: messages.common.badUrl, code: 'BAD_URL' });
  }
  const message = clientErrorMessages[status] ?? messages.common.badRequest;
  return reply.code(status).send({ message, code: codeOfStatus(status) });
}

/**
 * PostgreSQL's answer to text it cannot store (U+0000, bytes that are not UTF-8): the input
 * is bad, not the server. SQLite stores such text, so only a schema that misses it gets here.
 */
const INVALID_TEXT_CODES = new Set(['22021', '22P05']);
export function isInvalidTextError(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && INVALID_TEXT_CODES.has(code);
}

/**
 * A 503 that sheds load on purpose (a full queue), with when to try again: one log line without
 * a stack, so that a burst does not spend its time writing stacks.
 */
export function shedLoad(
  request: FastifyRequest,
  reply: FastifyReply,
  refusal: { code: string; message: string; retryAfterSeconds: number },
) {
  request.log.warn({ code: refusal.code }, refusal.message);
  return reply
    .code(503)
    .header('retry-after', String(refusal.retryAfterSeconds))
    .send({ message: refusal.message, code: refusal.code });
}

/** One error shape `{ message, code? }`, in Swedish; 5xx details stay in the log. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      // A type issue at the root means the body itself is missing or not an object.
      const bodyMissing = first?.instancePath === '/' && first.keyword === 'invalid_type';
      const message = first && !bodyMissing ? first.message : messages.common.badRequest;
      return reply
        .code(400)
        .send({ message: message ?? messages.common.badRequest, code: 'VALIDATION' });
    }
    if (error instanceof DomainError) {
      const status = ERROR_STATUS[error.code];
      if (status === 503 && error.retryAfterSeconds !== undefined) {
        return shedLoad(request, reply, {
          code: error.code,
          message: error.message,
          retryAfterSeconds: error.retryAfterSeconds,
        });
      }
      if (status >= 500) request.log.error({ err: error }, error.message);
      if (error.retryAfterSeconds !== undefined) {
        reply.header('retry-after', String(error.retryAfterSeconds));
      }
      return reply.code(status).send({ message: error.message, code: error.code });
    }
    if (isInvalidTextError(error)) {
      request.log.warn({ err: error }, 'text the database cannot store');
      return reply.code(400).send({ message: messages.common.badRequest, code: 'INVALID_TEXT' });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.code(status).send({
        message: clientErrorMessages[status] ?? messages.common.badRequest,
        code: codeOfStatus(status),
      });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send({ message: messages.common.unexpected, code: 'INTERNAL' });
  });
}
