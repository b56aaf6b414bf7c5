import type { ActorRole } from '@ovningskort/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../../db/connect.js';
import { activatedPerson } from '../people/activated.js';
import type { PersonRow } from '../people/repository.js';
import { assertLinked } from './linked.js';

/** Where a supervisor's route names the student: its path, its query or its body. */
type StudentIdIn = 'params' | 'query' | 'body';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by requireAccount: the caller's account, activated. */
    account: PersonRow | null;
  }
  interface FastifyInstance {
    /**
     * preValidation hook of a route area that needs an activated account of the role: a valid
     * token of the role (requireRole), then the account, checked once here so services need not.
     */
    requireAccount(
      role: ActorRole,
    ): (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /**
     * preHandler hook of a supervisor's route that names a student (`studentId` in the path,
     * query or body): the supervisor must be linked to that student now, else 403 NOT_LINKED.
     * Runs after the role guard and the schema, before the handler.
     */
    requireLinkedStudent(in_: StudentIdIn): (request: FastifyRequest) => Promise<void>;
  }
}

/** The route-area guards that need the database: the caller's account, the supervisor's link. */
export const accessGuards = fp<{ db: Db }>(
  async (app, { db }) => {
    app.decorateRequest('account', null);
    app.decorate('requireAccount', (role: ActorRole) => {
      const tokenOfRole = app.requireRole(role);
      return async (request: FastifyRequest, reply: FastifyReply) => {
        await tokenOfRole(request, reply);
        request.account = await activatedPerson(db, role, request.auth!.id);
      };
    });
    app.decorate('requireLinkedStudent', (in_: StudentIdIn) => async (request: FastifyRequest) => {
      const { studentId } = request[in_] as { studentId: string };
      await assertLinked(db, request.auth!.id, studentId);
    });
  },
  { name: 'access-guards', dependencies: ['auth'] },
);
