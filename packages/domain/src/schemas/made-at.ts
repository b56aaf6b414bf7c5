import * as z from 'zod/mini';
import { messages } from '../messages.js';

/**
 * When a change was made on the device (issue 34), in epoch milliseconds; optional, as a
 * client that sends none has its changes dated when they arrive. Whether the time is believed
 * is the server's decision (made-time.ts); here only that it is a time at all.
 */
export const madeAtField = z.optional(
  z
    .number({ error: messages.common.invalidMadeAt })
    .check(
      z.int(messages.common.invalidMadeAt),
      z.gte(0, messages.common.invalidMadeAt),
      z.lte(Number.MAX_SAFE_INTEGER, messages.common.invalidMadeAt),
    ),
);
