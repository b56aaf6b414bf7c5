import {
  type Actor,
  type CardComment,
  type CommentInput,
  COMMENTS_PER_LESSON_MAX,
  DomainError,
  madeTime,
  messages,
  SUB_MOMENT_KEYS,
} from '@ovningskort/domain';
import type { Db } from '../../db/connect.js';
import { assertLinked } from '../access/linked.js';
import { isLinked } from '../access/repository.js';
import * as cards from '../cards/repository.js';
import { writerName } from '../cards/history-repository.js';
import { whyNotChanged } from '../cards/lesson-access.js';
import type { Tell } from '../../events/notification-events.js';
import type { Notify } from '../live/notify.js';
import { activatedPerson } from '../people/activated.js';
import * as repo from './repository.js';

const m = messages.comments;

/** The comment's author. */
const isAuthor = (row: repo.CommentRow, reader: Actor) =>
  row.byRole === reader.role && row.byId === reader.id;

/**
 * Who may delete a comment they can see: its author, and the card's student any comment on
 * their own card – also one by a supervisor whose link has ended, which nobody else can reach.
 */
const mayDelete = (row: repo.CommentRow, reader: Actor) =>
  isAuthor(row, reader) || (reader.role === 'student' && row.studentId === reader.id);

export function toComment(row: repo.CommentRow, reader: Actor): CardComment {
  return {
    id: row.id,
    groupId: row.groupId,
    lessonId: row.lessonId,
    lesson: row.number,
    subMoment: SUB_MOMENT_KEYS.find((key) => key === row.subMoment) ?? null,
    body: row.body,
    by: { role: row.byRole, name: row.byName },
    mine: isAuthor(row, reader),
    mayDelete: mayDelete(row, reader),
    createdAt: Number(row.createdAt),
    updatedAt: Number(row.updatedAt),
    madeAt: Number(row.madeAt ?? row.createdAt),
    ...(Number(row.deviceTimeRejected) === 1 ? { deviceTimeRejected: true } : {}),
  };
}

/**
 * Comments on a lesson or a sub-moment (issue 19), by the student or the supervisor linked to
 * the student now. Either reads all of a card's; only the author changes one; the author or the
 * card's student deletes one. A comment the caller may not see answers as one that does not
 * exist.
 */
export function createComments({
  db,
  clock,
  notify,
  tell = () => undefined,
}: {
  /** Notifications (issue 38): a new comment reaches the other person of the link. */
  tell?: Tell;
  db: Db;
  clock: () => number;
  notify: Notify;
}) {
  /** The comment if the caller may see it (the student's own card, or a linked student's). */
  async function visible(reader: Actor, id: string) {
    const row = await repo.findComment(db, id);
    if (!row) return undefined;
    if (reader.role === 'student') return row.studentId === reader.id ? row : undefined;
    return (await isLinked(db, reader.id, row.studentId)) ? row : undefined;
  }

  /** The comment if the caller sees it and `may` lets them change or delete it, or why not. */
  async function reachable(
    writer: Actor,
    id: string,
    may: (row: repo.CommentRow, writer: Actor) => boolean,
  ) {
    await activatedPerson(db, writer.role, writer.id);
    const row = await visible(writer, id);
    if (!row) throw new DomainError('NO_COMMENT', m.notFound);
    if (!may(row, writer)) throw new DomainError('NOT_YOURS', m.notYours);
    return row;
  }

  async function create(writer: Actor, id: string, input: CommentInput) {
    const refused = await whyNotChanged(db, writer, input.lessonId);
    if (refused) throw refused;
    const lesson = (await cards.findNote(db, input.lessonId))!;
    if (input.subMoment && !lesson[input.subMoment]) {
      throw new DomainError('VALIDATION', m.invalidSubMoment);
    }
    if ((await repo.countOnLesson(db, lesson.id)) >= COMMENTS_PER_LESSON_MAX) {
      throw new DomainError('TOO_MANY_COMMENTS', m.tooMany(String(COMMENTS_PER_LESSON_MAX)));
    }
    const now = clock();
    // Written offline, it is dated when it was written, if the device's time is believable.
    const made = madeTime(input.madeAt, now, Number(lesson.createdAt), input.sentAt);
    return repo.insertComment(db, {
      id,
      studentId: lesson.studentId,
      groupId: lesson.groupId,
      lessonId: lesson.id,
      subMoment: input.subMoment,
      body: input.body,
      byRole: writer.role,
      byId: writer.id,
      byName: await writerName(db, writer),
      createdAt: now,
      updatedAt: now,
      madeAt: made.madeAt === now ? null : made.madeAt,
      deviceTimeRejected: made.deviceTimeRejected ? 1 : 0,
    });
  }

  return {
    async ofCard(reader: Actor, groupId: string): Promise<CardComment[]> {
      const card = await cards.findCard(db, groupId);
      if (!card || (reader.role === 'student' && card.studentId !== reader.id)) {
        throw new DomainError('NO_CARD', messages.cards.notFound);
      }
      if (reader.role === 'supervisor') await assertLinked(db, reader.id, card.studentId);
      const rows = await repo.commentsOfCard(db, groupId);
      return rows.map((row) => toComment(row, reader));
    },

    /**
     * Stores the comment under its id: the first time on the lesson it names, later (by its
     * author, on the same lesson and sub-moment) with the new text. Sent again, it is stored once.
     */
    async save(writer: Actor, id: string, input: CommentInput): Promise<CardComment> {
      const created = !(await repo.findComment(db, id)) && (await create(writer, id, input));
      const row = await reachable(writer, id, isAuthor);
      if (row.lessonId !== input.lessonId || row.subMoment !== input.subMoment) {
        throw new DomainError('ID_MISMATCH', messages.common.badRequest);
      }
      if (!created && row.body !== input.body) {
        await repo.updateBody(db, id, input.body, clock());
      }
      if (created || row.body !== input.body)
        notify(row.studentId, { type: 'comments', groupId: row.groupId });
      if (created) {
        tell({ kind: 'comment', author: writer, studentId: row.studentId, lessonId: row.lessonId });
      }
      return toComment((await repo.findComment(db, id))!, writer);
    },

    /**
     * Deletes a comment: the author their own (a supervisor only while linked, as every
     * supervisor route), the card's student any on their card.
     */
    async remove(writer: Actor, id: string): Promise<void> {
      const row = await reachable(writer, id, mayDelete);
      if (await repo.deleteComment(db, id)) {
        notify(row.studentId, { type: 'comments', groupId: row.groupId });
      }
    },
  };
}
export type Comments = ReturnType<typeof createComments>;
