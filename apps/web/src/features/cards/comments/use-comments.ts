import type { CardComment, CommentInput, SubMomentKey } from '@ovningskort/domain';
import { useMemo, useSyncExternalStore } from 'react';
import {
  deviceOutbox,
  keepChanges,
  useOutboxWriter,
  type OutboxScope,
} from '../../../lib/outbox/device-outbox.js';
import { isCommentChange, type CommentChange } from '../../../lib/outbox/outbox-storage.js';
import { randomId } from '../../../lib/random-id.js';
import { useCardComments, type CommentsReader } from './api/get-comments.js';

/** A comment as the person sees it: the server's, or one still in the outbox (`pending`). */
export type ShownComment = CardComment & { pending: boolean };

/** Where a comment sits: a sub-moment, or the whole lesson. */
export type CommentPlace = { lessonId: string; subMoment: SubMomentKey | null };

/**
 * The comments as the person sees them: what the server holds with the writer's changes still
 * in the outbox on top – a new or changed one shows as written (marked as not yet saved), a
 * deleted one is gone. In the order written.
 */
export function withPendingComments(
  comments: readonly CardComment[],
  changes: readonly CommentChange[],
  writerRole: 'student' | 'supervisor',
): ShownComment[] {
  const shown = new Map<string, ShownComment>(
    comments.map((c) => [c.id, { ...c, pending: false }]),
  );
  for (const change of changes) {
    if (change.op === 'delete') {
      shown.delete(change.commentId);
      continue;
    }
    const before = shown.get(change.commentId);
    shown.set(change.commentId, {
      id: change.commentId,
      groupId: change.groupId,
      lessonId: change.input.lessonId,
      lesson: before?.lesson ?? 0,
      subMoment: change.input.subMoment,
      body: change.input.body.trim(),
      by: before?.by ?? { role: writerRole, name: change.byName },
      mine: true,
      mayDelete: true,
      createdAt: before?.createdAt ?? Number.MAX_SAFE_INTEGER,
      updatedAt: before?.updatedAt ?? Number.MAX_SAFE_INTEGER,
      madeAt: before?.madeAt ?? Number.MAX_SAFE_INTEGER,
      pending: true,
    });
  }
  return [...shown.values()].sort((a, b) => a.createdAt - b.createdAt);
}

const NONE: readonly ShownComment[] = [];

/**
 * One card's comments as they are shown, by place (a sub-moment's key, or 'lesson' for the
 * whole lesson) of one lesson, and how to write, change and delete one: into the device's
 * outbox first (it shows at once, also without a network), then to the server.
 */
export function useComments(scope: OutboxScope, groupId: string, lessonId: string, byName: string) {
  const writer = useOutboxWriter(scope);
  const reader: CommentsReader = useMemo(
    () =>
      scope.role === 'student'
        ? { role: 'student' }
        : { role: 'teacher', studentId: scope.studentId },
    [scope],
  );
  const { data } = useCardComments(reader, groupId);
  const entries = useSyncExternalStore(
    deviceOutbox.subscribe,
    deviceOutbox.entries,
    deviceOutbox.entries,
  );
  const changes = useMemo(
    () =>
      entries.flatMap((e) =>
        writer &&
        e.account === writer.account &&
        e.studentId === writer.studentId &&
        isCommentChange(e.change) &&
        e.change.groupId === groupId
          ? [e.change]
          : [],
      ),
    [entries, writer, groupId],
  );
  const byPlace = useMemo(() => {
    const shown = withPendingComments(data ?? [], changes, scope.role).filter(
      (c) => c.lessonId === lessonId,
    );
    const places = new Map<string, ShownComment[]>();
    for (const comment of shown) {
      const place = comment.subMoment ?? 'lesson';
      places.set(place, [...(places.get(place) ?? []), comment]);
    }
    return places;
  }, [data, changes, scope.role, lessonId]);

  return useMemo(() => {
    const add = (change: CommentChange) => {
      if (writer) keepChanges([{ ...writer, change, madeAt: Date.now() }]);
    };
    return {
      /** The card's comments as the server last answered (for what is new from the other side). */
      read: data,
      of: (place: SubMomentKey | 'lesson') => byPlace.get(place) ?? NONE,
      /** Writes a new comment (a new id) or changes one's text (its id). */
      save(place: CommentPlace, body: string, commentId: string = randomId()) {
        const input: CommentInput = { ...place, body };
        add({ kind: 'comment', id: randomId(), commentId, groupId, op: 'put', input, byName });
      },
      remove(commentId: string) {
        add({ kind: 'comment', id: randomId(), commentId, groupId, op: 'delete' });
      },
    };
  }, [data, byPlace, writer, groupId, byName]);
}
export type CommentsOfLesson = ReturnType<typeof useComments>;

/**
 * The comments the other person wrote since the comments were last seen (`seenUntil`, the
 * newest `createdAt` known then), oldest first. Nothing on the first read.
 */
export function othersCommentsSince(
  comments: readonly CardComment[],
  seenUntil: number | undefined,
): CardComment[] {
  if (seenUntil === undefined) return [];
  return comments.filter((c) => !c.mine && c.createdAt > seenUntil);
}
