import {
  isSelfAssessmentValue,
  SELF_ASSESSMENT_STATEMENTS,
  type SelfAssessment,
  type SelfAssessmentInput,
} from '@ovningskort/domain';
import type { Db } from '../../db/connect.js';
import type { Clock } from '../../lib/clock.js';
import * as repo from './repository.js';

const order = new Map<string, number>(SELF_ASSESSMENT_STATEMENTS.map((s, i) => [s.id, i]));

/**
 * Stored answers as both roles read them: known statements with known values only (a row an
 * older or newer app wrote keeps what this one understands), in the statements' order.
 */
export function toSelfAssessment(
  row: { answers: string; answeredAt: number | string } | undefined,
): SelfAssessment {
  if (!row) return { answers: [], answeredAt: null };
  let parsed: unknown;
  try {
    parsed = JSON.parse(row.answers);
  } catch {
    parsed = [];
  }
  const answers = (Array.isArray(parsed) ? parsed : []).flatMap((a: unknown) => {
    const { statement, answer, note } = (a ?? {}) as Record<string, unknown>;
    if (typeof statement !== 'string' || !order.has(statement)) return [];
    if (typeof answer !== 'string' || !isSelfAssessmentValue(answer)) return [];
    return [{ statement, answer, note: typeof note === 'string' ? note : '' }];
  });
  answers.sort((a, b) => order.get(a.statement)! - order.get(b.statement)!);
  return { answers, answeredAt: Number(row.answeredAt) };
}

/**
 * The learner's self-assessment before the driving test (issue 36, kursplan moment 4): the
 * student writes the whole set; the student and a linked supervisor read it (the routes check
 * the link).
 */
export function createSelfAssessmentService(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;
  return {
    async get(studentId: string): Promise<SelfAssessment> {
      return toSelfAssessment(await repo.selfAssessmentOf(db, studentId));
    },
    async save(studentId: string, input: SelfAssessmentInput): Promise<SelfAssessment> {
      const answers = input.answers.map(({ statement, answer, note }) => ({
        statement,
        answer,
        note,
      }));
      await repo.saveSelfAssessment(db, studentId, JSON.stringify(answers), clock());
      return toSelfAssessment(await repo.selfAssessmentOf(db, studentId));
    },
  };
}
export type SelfAssessmentService = ReturnType<typeof createSelfAssessmentService>;
