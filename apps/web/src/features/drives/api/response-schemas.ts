/**
 * The domain's schemas of the answers the drive log reads. Imported only dynamically
 * (./responses.ts): zod and the schemas load as a request is sent, not with the screen.
 */
export {
  DriveConfirmationsResponseSchema,
  DriveSavedResponseSchema,
  DrivesResponseSchema,
  DrivesToConfirmResponseSchema,
  DrivesWaitingResponseSchema,
  MessageSchema,
} from '@ovningskort/domain';
