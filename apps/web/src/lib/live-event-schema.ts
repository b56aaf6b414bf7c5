/**
 * The live events' schemas, imported only dynamically (live.ts): zod and the lesson's schema
 * load as a stream opens, not with the card screen.
 */
export { LiveEventSchema, SupervisorLiveMessageSchema } from '@ovningskort/domain';
