/**
 * The domain's schemas of the answers the card screens read. Imported only dynamically
 * (./responses.ts): zod and the schemas load as a request is sent, not with the screen.
 */
export {
  CardHistoryResponseSchema,
  CreateCardResponseSchema,
  DrivingNotesResponseSchema,
  LessonChangesResponseSchema,
  MessageSchema,
} from '@ovningskort/domain';
