import { STATUS_KEYS, SUB_MOMENT_KEYS } from '@ovningskort/domain';
import { sql } from 'kysely';
import type { Db } from '../../db/connect.js';

/**
 * What the progress PDF (decision 021) reads of one student: their name, their lessons, the
 * card history, the comments and the drive log. Each query names its
 * columns; nothing of another student and nothing private (e-mail, personal number) is read.
 */

export function studentName(db: Db, studentId: string) {
  return db
    .selectFrom('students')
    .select(['name', 'surname'])
    .where('id', '=', studentId)
    .executeTakeFirst();
}

/** The linked supervisor's name, when there is one (the link says who follows the student). */
export function supervisorName(db: Db, studentId: string) {
  return db
    .selectFrom('studentTeacher')
    .innerJoin('teachers', 'teachers.id', 'studentTeacher.teacherId')
    .select(['teachers.name', 'teachers.surname'])
    .where('studentTeacher.studentId', '=', studentId)
    .executeTakeFirst();
}

/** Every lesson of the student's cards, in the order the app shows them (card, then number). */
export function lessonsOf(db: Db, studentId: string) {
  return db
    .selectFrom('drivingNotes')
    .select(['id', 'groupId', 'number', 'nytitle', 'isDone', ...SUB_MOMENT_KEYS, ...STATUS_KEYS])
    .where('studentId', '=', studentId)
    .orderBy('groupId')
    .orderBy('number')
    .execute();
}
export type LessonRow = Awaited<ReturnType<typeof lessonsOf>>[number];

/** Every recorded change of the student's cards, newest first (ties: the later id first). */
export function historyOf(db: Db, studentId: string) {
  return db
    .selectFrom('cardHistory')
    .select([
      'lessonId',
      'field',
      'toValue',
      'byRole',
      'byName',
      'at',
      'madeAt',
      'deviceTimeRejected',
    ])
    .where('studentId', '=', studentId)
    .orderBy('at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}
export type HistoryRow = Awaited<ReturnType<typeof historyOf>>[number];

/** Every comment on the student's lessons, oldest first (ties: by id). */
export function commentsOf(db: Db, studentId: string) {
  return db
    .selectFrom('cardComments')
    .select([
      'lessonId',
      'subMoment',
      'body',
      'byRole',
      'byName',
      'createdAt',
      'updatedAt',
      'madeAt',
      'deviceTimeRejected',
    ])
    .where('studentId', '=', studentId)
    .orderBy('createdAt')
    .orderBy('id')
    .execute();
}
export type CommentRow = Awaited<ReturnType<typeof commentsOf>>[number];

/**
 * The student's drives in the drive log's order (the latest first, as drivesOf in
 * drives/repository.ts) with every column but the note, which reads as '': the PDF does not
 * show notes, and in a long log they are most of what is read – 1500 notes of 1000 characters
 * are 1.5 MB to read and collect on the event loop for each PDF (security round 3).
 */
export function drivesOf(db: Db, studentId: string) {
  return db
    .selectFrom('drives')
    .select([
      'id',
      'studentId',
      'date',
      'startTime',
      'minutes',
      'kmTenths',
      'supervisorKind',
      'supervisorName',
      'conditions',
      'roads',
      'traffic',
      'lessons',
      'addedBy',
      'addedById',
      'confirmedAt',
      'confirmedBy',
      'confirmedByName',
      'createdAt',
      'updatedAt',
      'reflection',
      'reflectionNote',
      'madeAt',
      'deviceTimeRejected',
      sql<string>`''`.as('note'),
    ])
    .where('studentId', '=', studentId)
    .orderBy('date', 'desc')
    .orderBy('startTime', 'desc')
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .execute();
}
