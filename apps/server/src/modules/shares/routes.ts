import {
  CreateShareResponseSchema,
  CreateShareSchema,
  ErrorSchema,
  MessageSchema,
  messages,
  SharedCodeParamsSchema,
  SharedTokenParamsSchema,
  SharedViewSchema,
  ShareParamsSchema,
  SharesSchema,
} from '@ovningskort/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ShareService } from './service.js';

const tags = ['shares'];
const security = [{ bearer: [] }];
const errors = { 400: ErrorSchema, 401: ErrorSchema, 403: ErrorSchema };

/**
 * "Dela med trafikskolan" (issue 34): the student's read-only links (no student id in a
 * request: whose links they are comes from the token alone), and the public page a link or a
 * short code opens, with no account.
 */
export const shareRoutes: FastifyPluginAsyncZod<{ shares: ShareService }> = async (
  app,
  { shares },
) => {
  const student = app.requireAccount('student');

  app.post(
    '/v1/shares',
    {
      preValidation: student,
      schema: {
        tags,
        security,
        summary: 'Make a read-only link for the driving school',
        description:
          'The answer holds the link’s full address, the only time it is told (only its hash ' +
          'is kept), and its short code. It holds for 30, 90 (default) or 365 days. At most ' +
          'ten active links per student (409); a limited number of new links a day (429).',
        body: CreateShareSchema,
        response: {
          200: CreateShareResponseSchema,
          ...errors,
          409: ErrorSchema,
          429: ErrorSchema,
        },
      },
    },
    async (request) => shares.create(request.auth!.id, request.body),
  );

  app.get(
    '/v1/shares',
    {
      preValidation: student,
      schema: {
        tags,
        security,
        summary: 'The student’s links: label, short code, made, expires, revoked (never the token)',
        response: { 200: SharesSchema, ...errors },
      },
    },
    async (request) => shares.list(request.auth!.id),
  );

  app.delete(
    '/v1/shares/:id',
    {
      preValidation: student,
      schema: {
        tags,
        security,
        summary: 'Stop sharing: the link and its short code stop working',
        params: ShareParamsSchema,
        response: { 200: MessageSchema, ...errors, 404: ErrorSchema },
      },
    },
    async (request) => {
      await shares.revoke(request.auth!.id, request.params.id);
      return { message: messages.shares.revoked };
    },
  );

  const publicDescription =
    'No account: the student’s name, cards with each status and who set it, the latest ' +
    'changes, the comments and the drive log, as the progress PDF words them. Never an ' +
    'e-mail address, phone number, personal number or account id. An unknown, expired or ' +
    'revoked link is 404 with “Länken gäller inte längre.” The page reads it again every ' +
    '`refreshSeconds`.';

  app.get(
    '/v1/shared/:token',
    {
      schema: {
        tags,
        summary: 'The read-only page of a shared link',
        description: publicDescription,
        params: SharedTokenParamsSchema,
        response: { 200: SharedViewSchema, 400: ErrorSchema, 404: ErrorSchema },
      },
    },
    async (request) => shares.byToken(request.params.token),
  );

  app.get(
    '/v1/shared/code/:code',
    {
      schema: {
        tags,
        summary: 'The read-only page of a short code (as printed on the progress PDF)',
        description:
          `${publicDescription} A code can be guessed: wrong codes are counted per client ` +
          'address, and after ten in 15 minutes the answer is 429 with retry-after.',
        params: SharedCodeParamsSchema,
        response: { 200: SharedViewSchema, 400: ErrorSchema, 404: ErrorSchema, 429: ErrorSchema },
      },
    },
    async (request) => shares.byCode(request.params.code, request.ip),
  );
};
