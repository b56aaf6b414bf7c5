import { ErrorSchema, StudentDrivesParamsSchema } from '@ovningskort/domain';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../plugins/auth.js';
import { PDF_COMMENTS_IN_FULL, PDF_DRIVES_IN_FULL } from './report.js';
import type { ProgressPdf, ProgressPdfService } from './service.js';

const tags = ['practice cards'];
const security = [{ bearer: [] }];
const errors = {
  400: ErrorSchema,
  401: ErrorSchema,
  403: ErrorSchema,
  429: ErrorSchema,
  503: ErrorSchema,
};
const pdfResponse = { 200: z.string().describe('application/pdf (binary)'), ...errors };
const description =
  'The student’s practice cards as an A4 PDF for the driving school (decision 021): every ' +
  'lesson and sub-moment with its status, who set it and when, the comments, and the drive ' +
  'log’s totals and drives when there are any. Sent as a download named ' +
  '`ovningskort-<name>-<date>.pdf`. Limited per account and hour (429 with retry-after). ' +
  `The latest ${PDF_DRIVES_IN_FULL} drives are listed (the totals count every drive) and the ` +
  `latest ${PDF_COMMENTS_IN_FULL} comments shown, with a sentence saying so when there are ` +
  'more. PDFs are drawn a few at a time per server process with a short queue: beyond it ' +
  'the answer is at once 503 `PDF_BUSY` with retry-after (seconds) and a Swedish message; ' +
  'a render that fails is 503 `PDF_FAILED`, and the next one starts anew.';

/**
 * "Ladda ner som PDF": the student's own under /v1/progress/pdf (no id: the token says whose),
 * a linked supervisor's under /v1/teacher/progress/:studentId/pdf (the link is checked on every
 * request, as the drive log's /v1/teacher/drives/:studentId/export).
 */
export const progressPdfRoutes: FastifyPluginAsyncZod<{ progressPdf: ProgressPdfService }> = async (
  app,
  { progressPdf },
) => {
  // The workers that draw the PDFs end with the app (tests, a graceful shutdown).
  app.addHook('onClose', () => progressPdf.close());

  const send = (reply: FastifyReply, file: ProgressPdf) =>
    reply.type('application/pdf').header('content-disposition', file.disposition).send(file.pdf);

  app.get(
    '/v1/progress/pdf',
    {
      preValidation: app.requireAccount('student'),
      schema: {
        tags,
        security,
        summary: 'The student’s cards and drive log as a PDF',
        description,
        response: pdfResponse,
      },
    },
    async (request, reply) =>
      send(reply, await progressPdf.pdfOf(actorOf(request), request.auth!.id)),
  );

  app.get(
    '/v1/teacher/progress/:studentId/pdf',
    {
      preValidation: app.requireAccount('supervisor'),
      preHandler: app.requireLinkedStudent('params'),
      schema: {
        tags,
        security,
        summary: 'A linked student’s cards and drive log as a PDF',
        description,
        params: StudentDrivesParamsSchema,
        response: pdfResponse,
      },
    },
    async (request, reply) =>
      send(reply, await progressPdf.pdfOf(actorOf(request), request.params.studentId)),
  );
};
