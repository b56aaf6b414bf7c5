import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/connect.js';
import type { Role } from '../db/schema.js';
import { activatedPerson } from '../modules/people/activated.js';
import type { PersonRow } from '../modules/people/repository.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by requireAccount: the caller's account, activated. */
    account: PersonRow | null;
  }
  interface FastifyInstance {
    /**
     * preValidation hook of a route area that needs an activated account of the role: a valid token
     * of the role (requireRole), then the account, checked once here so services need not.
     */
    requireAccount(role: Role): (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
}

export const accountPlugin = fp<{ db: Db }>(
  async (app, { db }) => {
    app.decorateRequest('account', null);
    app.decorate('requireAccount', (role: Role) => {
      const tokenOfRole = app.requireRole(role);
      return async (request: FastifyRequest, reply: FastifyReply) => {
        await tokenOfRole(request, reply);
        request.account = await activatedPerson(db, role, request.auth!.userId);
      };
    });
  },
  { name: 'account', dependencies: ['auth'] },
);
