import { messages } from '@ovningskort/domain';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { HttpError } from '../lib/http-errors.js';

const clientErrorMessages: Record<number, string> = {
  404: messages.common.notFound,
  413: messages.common.tooLarge,
  415: messages.common.unsupportedMediaType,
};

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
    if (error instanceof HttpError) {
      if (error.statusCode >= 500) request.log.error({ err: error }, error.message);
      return reply
        .headers(error.headers)
        .code(error.statusCode)
        .send({ message: error.message, code: error.code });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.code(status).send({
        message: clientErrorMessages[status] ?? messages.common.badRequest,
        code: error.code,
      });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send({ message: messages.common.unexpected, code: 'INTERNAL' });
  });
}
