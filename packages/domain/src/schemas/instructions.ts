import { z } from 'zod';
import { messages } from '../messages.js';
import { entityId } from './fields.js';

const m = messages.instructions;

/** catA..catI; a category that is valid but absent from the lesson is a 404, not a 400. */
const parameter = z.string({ error: m.invalidParameter }).regex(/^cat[A-I]$/, m.invalidParameter);
const number = z
  .number({ error: m.invalidNumber })
  .int(m.invalidNumber)
  .min(1, m.invalidNumber)
  .max(200, m.invalidNumber);
const suffix = z.boolean({ error: m.invalidSuffix });

/** POST /v1/noteDescription (spec §7): suffix true = automatic gearbox; absent = the student's. */
export const NoteDescriptionSchema = z.object({
  parameter,
  number,
  studentId: entityId,
  suffix: suffix.optional(),
});
export type NoteDescriptionRequest = z.infer<typeof NoteDescriptionSchema>;


export const InstructionImageSchema = z.object({
  ref: z.string(),
  url: z.string(),
  alt: z.string(),
});
export type InstructionImage = z.infer<typeof InstructionImageSchema>;

export const InstructionVideoSchema = z.object({ ref: z.string(), url: z.string() });
export type InstructionVideo = z.infer<typeof InstructionVideoSchema>;

/** A recorded part ('intro', 'steg1', 'fall2') of the text. */
export const InstructionAudioSchema = z.object({ part: z.string(), url: z.string() });
export type InstructionAudio = z.infer<typeof InstructionAudioSchema>;

/**
 * Spec §3 'Description response': the text (instruction markup, already for the gearbox) and the
 * media it uses. `key` is the spec's name for the text ('catA1' = category A of lesson 1).
 */
export const NoteDescriptionResponseSchema = z.object({
  key: z.string(),
  gearbox: z.enum(['manual', 'automatic']),
  text: z.string(),
  img: z.array(InstructionImageSchema),
  vid: z.array(InstructionVideoSchema),
  mp3: z.array(InstructionAudioSchema),
});
export type NoteDescriptionResponse = z.infer<typeof NoteDescriptionResponseSchema>;

export const TranscribeResponseSchema = z.object({ text: z.string() });
export type TranscribeResponse = z.infer<typeof TranscribeResponseSchema>;

export const TranscribeStatusSchema = z.object({ available: z.boolean() });
export type TranscribeStatus = z.infer<typeof TranscribeStatusSchema>;
