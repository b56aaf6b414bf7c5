import { randomUUID } from 'node:crypto';
import {
  cardToJudge,
  DomainError,
  driveTotals,
  groupCards,
  messages,
  readiness,
  READINESS_STATEMENTS_PER_DAY,
  readinessFigures,
  selfAssessmentSummary,
  waitInWords,
  swedishDay,
  type ReadinessStatement,
} from '@ovningskort/domain';
import type { Db } from '../../db/connect.js';
import type { Clock } from '../../lib/clock.js';
import { perDay, type Limiter } from '../rate-limits/limiter.js';
import { toDrivingNote } from '../cards/driving-note.js';
import { notesWithApprovals } from '../cards/repository.js';
import type { DriveService } from '../drives/service.js';
import type { SelfAssessmentService } from '../self-assessment/service.js';
import * as repo from './repository.js';

const STATEMENT_LIMIT = perDay(READINESS_STATEMENTS_PER_DAY);

/** A stored statement as the API answers it; a row an older or newer app wrote reads safely. */
export function toStatement(
  row: { teacherName: string; madeAt: number | string; figures: string } | undefined,
): ReadinessStatement | null {
  if (!row) return null;
  let figures: Partial<ReadinessStatement>;
  try {
    figures = (JSON.parse(row.figures) as Partial<ReadinessStatement> | null) ?? {};
  } catch {
    figures = {};
  }
  const count = (value: unknown) => (typeof value === 'number' && value >= 0 ? value : 0);
  return {
    madeAt: Number(row.madeAt),
    supervisorName: row.teacherName,
    verdict: figures.verdict === 'ready' || figures.verdict === 'soon' ? figures.verdict : 'notYet',
    approved: count(figures.approved),
    total: count(figures.total),
    minutes: count(figures.minutes),
    reasons: Array.isArray(figures.reasons)
      ? figures.reasons.filter((r): r is string => typeof r === 'string')
      : [],
  };
}

/**
 * "Redo för körprovet?" on the server (issue 39): the same domain rules as the screens, from
 * what the database holds, and the supervisor's statement "Vi tycker att vi är redo" with the
 * figures counted when it was made. The routes check the caller and the link.
 */
export function createReadinessService(deps: {
  db: Db;
  clock: Clock;
  limiter: Limiter;
  drives: Pick<DriveService, 'facts'>;
  selfAssessment: Pick<SelfAssessmentService, 'get'>;
}) {
  const { db, clock, limiter, drives, selfAssessment } = deps;

  /** The readiness of the student now, from their card with the most approvals. */
  async function now(studentId: string) {
    const [notes, facts, assessment] = await Promise.all([
      notesWithApprovals(db, studentId),
      drives.facts(studentId),
      selfAssessment.get(studentId),
    ]);
    const lessons = notes.map(({ row, approvals }) => toDrivingNote(row, undefined, approvals));
    const judged = cardToJudge(groupCards(lessons));
    if (!judged) throw new DomainError('NO_CARD', messages.readiness.noCard);
    return readiness({
      lessons: judged.card.lessons,
      totals: driveTotals(facts, swedishDay(clock())),
      selfAssessment: selfAssessmentSummary(assessment.answers),
    });
  }

  return {
    now,

    async latest(studentId: string): Promise<ReadinessStatement | null> {
      return toStatement(await repo.latestStatement(db, studentId));
    },

    /** The linked supervisor states that the learner is ready; the figures are the server's. */
    async confirm(supervisorId: string, studentId: string): Promise<ReadinessStatement> {
      const wait = await limiter.take([
        [`readiness:${supervisorId}:${studentId}`, STATEMENT_LIMIT],
      ]);
      if (wait > 0) {
        throw new DomainError(
          'TOO_MANY_STATEMENTS',
          messages.readiness.tooMany(waitInWords(wait)),
          wait,
        );
      }
      const [result, supervisor] = await Promise.all([
        now(studentId),
        repo.supervisorName(db, supervisorId),
      ]);
      if (!supervisor) throw new DomainError('NO_ACCOUNT', messages.common.unauthorized);
      const row = {
        id: randomUUID(),
        studentId,
        teacherId: supervisorId,
        teacherName: `${supervisor.name} ${supervisor.surname}`.trim(),
        madeAt: clock(),
        figures: JSON.stringify(readinessFigures(result)),
      };
      await repo.insertStatement(db, row);
      return toStatement(row)!;
    },
  };
}
export type ReadinessService = ReturnType<typeof createReadinessService>;
