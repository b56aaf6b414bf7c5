import type { Role } from '../../../lib/session.js';
import { cardsKey, supervisedCardsKey, supervisedUpdateKey, updateLessonKey } from './keys.js';

/**
 * Whose cards a screen shows and who changes them: the student their own, or the supervisor a
 * linked student's. Everything that differs between the two lives here; the card screen, the
 * lesson change and the live stream are the same code for both.
 */
export type CardsScope = { role: 'student' } | { role: 'supervisor'; studentId: string };

interface ScopeDetails {
  apiRole: Role;
  queryKey: readonly unknown[];
  updateKey: readonly unknown[];
  lessonPath: (id: string) => string;
  livePath: string;
}

export function scopeDetails(scope: CardsScope): ScopeDetails {
  if (scope.role === 'student') {
    return {
      apiRole: 'student',
      queryKey: cardsKey,
      updateKey: updateLessonKey,
      lessonPath: (id: string) => `/v1/drivingnotes/${encodeURIComponent(id)}`,
      livePath: '/v1/live',
    };
  }
  return {
    apiRole: 'teacher',
    queryKey: supervisedCardsKey(scope.studentId),
    updateKey: supervisedUpdateKey(scope.studentId),
    lessonPath: (id: string) => `/v1/teacher/drivingnotes/${encodeURIComponent(id)}`,
    livePath: `/v1/teacher/live/${encodeURIComponent(scope.studentId)}`,
  };
}
