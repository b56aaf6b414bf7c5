/**
 * The domain's schemas of the answers about comments. Imported only dynamically: zod and the
 * schemas load as a request is sent, not with the screen.
 */
export {
  CommentSavedResponseSchema,
  CommentsResponseSchema,
  MessageSchema,
} from '@ovningskort/domain';
