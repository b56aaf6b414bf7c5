import {
  type ActorRole,
  DriveHoldSchema,
  ErrorSchema,
  MessageSchema,
  messages,
  NotificationSettingsInputSchema,
  NotificationSettingsSavedSchema,
  NotificationSettingsSchema,
  PushEndpointSchema,
  PushSubscriptionInputSchema,
} from '@ovningskort/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { NotificationService } from './service.js';

const tags = ['notifications'];
const security = [{ bearer: [] }];
const errors = { 400: ErrorSchema, 401: ErrorSchema, 403: ErrorSchema };
const m = messages.notifications;
const Nothing = z.null().describe('Done');

/**
 * Notifications between drives (issue 38), the same for both roles: the student's under
 * /v1/notifications, the supervisor's under /v1/teacher/notifications. Whose they are comes
 * from the token alone; a device's subscription is held by the session that sent it.
 */
export const notificationRoutes: FastifyPluginAsyncZod<{
  notifications: NotificationService;
}> = async (app, { notifications }) => {
  const places: [ActorRole, string][] = [
    ['student', '/v1/notifications'],
    ['supervisor', '/v1/teacher/notifications'],
  ];
  for (const [role, base] of places) {
    const guard = app.requireAccount(role);
    const owner = (request: { auth: { id: string } | null }) => ({ role, id: request.auth!.id });

    app.get(
      base,
      {
        preValidation: guard,
        schema: {
          tags,
          security,
          summary: 'What the person has said yes to, and the server’s push key',
          response: { 200: NotificationSettingsSchema, ...errors },
        },
      },
      async (request) => notifications.settings(owner(request)),
    );

    app.put(
      base,
      {
        preValidation: guard,
        schema: {
          tags,
          security,
          summary: 'Save which notifications the person wants, e-mail and quiet hours',
          description:
            'Every kind of the role is off until set true here. Quiet hours are whole hours ' +
            '(0–23) in Swedish time; equal start and end means none.',
          body: NotificationSettingsInputSchema,
          response: { 200: NotificationSettingsSavedSchema, ...errors },
        },
      },
      async (request) => ({
        message: m.saved,
        settings: await notifications.saveSettings(owner(request), request.body),
      }),
    );

    app.post(
      `${base}/push`,
      {
        preValidation: guard,
        schema: {
          tags,
          security,
          summary: 'This device takes push (the browser’s PushSubscription)',
          body: PushSubscriptionInputSchema,
          response: { 200: MessageSchema, ...errors },
        },
      },
      async (request) => {
        await notifications.subscribe(owner(request), request.auth!.sessionId, request.body);
        return { message: m.subscribed };
      },
    );

    app.delete(
      `${base}/push`,
      {
        preValidation: guard,
        schema: {
          tags,
          security,
          summary: 'This device no longer takes push',
          body: PushEndpointSchema,
          response: { 200: MessageSchema, ...errors },
        },
      },
      async (request) => {
        await notifications.unsubscribe(owner(request), request.body.endpoint);
        return { message: m.unsubscribed };
      },
    );

    app.put(
      `${base}/hold`,
      {
        preValidation: guard,
        schema: {
          tags,
          security,
          summary: 'A drive is under way on this device: hold notifications until it ends',
          description: '`until` (ms) is the latest the hold lasts, at most six hours ahead.',
          body: DriveHoldSchema,
          response: { 204: Nothing, ...errors },
        },
      },
      async (request, reply) => {
        await notifications.hold(owner(request), request.body.until);
        return reply.code(204).send(null);
      },
    );

    app.delete(
      `${base}/hold`,
      {
        preValidation: guard,
        schema: {
          tags,
          security,
          summary: 'The drive has ended: notifications may go again',
          response: { 204: Nothing, ...errors },
        },
      },
      async (request, reply) => {
        await notifications.release(owner(request));
        return reply.code(204).send(null);
      },
    );
  }
};
