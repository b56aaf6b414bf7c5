import {
  DomainError,
  DriveConfirmationsResponseSchema,
  DriveConfirmationsSchema,
  DriveConfirmSchema,
  DriveExplanationSchema,
  driveGaps,
  DriveInputSchema,
  DriveParamsSchema,
  DriveSavedResponseSchema,
  DriveSchema,
  DrivesQuerySchema,
  DrivesResponseSchema,
  DrivesToConfirmResponseSchema,
  DrivesWaitingResponseSchema,
  driveTotals,
  DriveTotalsResponseSchema,
  ErrorSchema,
  MessageSchema,
  messages,
  StudentDriveParamsSchema,
  StudentDrivesParamsSchema,
  type Drive,
  swedishDay,
} from '@ovningskort/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { drivesCsv } from './csv.js';
import { actorOf } from '../../plugins/auth.js';
import type { DriveService } from './service.js';

const tags = ['drive log'];
const security = [{ bearer: [] }];
const errors = { 400: ErrorSchema, 401: ErrorSchema, 403: ErrorSchema, 404: ErrorSchema };
/** A write may also meet the cap of drives (409) or the account's write rate (429). */
const writeErrors = { ...errors, 409: ErrorSchema, 429: ErrorSchema };
const csvResponse = { 200: z.string().describe('text/csv; charset=utf-8'), ...errors };
const explanationDescription =
  'A drive’s `flags` (overlap, future, long, speed) show until it has an `explanation`. ' +
  'Writing one changes neither the confirmation nor the version (`updatedAt`) a confirmation ' +
  'names.';
const explainedResponse = z.object({ message: z.string(), drive: DriveSchema });
const explainedAnswer = (drive: Drive) => ({
  message: drive.explanation ? messages.drives.explained : messages.drives.explanationRemoved,
  drive,
});
const pageDescription =
  'One page, the latest first: `limit` drives (default 100, at most 500) after the cursor ' +
  '`before` (the previous page’s `next`). `olderTotals` are the totals of the drives after the ' +
  'page, so that totals counted from the pages read cover every drive.';

/**
 * The drive log (körjournal, issue 18): the student's own under /v1/drives, a linked
 * supervisor's view of a student under /v1/teacher/drives/:studentId. Ids in paths are the
 * drive's (made on the device) and the student's; the student is checked against the token's
 * link on every request, as the cards are.
 */
