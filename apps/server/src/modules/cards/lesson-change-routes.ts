import {
  DomainError,
  ErrorSchema,
  LESSON_CHANGE_BATCHES_PER_MINUTE,
  LESSON_CHANGE_IDS_PER_WRITER,
  LESSON_CHANGES_PER_MINUTE,
  LessonChangesResponseSchema,
  LessonChangesSchema,
  messages,
  NoteParamsSchema,
  SupervisorUpdateLessonResponseSchema,
  SupervisorUpdateLessonSchema,
  UpdateLessonResponseSchema,
  UpdateLessonSchema,
} from '@ovningskort/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../plugins/auth.js';
import type { LessonChanges } from './lesson-changes.js';

const security = [{ bearer: [] }];
const errors = { 400: ErrorSchema, 401: ErrorSchema, 403: ErrorSchema };
const putErrors = { ...errors, 404: ErrorSchema };
const batchErrors = { ...errors, 429: ErrorSchema };
const summary =
  'Apply changes an outbox collected offline, in order: each only if its cell still holds `from`; each id is applied once';
const description =
  `Each change is applied on its own and answered on its own (applied, conflict or refused). ` +
  `A change id that was applied or conflicted is remembered 30 days (at most the newest ` +
  `${LESSON_CHANGE_IDS_PER_WRITER} per writer): sent again it is answered with \`repeated: true\` ` +
  `and never applied twice. A refused change is not remembered: sent again it is decided again. ` +
  `Limits per account (counted per role): ${LESSON_CHANGE_BATCHES_PER_MINUTE} batches and ` +
  `${LESSON_CHANGES_PER_MINUTE} changes a minute; over them the batch is answered 429 ` +
  `\`TOO_MANY_CHANGES\` with a Retry-After header (seconds) and a Swedish message, and none of ` +
  `its changes is applied: send them again after the wait.`;

/**
 * Every route that changes a lesson's statuses or done flag, for both roles, onto the one
 * lesson-write service: the batch of cell changes the outboxes send (ours, issue 17) and the
 * single-lesson PUTs of spec §7. They need only the token: the account, the link and the
 * lesson are checked in the write's own statement.
 */
export const lessonChangeRoutes: FastifyPluginAsyncZod<{ lessonChanges: LessonChanges }> = async (
  app,
  { lessonChanges },
) => {
  const student = app.requireRole('student');
  const supervisor = app.requireRole('supervisor');

  app.post(
    '/v1/lessonChanges',
    {
      preValidation: student,
      schema: {
        tags: ['practice cards'],
        security,
        summary,
        description,
        body: LessonChangesSchema,
        response: { 200: LessonChangesResponseSchema, ...batchErrors },
      },
    },
    async (request) => ({
      results: await lessonChanges.apply(
        actorOf(request),
        request.body.changes,
        request.body.sentAt,
      ),
    }),
  );

  app.post(
    '/v1/teacher/lessonChanges',
    {
      preValidation: supervisor,
      schema: {
        tags: ['practice cards'],
        security,
        summary: `${summary} (a linked student's lessons)`,
        description,
        body: LessonChangesSchema,
        response: { 200: LessonChangesResponseSchema, ...batchErrors },
      },
    },
    async (request) => ({
      results: await lessonChanges.apply(
        actorOf(request),
        request.body.changes,
        request.body.sentAt,
      ),
    }),
  );

  app.put(
    '/v1/drivingnotes/:id',
    {
      preValidation: student,
      schema: {
        tags: ['practice cards'],
        security,
        summary: 'Change statuses and the done flag of one lesson; only the fields sent change',
        params: NoteParamsSchema,
        body: UpdateLessonSchema,
        response: { 200: UpdateLessonResponseSchema, ...putErrors },
      },
    },
    async (request) => lessonChanges.put(actorOf(request), request.params.id, request.body),
  );

  app.put(
    '/v1/teacher/drivingnotes/:id',
    {
      preValidation: supervisor,
      schema: {
        tags: ['supervision'],
        security,
        summary: 'Set statuses and the done flag of a linked student’s lesson (nothing else)',
        params: NoteParamsSchema,
        body: SupervisorUpdateLessonSchema,
        response: { 200: SupervisorUpdateLessonResponseSchema, ...putErrors },
      },
    },
    async (request) => {
      // The spec's body repeats the lesson's id and its card's ('groupdId' in §7).
      const { id, groupId, groupdId, ...fields } = request.body;
      if (id !== undefined && id !== request.params.id) {
        throw new DomainError('ID_MISMATCH', messages.common.badRequest);
      }
      const { drivingNote } = await lessonChanges.put(
        actorOf(request),
        request.params.id,
        fields,
        groupId ?? groupdId,
      );
      return { drivingNote };
    },
  );
};
