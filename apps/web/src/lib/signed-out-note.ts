import type { SessionEnd } from './api-client.js';
import type { Role } from './session.js';

/**
 * Why this tab's session of a role ended without a logout in it – logged out from another
 * device, by a new password, or idle too long – kept in the tab until its login screen has said
 * so (issue 35: "a device logged out from elsewhere says so on its login screen"). A toast says
 * it too, but it is gone by the time the person looks.
 */
const key = (role: Role) => `ovk_signed_out_${role}`;

export function noteSignedOut(role: Role, why: SessionEnd): void {
  try {
    sessionStorage.setItem(key(role), why);
  } catch {
    // Storage refused (private mode, full): the toast still says it.
  }
}

/** The note, if the tab has one; it stays until clearSignedOutNote. */
export function signedOutNote(role: Role): SessionEnd | null {
  try {
    const why = sessionStorage.getItem(key(role));
    return why === 'ended' || why === 'expired' ? why : null;
  } catch {
    return null;
  }
}

export function clearSignedOutNote(role: Role): void {
  try {
    sessionStorage.removeItem(key(role));
  } catch {
    // Nothing kept, nothing to clear.
  }
}
