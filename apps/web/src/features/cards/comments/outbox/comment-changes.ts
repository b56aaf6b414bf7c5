import { ErrorCode } from '@ovningskort/domain';
import { lazyResponse, type ApiError } from '../../../../lib/api-client.js';
import { api } from '../../../../lib/api.js';
import type { CommentChange, OutboxEntry } from '../../../../lib/outbox/outbox-storage.js';
import { queryClient } from '../../../../lib/query-client.js';
import { toast } from '../../../../lib/toast.js';
import { commentsKey, type CommentsReader } from '../../api/keys.js';

/**
 * The comments' side of the device's outbox (lib/outbox): each change is one request, PUT or
 * DELETE of that comment under its own id, so a retry stores it once. The app wires it to the
 * sender (app/outbox.ts).
 */

type CommentEntry = OutboxEntry<CommentChange>;

const schemas = () => import('../api/response-schemas.js');
const savedResponse = lazyResponse(() => schemas().then((m) => m.CommentSavedResponseSchema));
const messageResponse = lazyResponse(() => schemas().then((m) => m.MessageSchema));

const readerOf = (entry: CommentEntry): CommentsReader =>
  entry.role === 'student' ? { role: 'student' } : { role: 'teacher', studentId: entry.studentId };

export async function sendCommentChange(entry: CommentEntry): Promise<void> {
  const { change } = entry;
  const base = entry.role === 'student' ? '/v1' : '/v1/teacher';
  const path = `${base}/comments/${encodeURIComponent(change.commentId)}`;
  if (change.op === 'delete') {
    await api.request(path, { method: 'DELETE', role: entry.role, response: messageResponse });
    return;
  }
  await api.request(path, {
    method: 'PUT',
    role: entry.role,
    // When it was written (issue 34): sent later, it is still dated then.
    body: { ...change.input, madeAt: entry.madeAt, sentAt: Date.now() },
    response: savedResponse,
  });
}

const readAgain = (entry: CommentEntry) =>
  void queryClient.invalidateQueries({
    queryKey: commentsKey(readerOf(entry), entry.change.groupId),
  });

/** The server has it: the card's comments are read again. */
export function commentSent(entry: CommentEntry): void {
  readAgain(entry);
}

/**
 * The server refused it for good: the person is told why (a delete of one already gone needs
 * no word), and the comments are read again.
 */
export function commentRefused(entry: CommentEntry, error: ApiError): void {
  const alreadyGone = entry.change.op === 'delete' && error.code === ErrorCode.NO_COMMENT;
  if (!alreadyGone) toast.error(error.message, { toastId: error.message });
  readAgain(entry);
}
