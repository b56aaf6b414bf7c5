import {
  cardTemplate,
  type CreateLesson,
  DomainError,
  type DrivingNote,
  type LessonNumber,
  MAX_CARDS_PER_STUDENT,
  messages,
  writableLessonChanges,
} from '@ovningskort/domain';
import type { Db } from '../../db/connect.js';
import { isUniqueViolation } from '../../db/errors.js';
import type { Clock } from '../../lib/clock.js';
import { uuidv7 } from '../../lib/ids.js';
import type { PersonRow } from '../people/repository.js';
import type { Notify } from '../live/notify.js';
import { cardsEtag } from './etag.js';
import { toDrivingNote } from './driving-note.js';
import { supervisorApprovals } from './history-repository.js';
import { BLANK_LESSON, recordChanges } from './history.js';
import * as repo from './repository.js';

/** Enough tries to get past every slot being taken by racing requests. */
const SLOT_ATTEMPTS = MAX_CARDS_PER_STUDENT + 2;

/** The statuses and done flag a lesson is created with: what a student may set and sent. */
function initialCells(input: CreateLesson): repo.NoteChanges {
  const { isDone, ...statuses } = writableLessonChanges('student', input);
  return { ...statuses, ...(isDone === undefined ? {} : { isDone: isDone ? 1 : 0 }) };
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
 * The student's practice cards: create, read, delete (a lesson's statuses change only through
 * lesson-changes.ts). Every method takes the student's id from the verified token; the routes
 * have checked the account (modules/access/guards.ts), except where a method says it checks
 * it itself.
 */
export function createCardService({ db, clock, notify }: { db: Db; clock: Clock; notify: Notify }) {
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
      // With the statuses the supervisor approved (issue 34): only those count as approved.
      const lessons = await repo.notesWithApprovals(db, studentId);
      return lessons.map(({ row, approvals }) => toDrivingNote(row, undefined, approvals));
    },

    async get(studentId: string, id: string): Promise<DrivingNote> {
      const row = await ownNote(studentId, id);
      const approvals = await supervisorApprovals(db, { lessonId: row.id });
      return toDrivingNote(row, undefined, approvals.get(row.id) ?? []);
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
          // A new card: nothing on it is approved yet.
          return { groupId, notes: notes.map((row) => toDrivingNote(row, undefined, [])) };
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
            await repo.insertNotes(trx, [{ ...row, ...initialCells(input) }]);
            const inserted = (await repo.findNote(trx, input.id))!;
            // Statuses given at creation are the student's changes from a blank lesson.
            const student = { role: 'student', id: studentId } as const;
            await recordChanges(trx, student, BLANK_LESSON, inserted, now);
            // Its statuses are the student's own: none is the supervisor's approval.
            return toDrivingNote(inserted, undefined, []);
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

    async deleteCard(studentId: string, groupId: string): Promise<void> {
      const result = await repo.deleteCard(db, groupId, studentId);
      if (result.numDeletedRows !== 1n) throw new DomainError('NO_CARD', messages.cards.notFound);
      notify(studentId, { type: 'cards' });
    },
  };
}
export type CardService = ReturnType<typeof createCardService>;
