import {
  cardTemplate,
  CONGRATULATED_LESSONS,
  type CreateLesson,
  DomainError,
  type DrivingNote,
  type LessonNumber,
  type LessonWriter,
  type LessonWriterRole,
  MAX_CARDS_PER_STUDENT,
  messages,
  type UpdateLesson,
  writableLessonChanges,
} from '@ovningskort/domain';
import type { Db, Dialect } from '../../db/connect.js';
import { isUniqueViolation } from '../../db/errors.js';
import type { Clock } from '../../lib/clock.js';
import { uuidv7 } from '../../lib/ids.js';
import type { PersonRow } from '../people/repository.js';
import type { Notify } from '../live/notify.js';
import { cardsEtag } from './etag.js';
import { toDrivingNote } from './driving-note.js';
import { BLANK_LESSON, recordChanges } from './history.js';
import { whyNotChanged } from './lesson-access.js';
import * as repo from './repository.js';

/** Enough tries to get past every slot being taken by racing requests. */
const SLOT_ATTEMPTS = MAX_CARDS_PER_STUDENT + 2;
/** How often a lesson change is tried again while other writes keep changing the lesson. */
const MAX_VERSION_RETRIES = 20;

/** The columns a change sets: what the role may write and was sent, and the time. */
export { toDrivingNote };

export function lessonChanges(
  role: LessonWriterRole,
  input: UpdateLesson,
  now: number,
): repo.NoteChanges {
  const { isDone, ...statuses } = writableLessonChanges(role, input);
  return {
    ...statuses,
    ...(isDone === undefined ? {} : { isDone: isDone ? 1 : 0 }),
    updatedAt: now,
  };
}

function templateRow(
  lesson: { number: LessonNumber; nytitle: string; headings: Partial<Record<string, string>> },
  ids: { id: string; groupId: string; studentId: string },
  now: number,
) {
  return {
    ...ids,
    number: lesson.number,
    nytitle: lesson.nytitle,
    isDone: 0 as const,
    catA: lesson.headings.catA ?? null,
    catB: lesson.headings.catB ?? null,
    catC: lesson.headings.catC ?? null,
    catD: lesson.headings.catD ?? null,
    catE: lesson.headings.catE ?? null,
    catF: lesson.headings.catF ?? null,
    catG: lesson.headings.catG ?? null,
    catH: lesson.headings.catH ?? null,
    catI: lesson.headings.catI ?? null,
    createdAt: now,
    updatedAt: now,
  };
}

/** The student a card is made for: whose it is, and which gearbox's template it gets. */
type Student = Pick<PersonRow, 'id' | 'autotransmission'>;

/**
 * The practice cards: the student's own, and the one lesson change of both roles. Every
 * method takes the writer's id from the verified token; the routes have checked the account
 * (plugins/account.ts), except where a method says it checks it itself.
 */
