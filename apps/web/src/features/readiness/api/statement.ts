import { ReadinessStatementAnswerSchema, ReadinessStatementMadeSchema } from '@ovningskort/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.js';

/** Whose statement "Vi tycker att vi är redo" is read: the student's own, or a linked student's. */
export type StatementScope = { role: 'student' } | { role: 'supervisor'; studentId: string };

export const statementKey = (scope: StatementScope) =>
  [
    'readiness-statement',
    scope.role,
    scope.role === 'supervisor' ? scope.studentId : null,
  ] as const;

function getStatement(scope: StatementScope) {
  return scope.role === 'student'
    ? api.request('/v1/readiness', { role: 'student', response: ReadinessStatementAnswerSchema })
    : api.request(`/v1/teacher/readiness/${encodeURIComponent(scope.studentId)}`, {
        role: 'teacher',
        response: ReadinessStatementAnswerSchema,
      });
}

export function useReadinessStatement(scope: StatementScope) {
  return useQuery({ queryKey: statementKey(scope), queryFn: () => getStatement(scope) });
}

/** The linked supervisor's "Vi tycker att vi är redo" (online only: a statement with a date). */
export function useConfirmReady(studentId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () =>
      api.request(`/v1/teacher/readiness/${encodeURIComponent(studentId)}`, {
        method: 'POST',
        role: 'teacher',
        response: ReadinessStatementMadeSchema,
      }),
    onSuccess: (answer) => {
      client.setQueryData(statementKey({ role: 'supervisor', studentId }), {
        statement: answer.statement,
      });
    },
  });
}
