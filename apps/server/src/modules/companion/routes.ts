import {
  CompanionConfirmSchema,
  CompanionDriveViewSchema,
  CompanionRequestSchema,
  CompanionRequestSentSchema,
  CompanionRequestsSchema,
  CompanionTokenParamsSchema,
  DriveParamsSchema,
  ErrorSchema,
  MessageSchema,
  messages,
} from '@ovningskort/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { CompanionService } from './service.js';

const tags = ['drive log'];
const security = [{ bearer: [] }];
const errors = { 400: ErrorSchema, 401: ErrorSchema, 403: ErrorSchema, 404: ErrorSchema };
const linkErrors = { 400: ErrorSchema, 404: ErrorSchema, 410: ErrorSchema, 429: ErrorSchema };
const linkDescription =
  'No account: the link’s token is the credential. An unknown link is 404 (wrong links are ' +
  'counted per client address: 429 with retry-after after 20 in 15 minutes); a used, ' +
  'replaced, withdrawn or expired link is 410, and a drive confirmed already 409, each with ' +
  'its own Swedish message.';

/**
 * A drive with another companion, confirmed by that person through a one-time link the learner
 * e-mails them (issue 34): the learner's requests under /v1/drives/:id, the companion's page
 * under /v1/companion/:token with no account.
 */
export const companionRoutes: FastifyPluginAsyncZod<{ companion: CompanionService }> = async (
  app,
  { companion },
) => {
  const student = app.requireAccount('student');

  app.get(
    '/v1/drives/companion-requests',
    {
      preValidation: student,
      schema: {
        tags,
        security,
        summary: 'The learner’s links to companions that still wait, the newest first',
        response: { 200: CompanionRequestsSchema, ...errors },
      },
    },
    async (request) => companion.open(request.auth!.id),
  );

  app.post(
    '/v1/drives/:id/companion-request',
    {
      preValidation: student,
      schema: {
        tags,
        security,
        summary: 'E-mail the companion of a drive a one-time link to confirm it',
        description:
          'Only a drive with a driving school or another person, not confirmed yet (409 ' +
          'otherwise). A new link replaces the drive’s open one; it holds 14 days and ' +
          'confirms once. At most 20 links a day per learner and 10 a day per address (429).',
        params: DriveParamsSchema,
        body: CompanionRequestSchema,
        response: {
          200: CompanionRequestSentSchema,
          ...errors,
          409: ErrorSchema,
          429: ErrorSchema,
          503: ErrorSchema,
        },
      },
    },
    async (request) =>
      companion.request(request.auth!.id, request.params.id, request.body.email, request.ip),
  );

  app.delete(
    '/v1/drives/:id/companion-request',
    {
      preValidation: student,
      schema: {
        tags,
        security,
        summary: 'Withdraw the open link of a drive: it stops working',
        params: DriveParamsSchema,
        response: { 200: MessageSchema, ...errors },
      },
    },
    async (request) => {
      await companion.withdraw(request.auth!.id, request.params.id);
      return { message: messages.companion.withdrawn };
    },
  );

  app.get(
    '/v1/companion/:token',
    {
      schema: {
        tags,
        summary: 'The companion’s page: the drive as it is now, to confirm',
        description: linkDescription,
        params: CompanionTokenParamsSchema,
        response: { 200: CompanionDriveViewSchema, ...linkErrors, 409: ErrorSchema },
      },
    },
    async (request) => companion.byToken(request.params.token, request.ip),
  );

  app.post(
    '/v1/companion/:token/confirm',
    {
      schema: {
        tags,
        summary: 'The companion confirms the drive as shown (`version`); the link is then used',
        description: `${linkDescription} A drive changed since it was shown is 409 DRIVE_CHANGED: read the page again.`,
        params: CompanionTokenParamsSchema,
        body: CompanionConfirmSchema,
        response: { 200: MessageSchema, ...linkErrors, 409: ErrorSchema },
      },
    },
    async (request) => companion.confirm(request.params.token, request.body.version, request.ip),
  );
};
