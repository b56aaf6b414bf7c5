import {
  ErrorSchema,
  StudentDataExportSchema,
  SupervisorDataExportSchema,
  swedishDay,
} from '@ovningskort/domain';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { DataExportService } from './service.js';

const tags = ['accounts'];
const security = [{ bearer: [] }];
const errors = { 401: ErrorSchema, 403: ErrorSchema, 429: ErrorSchema };
const description =
  'Everything stored about the person who asks, as one JSON file (GDPR articles 15 and 20; ' +
  'decision 019). Always the token’s own account; never a password hash, token or secret. ' +
  'Limited per account and hour (429 with retry-after).';

/**
 * "Ladda ner mina uppgifter" for both roles, named like "Inloggade enheter": /v1/me/export for
 * the student, /v1/teacher/me/export for the supervisor. No id in the path: whose data it is
 * comes from the token alone.
 */
export const dataExportRoutes: FastifyPluginAsyncZod<{
  dataExport: DataExportService;
  clock: () => number;
}> = async (app, { dataExport, clock }) => {
  /** Sent as a download named by today's date in Sweden. */
  const asFile = (reply: FastifyReply) =>
    reply
      .type('application/json; charset=utf-8')
      .header(
        'content-disposition',
        `attachment; filename="ovningskort-mina-uppgifter-${swedishDay(clock())}.json"`,
      );

  app.get(
    '/v1/me/export',
    {
      preValidation: app.requireAccount('student'),
      schema: {
        tags,
        security,
        summary: 'Download my data (student): everything stored about me as a JSON file',
        description,
        response: { 200: StudentDataExportSchema, ...errors },
      },
    },
    async (request, reply) => {
      const data = await dataExport.student(request.auth!.id);
      asFile(reply);
      return data;
    },
  );

  app.get(
    '/v1/teacher/me/export',
    {
      preValidation: app.requireAccount('supervisor'),
      schema: {
        tags,
        security,
        summary: 'Download my data (supervisor): everything stored about me as a JSON file',
        description,
        response: { 200: SupervisorDataExportSchema, ...errors },
      },
    },
    async (request, reply) => {
      const data = await dataExport.supervisor(request.auth!.id);
      asFile(reply);
      return data;
    },
  );
};