export const driveRoutes: FastifyPluginAsyncZod<{
  drives: DriveService;
  clock: () => number;
}> = async (app, { drives, clock }) => {
  const student = app.requireAccount('student');
  const supervisor = app.requireAccount('supervisor');
  const linkedStudent = app.requireLinkedStudent('params');
  const me = (request: FastifyRequest) => request.auth!.id;

  async function totalsOf(studentId: string) {
    const [list, cardLessons] = await Promise.all([
      drives.facts(studentId),
      drives.cardLessons(studentId),
    ]);
    const today = swedishDay(clock());
    const totals = driveTotals(list, today);
    return { today, totals, gaps: driveGaps(totals, today, cardLessons) };
  }

  /** The drive log as a CSV file named by today's date in Sweden. */
  const sendCsv = async (reply: FastifyReply, studentId: string) => {
    const [list, cardLessons] = await Promise.all([
      drives.list(studentId),
      drives.cardLessons(studentId),
    ]);
    return sendCsvOf(
      reply,
      list,
      cardLessons.toSorted((a, b) => a - b),
    );
  };
  const sendCsvOf = (reply: FastifyReply, list: Drive[], cardLessons: number[]) =>
    reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="korjournal-${swedishDay(clock())}.csv"`)
      .send(drivesCsv(list, cardLessons));

  // The student's own log.
  app.get(
    '/v1/drives',
    {
      preValidation: student,
      schema: {
        tags,
        security,
        summary: 'The student’s drives, the latest first, a page at a time',
        description: pageDescription,
        querystring: DrivesQuerySchema,
        response: { 200: DrivesResponseSchema, ...errors },
      },
    },
    async (request) => drives.page(me(request), request.query),
  );

  app.get(
    '/v1/drives/totals',
    {
      preValidation: student,
      schema: {
        tags,
        security,
        summary: 'Totals of the student’s drives and what they have not practised yet',
        response: { 200: DriveTotalsResponseSchema, ...errors },
      },
    },
    async (request) => totalsOf(me(request)),
  );

  app.get(
    '/v1/drives/export',
    {
      preValidation: student,
      schema: {
        tags,
        security,
        summary: 'The student’s drives as CSV (semicolons, UTF-8 with BOM)',
        response: csvResponse,
      },
    },
    async (request, reply) => sendCsv(reply, me(request)),
  );

  app.put(
    '/v1/drives/:id',
    {
      preValidation: student,
      schema: {
        tags,
        security,
        summary: 'Add or change a drive under its own id (sent again, it is stored once)',
        description:
          'A change to a confirmed drive takes the confirmation away (`unconfirmed: true`, with a message).',
        params: DriveParamsSchema,
        body: DriveInputSchema,
        response: { 200: DriveSavedResponseSchema, ...writeErrors },
      },
    },
    async (request) => {
      const saved = await drives.save(
        actorOf(request),
        me(request),
        request.params.id,
        request.body,
      );
      return saved.unconfirmed ? { ...saved, message: messages.drives.unconfirmedByEdit } : saved;
    },
  );

  app.put(
    '/v1/drives/:id/explanation',
    {
      preValidation: student,
      schema: {
        tags,
        security,
        summary: 'Explain a flagged drive of the student’s (issue 34); null or empty takes it away',
        description: explanationDescription,
        params: DriveParamsSchema,
        body: DriveExplanationSchema,
        response: { 200: explainedResponse, ...writeErrors },
      },
    },
    async (request) =>
      explainedAnswer(
        await drives.explain(
          actorOf(request),
          me(request),
          request.params.id,
          request.body.explanation,
        ),
      ),
  );

  app.delete(
    '/v1/drives/:id',
    {
      preValidation: student,
      schema: {
        tags,
        security,
        summary: 'Delete a drive',
        params: DriveParamsSchema,
        response: { 200: MessageSchema, ...writeErrors },
      },
    },
    async (request) => {
      await drives.remove(actorOf(request), me(request), request.params.id);
      return { message: messages.drives.deleted };
    },
  );

  // A linked supervisor's view of one student's log.
  app.get(
    '/v1/teacher/drives/:studentId',
    {
      preValidation: supervisor,
      preHandler: linkedStudent,
      schema: {
        tags,
        security,
        summary: 'A linked student’s drives, the latest first, a page at a time',
        description: pageDescription,
        params: StudentDrivesParamsSchema,
        querystring: DrivesQuerySchema,
        response: { 200: DrivesResponseSchema, ...errors },
      },
    },
    async (request) => drives.page(request.params.studentId, request.query),
  );

  app.get(
    '/v1/teacher/drives/:studentId/totals',
    {
      preValidation: supervisor,
      preHandler: linkedStudent,
      schema: {
        tags,
        security,
        summary: 'Totals of a linked student’s drives and what they have not practised yet',
        params: StudentDrivesParamsSchema,
        response: { 200: DriveTotalsResponseSchema, ...errors },
      },
    },
    async (request) => totalsOf(request.params.studentId),
  );

  app.get(
    '/v1/teacher/drives/:studentId/export',
    {
      preValidation: supervisor,
      preHandler: linkedStudent,
      schema: {
        tags,
        security,
        summary: 'A linked student’s drives as CSV',
        params: StudentDrivesParamsSchema,
        response: csvResponse,
      },
    },
    async (request, reply) => sendCsv(reply, request.params.studentId),
  );

  app.put(
    '/v1/teacher/drives/:studentId/:id',
    {
      preValidation: supervisor,
      preHandler: linkedStudent,
      schema: {
        tags,
        security,
        summary:
          'Add a drive for a linked student (confirmed by the supervisor), or change one they added',
        params: StudentDriveParamsSchema,
        body: DriveInputSchema,
        response: { 200: DriveSavedResponseSchema, ...writeErrors },
      },
    },
    async (request) =>
      drives.save(actorOf(request), request.params.studentId, request.params.id, request.body),
  );

  app.put(
    '/v1/teacher/drives/:studentId/:id/explanation',
    {
      preValidation: supervisor,
      preHandler: linkedStudent,
      schema: {
        tags,
        security,
        summary:
          'Explain a flagged drive of a linked student (issue 34), also one the student added',
        description: explanationDescription,
        params: StudentDriveParamsSchema,
        body: DriveExplanationSchema,
        response: { 200: explainedResponse, ...writeErrors },
      },
    },
    async (request) =>
      explainedAnswer(
        await drives.explain(
          actorOf(request),
          request.params.studentId,
          request.params.id,
          request.body.explanation,
        ),
      ),
  );

  app.delete(
    '/v1/teacher/drives/:studentId/:id',
    {
      preValidation: supervisor,
      preHandler: linkedStudent,
      schema: {
        tags,
        security,
        summary: 'Delete a drive the supervisor added',
        params: StudentDriveParamsSchema,
        response: { 200: MessageSchema, ...writeErrors },
      },
    },
    async (request) => {
      await drives.remove(actorOf(request), request.params.studentId, request.params.id);
      return { message: messages.drives.deleted };
    },
  );

  app.post(
    '/v1/teacher/drives/:studentId/:id/confirm',
    {
      preValidation: supervisor,
      preHandler: linkedStudent,
      schema: {
        tags,
        security,
        summary: 'Confirm a linked student’s drive ("Bekräftad av …"); confirming again keeps it',
        description:
          '`version` is the drive’s `updatedAt` as the supervisor saw it (required). A drive ' +
          'changed since is not confirmed: 409 `DRIVE_CHANGED`; read it again and confirm anew.',
        params: StudentDriveParamsSchema,
        body: DriveConfirmSchema,
        response: {
          200: z.object({ message: z.string(), drive: DriveSchema }),
          ...writeErrors,
        },
      },
    },
    async (request) => {
      if (!request.body) throw new DomainError('VALIDATION', messages.drives.versionRequired);
      return {
        message: messages.drives.confirmed,
        drive: await drives.confirm(
          me(request),
          request.params.studentId,
          request.params.id,
          request.body.version,
        ),
      };
    },
  );

  // The supervisor's queue (issue 34): what waits for their confirmation, and "Bekräfta alla".
  app.get(
    '/v1/teacher/drives/waiting',
    {
      preValidation: supervisor,
      schema: {
        tags,
        security,
        summary: 'For each linked student, how many drives wait for the supervisor’s confirmation',
        description:
          'Counts the drives the supervisor may confirm (those with the supervisor beside the ' +
          'learner) that are not confirmed yet, per student linked to them now.',
        response: { 200: DrivesWaitingResponseSchema, ...errors },
      },
    },
    async (request) => drives.waiting(me(request)),
  );

  app.get(
    '/v1/teacher/drives/:studentId/waiting',
    {
      preValidation: supervisor,
      preHandler: linkedStudent,
      schema: {
        tags,
        security,
        summary: 'A linked student’s drives that wait for the supervisor’s confirmation',
        description:
          'The latest first, at most 100 (what one confirmation of all confirms); `total` is ' +
          'how many wait in all.',
        params: StudentDrivesParamsSchema,
        response: { 200: DrivesToConfirmResponseSchema, ...errors },
      },
    },
    async (request) => drives.toConfirm(request.params.studentId),
  );

  app.post(
    '/v1/teacher/drives/:studentId/confirmations',
    {
      preValidation: supervisor,
      preHandler: linkedStudent,
      schema: {
        tags,
        security,
        summary: 'Confirm the drives the supervisor was shown ("Bekräfta alla"), each as seen',
        description:
          '`drives`: 1 to 100 of the student’s drives, each with its `version` (`updatedAt` as ' +
          'shown). One result per drive, as its own confirmation answers: 200, 409 ' +
          '`DRIVE_CHANGED` (its new values in `drive`; not confirmed), 409 `NOT_CONFIRMER`, 404 ' +
          '`NO_DRIVE`. A drive that is not the student’s refuses the whole list (404); nothing ' +
          'is confirmed then. Counts as one drive write.',
        params: StudentDrivesParamsSchema,
        body: DriveConfirmationsSchema,
        response: { 200: DriveConfirmationsResponseSchema, ...writeErrors },
      },
    },
    async (request) => ({
      results: await drives.confirmAll(me(request), request.params.studentId, request.body.drives),
    }),
  );
};
