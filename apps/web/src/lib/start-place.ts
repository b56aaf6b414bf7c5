import { accountKey } from './account-key.js';
import { lastPlace, placePath } from './last-place.js';
import type { SessionSnapshot } from './session.js';

/**
 * Where `/start` (the installed app's start_url, issue 17) sends the person signed in on this
 * tab: the lesson they last used, or nothing (then Hem or the start page, as at `/`).
 */
export function startPlace(now: SessionSnapshot): string | undefined {
  const signedIn =
    now.student && now.hasStudentToken
      ? accountKey('student', now.student.id)
      : now.supervisor && now.hasSupervisorToken
        ? accountKey('teacher', now.supervisor.id)
        : undefined;
  const place = signedIn ? lastPlace(signedIn) : undefined;
  return place ? placePath(place) : undefined;
}
