import {
  CommentInputSchema,
  CommentParamsSchema,
  CommentSavedResponseSchema,
  CommentsResponseSchema,
  ErrorSchema,
  MessageSchema,
  messages,
  NoteParamsSchema,
} from '@ovningskort/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../plugins/auth.js';
import type { Comments } from './service.js';

const tags = ['comments'];
const security = [{ bearer: [] }];
const errors = {
  400: ErrorSchema,
  401: ErrorSchema,
  403: ErrorSchema,
  404: ErrorSchema,
  409: ErrorSchema,
};

/**
 * Ours, not the spec's: comments on a lesson or a sub-moment (issue 19). The student's under
 * /v1/…, a linked supervisor's under /v1/teacher/…; the same shapes for both. A comment's id
 * is made on the device, so the outbox can send it again.
 */
export const commentRoutes: FastifyPluginAsyncZod<{ comments: Comments }> = async (
  app,
  { comments },
) => {
  const roles = [
    { prefix: '/v1', role: 'student', whose: 'the student’s own' },
    { prefix: '/v1/teacher', role: 'supervisor', whose: 'a linked student’s' },
  ] as const;
  for (const { prefix, role, whose } of roles) {
    const preValidation = app.requireAccount(role);

    app.get(
      `${prefix}/drivingnotes/:id/comments`,
      {
        preValidation,
        schema: {
          tags,
          security,
          summary: `The comments on ${whose} card, in the order written; called with its group id`,
          params: NoteParamsSchema,
          response: { 200: CommentsResponseSchema, ...errors },
        },
      },
      async (request) => ({ comments: await comments.ofCard(actorOf(request), request.params.id) }),
    );

    app.put(
      `${prefix}/comments/:id`,
      {
        preValidation,
        schema: {
          tags,
          security,
          summary: `Write or change a comment on ${whose} lesson under its own id`,
          description:
            'The first PUT places it (`subMoment` catA…catI, or null for the whole lesson); a ' +
            'later one by its author changes the text. Sent again, it is stored once.',
          params: CommentParamsSchema,
          body: CommentInputSchema,
          response: { 200: CommentSavedResponseSchema, ...errors },
        },
      },
      async (request) => ({
        comment: await comments.save(actorOf(request), request.params.id, request.body),
      }),
    );

    app.delete(
      `${prefix}/comments/:id`,
      {
        preValidation,
        schema: {
          tags,
          security,
          summary:
            role === 'student'
              ? 'Delete a comment on the student’s own card: their own or a supervisor’s (also a former one’s)'
              : 'Delete one’s own comment (while linked to the student)',
          params: CommentParamsSchema,
          response: { 200: MessageSchema, ...errors },
        },
      },
      async (request) => {
        await comments.remove(actorOf(request), request.params.id);
        return { message: messages.comments.deleted };
      },
    );
  }
};
