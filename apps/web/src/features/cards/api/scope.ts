import type { Role } from '../../../lib/session.js';
import { cardsKey, supervisedCardsKey, supervisedUpdateKey, updateLessonKey } from './keys.js';

/**
 * Whose cards a screen shows and who changes them: the student their own, or the supervisor a
 * linked student's. Everything that differs between the two lives here; the card screen, the
 * lesson change and the live stream are the same code for both.
 */
export type CardsScope = { role: 'student' } | { role: 'supervisor'; studentId: string };

export function scopeDetails(scope: CardsScope) {
  if (scope.role === 'student') {
    return {
      apiRole: 'student' as Role,
      queryKey: cardsKey,
      updateKey: updateLessonKey,
      lessonPath: (id: string) => `/v1/drivingnotes/${encodeURIComponent(id)}`,
      livePath: '/v1/live',
    };
  }
  return {
    apiRole: 'teacher' as Role,
    queryKey: supervisedCardsKey(scope.studentId),
    updateKey: supervisedUpdateKey(scope.studentId),
    lessonPath: (id: string) => `/v1/teacher/drivingnotes/${encodeURIComponent(id)}`,
    livePath: `/v1/teacher/live/${encodeURIComponent(scope.studentId)}`,
  };
}