export function createCardService({
  db,
  dialect,
  clock,
  notify,
}: {
  db: Db;
  dialect: Dialect;
  clock: Clock;
  notify: Notify;
}) {
  const changeLessonRow = repo.lessonChanger(db, dialect);

  async function ownNote(studentId: string, id: string) {
    const row = await repo.findNote(db, id);
    if (!row || row.studentId !== studentId)
      throw new DomainError('NO_NOTE', messages.cards.notFound);
    return row;
  }

  /** A free slot 1..10, or the 400 of spec §8 when all ten are taken. */
  async function claimSlot(trx: Db, studentId: string, groupId: string, now: number) {
    const used = new Set((await repo.usedSlots(trx, studentId)).map((row) => row.slot));
    const slot = Array.from({ length: MAX_CARDS_PER_STUDENT }, (_, i) => i + 1).find(
      (candidate) => !used.has(candidate),
    );
    if (slot === undefined) throw new DomainError('MAX_CARDS', messages.cards.maxReached);
    await repo.insertCard(trx, { id: groupId, studentId, slot, createdAt: now });
  }

  /** Runs a card-creating transaction again when a racing request took the same slot. */
  async function withSlotRetry<T>(work: () => Promise<T>): Promise<T> {
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await work();
      } catch (error) {
        if (!isUniqueViolation(error) || attempt >= SLOT_ATTEMPTS) throw error;
      }
    }
  }

  return {
    /**
     * The ETag of the student's cards as they are now, from one small query that also checks
     * the account (as list does). Read it before the rows: a body is never older than its tag.
     */
    async listEtag(studentId: string): Promise<string> {
      const state = await repo.studentNotesValidator(db, studentId);
      if (!state) throw new DomainError('NO_ACCOUNT', messages.common.unauthorized);
      if (!state.isActivated) throw new DomainError('NOT_ACTIVATED', messages.cards.notActivated);
      return cardsEtag('student', studentId, studentId, state.validator);
    },

    /** The lessons of a student whose account listEtag has just checked. */
    async listChecked(studentId: string): Promise<DrivingNote[]> {
      return (await repo.notesOfStudent(db, studentId)).map((row) => toDrivingNote(row));
    },

    async get(studentId: string, id: string): Promise<DrivingNote> {
      return toDrivingNote(await ownNote(studentId, id));
    },

    async hasNotes(studentId: string): Promise<boolean> {
      return repo.hasNotes(db, studentId);
    },

    /** A whole card from the template of the student's gearbox, in one transaction. */
    async createCard(student: Student): Promise<{ groupId: string; notes: DrivingNote[] }> {
      const studentId = student.id;
      const template = cardTemplate(student.autotransmission === 1);
      if (template.length === 0) throw new DomainError('NO_TEMPLATE', messages.cards.noTemplate);
      const created = await withSlotRetry(() =>
        db.transaction().execute(async (trx) => {
          const now = clock();
          const groupId = uuidv7(now);
          await claimSlot(trx, studentId, groupId, now);
          const rows = template.map((lesson) =>
            templateRow(lesson, { id: uuidv7(now), groupId, studentId }, now),
          );
          await repo.insertNotes(trx, rows);
          const notes = await repo.notesOfCard(trx, groupId);
          return { groupId, notes: notes.map((row) => toDrivingNote(row)) };
        }),
      );
      notify(studentId, { type: 'cards' });
      return created;
    },

    /**
     * The spec's one-lesson-per-call creation: the first lesson of a new group claims a card
     * slot. Titles and headings come from the catalogue, never from the request.
     */
    async createLesson(student: Student, input: CreateLesson): Promise<DrivingNote> {
      const studentId = student.id;
      const lesson = cardTemplate(student.autotransmission === 1).find(
        (l) => l.number === input.number,
      );
      if (!lesson) throw new DomainError('NO_TEMPLATE', messages.cards.noTemplate);
      const card = await repo.findCard(db, input.groupId);
      if (card && card.studentId !== studentId)
        throw new DomainError('NO_CARD', messages.cards.notFound);
      try {
        const created = await withSlotRetry(() =>
          db.transaction().execute(async (trx) => {
            const now = clock();
            if (!(await repo.findCard(trx, input.groupId))) {
              await claimSlot(trx, studentId, input.groupId, now);
            }
            const row = templateRow(
              lesson,
              { id: input.id, groupId: input.groupId, studentId },
              now,
            );
            await repo.insertNotes(trx, [{ ...row, ...lessonChanges('student', input, now) }]);
            const inserted = (await repo.findNote(trx, input.id))!;
            // Statuses given at creation are the student's changes from a blank lesson.
            const writer = { role: 'student', id: studentId } as const;
            await recordChanges(trx, writer, BLANK_LESSON, inserted, now);
            return toDrivingNote(inserted);
          }),
        );
        notify(studentId, { type: 'cards' });
        return created;
      } catch (error) {
        if (isUniqueViolation(error))
          throw new DomainError('LESSON_EXISTS', messages.cards.lessonExists);
        throw error;
      }
    },

    /**
     * The one way a lesson changes, for the student and for the supervisor: one statement in
     * which who may write is part of the condition (repository.ts changeLessonQuery). Only
     * the fields the writer's role may set and that were sent change. The congratulation is
     * due once per student, when the student marks lesson 15 or 16 done.
     */
    async changeLesson(
      writer: LessonWriter,
      lessonId: string,
      input: UpdateLesson & { id?: string; groupId?: string },
    ): Promise<{ drivingNote: DrivingNote; congratulate: boolean }> {
      if (input.id !== undefined && input.id !== lessonId) {
        throw new DomainError('ID_MISMATCH', messages.common.badRequest);
      }
      const now = clock();
      const changes = lessonChanges(writer.role, input, now);
      for (let attempt = 1; ; attempt += 1) {
        // The lesson as it is, then the change only while the lesson is still that version
        // (so what the card's history records as "from" is what the change replaced, issue 19),
        // and the history, in one transaction. The lesson's row is not locked before the
        // statement that checks the writer's right (changeLessonQuery): a write that has seen
        // the link still holds its removal.
        const row = await db.transaction().execute(async (trx) => {
          const before = await repo.findNote(trx, lessonId);
          if (!before) return undefined;
          const after = await changeLessonRow(
            writer,
            lessonId,
            changes,
            input.groupId,
            trx,
            before.version,
          );
          if (after) await recordChanges(trx, writer, before, after, now);
          return after;
        });
        if (row) {
          const drivingNote = toDrivingNote(row);
          notify(row.studentId, { type: 'lesson', drivingNote });
          const congratulate =
            writer.role === 'student' &&
            input.isDone === true &&
            CONGRATULATED_LESSONS.has(row.number) &&
            (await repo.claimCongratulation(db, writer.id, now));
          return { drivingNote, congratulate };
        }
        const refusal = await whyNotChanged(db, writer, lessonId, input.groupId);
        if (refusal) throw refusal;
        // Nothing wrong now: another write changed the lesson meanwhile, or the link or
        // account changed between the two; try again.
        if (attempt >= MAX_VERSION_RETRIES)
          throw new DomainError('NO_NOTE', messages.cards.notFound);
      }
    },

    async deleteCard(studentId: string, groupId: string): Promise<void> {
      const result = await repo.deleteCard(db, groupId, studentId);
      if (result.numDeletedRows !== 1n) throw new DomainError('NO_CARD', messages.cards.notFound);
      notify(studentId, { type: 'cards' });
    },
  };
}
export type CardService = ReturnType<typeof createCardService>;
