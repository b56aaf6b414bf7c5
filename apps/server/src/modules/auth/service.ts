import { messages, type Login, type Student } from '@ovningskort/domain';
import type { Db } from '../../db/connect.js';
import { unauthorized } from '../../lib/http-errors.js';
import { verifyPassword } from '../../lib/passwords.js';
import * as accounts from '../accounts/repository.js';
import { normalizeEmail, toStudent } from '../accounts/student.js';
import type { IssuedSession, SessionService } from './sessions.js';

export function createAuthService({ db, sessions }: { db: Db; sessions: SessionService }) {
  return {
    async loginStudent(input: Login): Promise<{ session: IssuedSession; user: Student }> {
      const row = await accounts.findStudentByEmail(db, normalizeEmail(input.email));
      const ok = await verifyPassword(row?.passwordHash ?? null, input.password);
      if (!row || !ok) throw unauthorized(messages.auth.wrongCredentials, 'WRONG_CREDENTIALS');
      const session = await sessions.start({ userId: row.id, role: 'student' });
      return { session, user: toStudent(row) };
    },

    async refreshStudent(refreshToken: string | undefined): Promise<IssuedSession> {
      const session = refreshToken ? await sessions.rotate(refreshToken, 'student') : null;
      if (!session) throw unauthorized(messages.auth.refreshFailed, 'REFRESH_FAILED');
      return session;
    },

    /** Ends the session of the refresh cookie and of the access token, whichever are present. */
    async logout(refreshToken: string | undefined, accessSessionId: string | undefined) {
      const ids = new Set<string>();
      if (accessSessionId) ids.add(accessSessionId);
      if (refreshToken) {
        const id = await sessions.sessionOfRefreshToken(refreshToken);
        if (id) ids.add(id);
      }
      for (const id of ids) await sessions.end(id);
    },
  };
}
export type AuthService = ReturnType<typeof createAuthService>;
