import {
  type RoadToTest,
  RoadToTestAnswerSchema,
  RoadToTestSavedSchema,
} from '@ovningskort/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.js';

/**
 * The road to the test (issue 39): the student's own dates under /v1/road-to-test, a linked
 * student's under /v1/teacher/road-to-test/:studentId (read-only).
 */
export type RoadScope =
  { role: 'student'; studentId: string } | { role: 'supervisor'; studentId: string };

export const roadKey = (scope: RoadScope) => ['road-to-test', scope.role, scope.studentId] as const;

export function useRoadToTest(scope: RoadScope) {
  return useQuery({
    queryKey: roadKey(scope),
    queryFn: () =>
      scope.role === 'student'
        ? api.request('/v1/road-to-test', { role: 'student', response: RoadToTestAnswerSchema })
        : api.request(`/v1/teacher/road-to-test/${encodeURIComponent(scope.studentId)}`, {
            role: 'teacher',
            response: RoadToTestAnswerSchema,
          }),
  });
}

/** Saves the student's whole road (online only, as the self-assessment: decision 031). */
export function useSaveRoadToTest(studentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (road: RoadToTest) =>
      api.request('/v1/road-to-test', {
        method: 'PUT',
        body: road,
        role: 'student',
        response: RoadToTestSavedSchema,
      }),
    onSuccess: ({ road, savedAt }) =>
      queryClient.setQueryData(roadKey({ role: 'student', studentId }), { road, savedAt }),
  });
}
