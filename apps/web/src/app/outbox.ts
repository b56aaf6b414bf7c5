import {
  lessonsSettled,
  sendLessonChanges,
  settleLessonChanges,
} from '../features/cards/outbox/lesson-changes.js';
import {
  driveRefused,
  driveSent,
  sendDriveChange,
} from '../features/drives/outbox/drive-changes.js';
import {
  commentRefused,
  commentSent,
  sendCommentChange,
} from '../features/cards/comments/outbox/comment-changes.js';
import { offlineCopy } from '../copy/offline.js';
import { accountKey } from '../lib/account-key.js';
import { deviceOutbox, onNotStored, onSendSoon } from '../lib/outbox/device-outbox.js';
import { createOutboxSender } from '../lib/outbox/sender.js';
import { session, type Role } from '../lib/session.js';
import { toast } from '../lib/toast.js';

/** The accounts signed in in this tab (a token here: a change can be sent for them now). */
function signedIn(): { account: string; role: Role }[] {
  const now = session.snapshot();
  const accounts: { account: string; role: Role }[] = [];
  if (now.student && now.hasStudentToken) {
    accounts.push({ account: accountKey('student', now.student.id), role: 'student' });
  }
  if (now.supervisor && now.hasSupervisorToken) {
    accounts.push({ account: accountKey('teacher', now.supervisor.id), role: 'teacher' });
  }
  return accounts;
}

function exclusive(work: () => Promise<void>): Promise<void> {
  if (typeof navigator === 'undefined' || !('locks' in navigator)) return work();
  return navigator.locks.request('ovningskort-outbox', work).then(() => undefined);
}

/** What sends the device's outbox: each kind of change to its routes, answers to its feature. */
export const outboxSender = createOutboxSender({
  outbox: deviceOutbox,
  accounts: signedIn,
  send: sendLessonChanges,
  onResults: settleLessonChanges,
  onEmptied: lessonsSettled,
  oneByOne: {
    drive: { send: sendDriveChange, onSent: driveSent, onRefused: driveRefused },
    comment: { send: sendCommentChange, onSent: commentSent, onRefused: commentRefused },
  },
  exclusive,
  isOnline: () => typeof navigator === 'undefined' || navigator.onLine,
});

let telling = false;

/**
 * Tells the person when the device refuses to store a change (it then lives only in this page
 * until sent). Before any screen that keeps changes renders (QueryProvider.tsx), signed in or not.
 */
export function tellWhenChangesAreNotStored() {
  if (telling) return;
  telling = true;
  onNotStored(() => toast.error(offlineCopy.notStoredOnDevice));
}

let started = false;

/**
 * Starts the outbox of this page: reads the signed-in accounts' changes from the device and
 * sends them, again whenever a change is added, the browser is back online or someone signs in.
 */
export function startOutbox() {
  if (started) return;
  started = true;
  let known = '';
  const follow = () => {
    const accounts = signedIn();
    const names = accounts.map((a) => a.account).join(',');
    if (names === known) return;
    known = names;
    void Promise.all(accounts.map((a) => deviceOutbox.load(a.account))).then(() =>
      outboxSender.flush(),
    );
  };
  session.subscribe(follow);
  follow();
  onSendSoon(() => void outboxSender.flush());
  if (typeof window !== 'undefined') {
    window.addEventListener('online', () => void outboxSender.online());
  }
}
