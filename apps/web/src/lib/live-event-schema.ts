/**
 * The live events' schema, imported only dynamically (live.ts): zod and the lesson's schema
 * load as a stream opens, not with the card screen.
 */
export { LiveEventSchema } from '@ovningskort/domain';
