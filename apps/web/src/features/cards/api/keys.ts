/** The query holding every lesson of the student's cards, as GET /v1/drivingnotes lists them. */
export const cardsKey = ['cards'] as const;

/** The student's saves of lesson changes. */
export const updateLessonKey = [...cardsKey, 'update'] as const;

/** The query of a linked student's lessons as the supervisor sees them. */
export const supervisedCardsKey = (studentId: string) => ['supervised-cards', studentId] as const;

/** The supervisor's saves of that student's lesson changes. */
export const supervisedUpdateKey = (studentId: string) =>
  ['supervised-cards', studentId, 'update'] as const;

/** Whose card's comments: the student's own, or a linked student's as their supervisor. */
export type CommentsReader = { role: 'student' } | { role: 'teacher'; studentId: string };

/** Kept on the device with the role's other queries (persisted-cache.ts), as the history is. */
export const commentsKey = (reader: CommentsReader, groupId: string) =>
  reader.role === 'student'
    ? (['card-comments', 'student', groupId] as const)
    : (['card-comments', 'teacher', reader.studentId, groupId] as const);
