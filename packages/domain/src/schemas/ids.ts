import * as z from 'zod/mini';
import { messages } from '../messages.js';

/**
 * Ids are UUIDs; anything else cannot name a row of ours. In a module of its own (fields.js
 * re-exports it): the card screen's schemas need it, and not the form fields with their list
 * of municipalities.
 */
export const entityId = z.uuid({ error: messages.common.invalidId });
