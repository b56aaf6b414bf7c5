import type * as z from 'zod/mini';

/**
 * The params of a strict object whose unknown fields get `message`; its other issues keep
 * their own messages (or zod's Swedish ones).
 */
export function unknownFieldsAnswer(message: string) {
  return {
    error: (issue: z.core.$ZodRawIssue) =>
      issue.code === 'unrecognized_keys' ? message : undefined,
  };
}
