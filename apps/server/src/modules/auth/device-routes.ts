import {
  DeviceParamsSchema,
  ErrorSchema,
  MessageSchema,
  messages,
  SignedInDevicesResponseSchema,
} from '@ovningskort/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../plugins/auth.js';
import { clearBrowserCache } from './browser-cache.js';
import type { refreshCookie } from './refresh-cookie.js';
import type { SessionService } from './sessions.js';

const tags = ['auth'];
const security = [{ bearer: [] }];
const errors = { 400: ErrorSchema, 401: ErrorSchema, 403: ErrorSchema };

/**
 * Ours, not the spec's (issue 17): "Inloggade enheter" in the settings of both roles. Each
 * person sees and ends only their own sessions: the owner is always the token's.
 */
export const deviceRoutes: FastifyPluginAsyncZod<{
  sessions: SessionService;
  cookie: ReturnType<typeof refreshCookie>;
}> = async (app, { sessions, cookie }) => {
  for (const [role, prefix] of [
    ['student', '/v1'],
    ['supervisor', '/v1/teacher'],
  ] as const) {
    app.get(
      `${prefix}/devices`,
      {
        preValidation: app.requireRole(role),
        schema: {
          tags,
          security,
          summary: `The ${role}'s signed-in devices (live sessions), the one used last first`,
          response: { 200: SignedInDevicesResponseSchema, ...errors },
        },
      },
      async (request) => ({
        devices: await sessions.list(actorOf(request), request.auth!.sessionId),
      }),
    );

    app.delete(
      `${prefix}/devices/:sessionId`,
      {
        preValidation: app.requireRole(role),
        schema: {
          tags,
          security,
          summary: `Log out one of the ${role}'s devices (ends that session at once)`,
          params: DeviceParamsSchema,
          response: { 200: MessageSchema, 404: ErrorSchema, ...errors },
        },
      },
      async (request, reply) => {
        const { sessionId } = request.params;
        await sessions.endOneOf(actorOf(request), sessionId);
        if (sessionId === request.auth!.sessionId) {
          cookie.clear(reply, role);
          clearBrowserCache(reply);
        }
        return { message: messages.auth.deviceLoggedOut };
      },
    );

    app.delete(
      `${prefix}/devices`,
      {
        preValidation: app.requireRole(role),
        schema: {
          tags,
          security,
          summary: `Log out everywhere: ends every session of the ${role}, this one too`,
          response: { 200: MessageSchema, ...errors },
        },
      },
      async (request, reply) => {
        await sessions.endAllOf(actorOf(request));
        cookie.clear(reply, role);
        clearBrowserCache(reply);
        return { message: messages.auth.loggedOutEverywhere };
      },
    );
  }
};
