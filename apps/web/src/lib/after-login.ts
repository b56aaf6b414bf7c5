import { lastPlace, placePath } from './last-place.js';
import { session, type Role } from './session.js';

/**
 * Where a login leads (issue 17): the page the person was going to when the login was asked
 * for (kept in this tab's session storage, so it survives the round trip to Google), else the
 * lesson they last used, else Hem.
 */
/** Session storage (written by the guards in app/guards.tsx, under the same name). */
const AFTER_LOGIN_KEY = 'ovk_after_login';

/** Only a path of this app: never another site (`//host`, `/\host`, `https:`). */
function isAppPath(path: string): boolean {
  return path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\');
}

function takeDestination(): string | undefined {
  try {
    const path = sessionStorage.getItem(AFTER_LOGIN_KEY);
    sessionStorage.removeItem(AFTER_LOGIN_KEY);
    return path && isAppPath(path) ? path : undefined;
  } catch {
    return undefined;
  }
}

/** The page to open once the role has logged in (asked once: the destination is used up). */
export function destinationAfterLogin(role: Role, home: string): string {
  const wanted = takeDestination();
  if (wanted) return wanted;
  const now = session.snapshot();
  const id = role === 'student' ? now.student?.id : now.supervisor?.id;
  const place = id ? lastPlace(`${role}:${id}`) : undefined;
  return place ? placePath(place) : home;
}
