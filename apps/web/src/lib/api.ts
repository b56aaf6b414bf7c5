import { messages, REDIRECT_AFTER_FAILED_REFRESH_MS } from '@ovningskort/domain';
import { toast } from './toast.js';
import { paths } from '../config/paths.js';
import { createApiClient } from './api-client.js';
import { forgetProfile } from './kept-profile.js';
import { session } from './session.js';
import { noteSignedOut } from './signed-out-note.js';

let expiring = false;

/** The app's one API client: session-storage tokens; an ended session goes back to login. */
export const api = createApiClient({
  tokens: session,
  onSessionExpired(role, why) {
    if (expiring) return;
    expiring = true;
    session.clear(role);
    forgetProfile(role);
    noteSignedOut(role, why);
    toast.info(why === 'ended' ? messages.auth.sessionEnded : messages.auth.sessionExpired);
    const delay = REDIRECT_AFTER_FAILED_REFRESH_MS[role === 'student' ? 'student' : 'supervisor'];
    setTimeout(() => {
      expiring = false;
      window.location.assign(role === 'student' ? paths.login : paths.supervisorLogin);
    }, delay);
  },
});
