import {
  type SelfAssessmentInput,
  SelfAssessmentSavedSchema,
  SelfAssessmentSchema,
} from '@ovningskort/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.js';

/**
 * The self-assessment before the driving test (issue 36): whose it is and who reads it. The
 * student's own under /v1/self-assessment, a linked student's under
 * /v1/teacher/self-assessment/:studentId (read-only).
 */
export type SelfAssessmentScope =
  { role: 'student'; studentId: string } | { role: 'supervisor'; studentId: string };

export const selfAssessmentKey = (scope: SelfAssessmentScope) =>
  ['self-assessment', scope.role, scope.studentId] as const;

export function getSelfAssessment(scope: SelfAssessmentScope) {
  return scope.role === 'student'
    ? api.request('/v1/self-assessment', { role: 'student', response: SelfAssessmentSchema })
    : api.request(`/v1/teacher/self-assessment/${encodeURIComponent(scope.studentId)}`, {
        role: 'teacher',
        response: SelfAssessmentSchema,
      });
}

export function useSelfAssessment(scope: SelfAssessmentScope) {
  return useQuery({
    queryKey: selfAssessmentKey(scope),
    queryFn: () => getSelfAssessment(scope),
  });
}

/** Saves the student's whole answer set (online only: no outbox, decision 031). */
export function saveSelfAssessment(input: SelfAssessmentInput) {
  return api.request('/v1/self-assessment', {
    method: 'PUT',
    body: input,
    role: 'student',
    response: SelfAssessmentSavedSchema,
  });
}

export function useSaveSelfAssessment(studentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSelfAssessment,
    onSuccess: (saved) =>
      queryClient.setQueryData(
        selfAssessmentKey({ role: 'student', studentId }),
        saved.selfAssessment,
      ),
  });
}
