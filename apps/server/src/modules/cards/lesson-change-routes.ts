import { ErrorSchema, LessonChangesResponseSchema, LessonChangesSchema } from '@ovningskort/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { LessonChanges } from './lesson-changes.js';

const tags = ['practice cards'];
const security = [{ bearer: [] }];
const errors = { 400: ErrorSchema, 401: ErrorSchema, 403: ErrorSchema };
const summary =
  'Apply changes an outbox collected offline, in order: each only if its cell still holds `from`; each id is applied once';

/** Ours, not the spec's: the batch of cell changes both roles' outboxes send (issue 17). */
export const lessonChangeRoutes: FastifyPluginAsyncZod<{ lessonChanges: LessonChanges }> = async (
  app,
  { lessonChanges },
) => {
  app.post(
    '/v1/lessonChanges',
    {
      preValidation: app.requireRole('student'),
      schema: {
        tags,
        security,
        summary,
        body: LessonChangesSchema,
        response: { 200: LessonChangesResponseSchema, ...errors },
      },
    },
    async (request) => ({
      results: await lessonChanges.apply(
        { role: 'student', id: request.auth!.userId },
        request.body.changes,
      ),
    }),
  );

  app.post(
    '/v1/teacher/lessonChanges',
    {
      preValidation: app.requireRole('teacher'),
      schema: {
        tags,
        security,
        summary: `${summary} (a linked student's lessons)`,
        body: LessonChangesSchema,
        response: { 200: LessonChangesResponseSchema, ...errors },
      },
    },
    async (request) => ({
      results: await lessonChanges.apply(
        { role: 'supervisor', id: request.auth!.userId },
        request.body.changes,
      ),
    }),
  );
};
