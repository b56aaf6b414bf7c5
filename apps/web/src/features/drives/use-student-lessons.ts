import { LESSON_NUMBERS, TEMPLATE_LESSONS } from '@ovningskort/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';

/**
 * The lessons of the student's cards, from the cards the supervisor has already read (the
 * cache; offline too); the manual template when they have not been read on this device.
 */
export function useStudentLessons(studentId: string): readonly number[] {
  const queryClient = useQueryClient();
  const notes = queryClient.getQueryData<{ number: number }[]>(['supervised-cards', studentId]);
  return useMemo(() => {
    if (!notes || notes.length === 0) return TEMPLATE_LESSONS.manual;
    const numbers = new Set(notes.map((note) => note.number));
    return LESSON_NUMBERS.filter((n) => numbers.has(n));
  }, [notes]);
}
