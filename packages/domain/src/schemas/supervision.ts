import * as z from 'zod/mini';
import { EMAIL_MAX } from '../constants.js';
import { messages } from '../messages.js';
import { EMAIL_PATTERN, entityId } from './fields.js';

const m = messages.supervision;

/** POST v1/addTeacher: the student links a registered supervisor by e-mail. */
export const AddSupervisorSchema = z.object({
  teacherEmail: z
    .string({ error: m.emailRequired })
    .check(
      z.trim(),
      z.minLength(1, m.emailRequired),
      z.maxLength(EMAIL_MAX, m.emailInvalid),
      z.regex(EMAIL_PATTERN, m.emailInvalid),
    ),
  studentId: entityId,
});
export type AddSupervisor = z.infer<typeof AddSupervisorSchema>;

export const StudentIdQuerySchema = z.object({ studentId: entityId });
export const LinkQuerySchema = z.object({ teacherId: entityId, studentId: entityId });
export const SupervisorIdParamsSchema = z.object({ teacherId: entityId });

/**
 * GET /v1/teacher/students (issue 35): the students linked to the supervisor now, in the order
 * they were linked, with whether each has a card yet – a student appears as soon as they link
 * the supervisor, not only once they make a card.
 */
export const LinkedStudentsSchema = z.object({
  students: z.array(z.object({ id: z.string(), name: z.string(), hasCard: z.boolean() })),
});
export type LinkedStudents = z.infer<typeof LinkedStudentsSchema>;

/** GET /v1/checkNameT: the student's supervisor, if any (never more than their name and e-mail). */
export const SupervisorOfStudentSchema = z.object({
  teacherName: z.nullable(z.string()),
  teacher: z.nullable(z.object({ id: z.string(), name: z.string(), email: z.string() })),
});
export type SupervisorOfStudent = z.infer<typeof SupervisorOfStudentSchema>;
