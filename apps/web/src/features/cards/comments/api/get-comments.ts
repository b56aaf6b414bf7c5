import type { CardComment } from '@ovningskort/domain';
import { useQuery } from '@tanstack/react-query';
import { ApiError, lazyResponse } from '../../../../lib/api-client.js';
import { api } from '../../../../lib/api.js';
import { commentsKey, type CommentsReader } from '../../api/keys.js';

export { commentsKey, type CommentsReader };

const commentsResponse = lazyResponse(() =>
  import('./response-schemas.js').then((m) => m.CommentsResponseSchema),
);

/** A card's comments in the order written (GET …/drivingnotes/{groupId}/comments). */
export async function getComments(reader: CommentsReader, groupId: string): Promise<CardComment[]> {
  const base = reader.role === 'student' ? '/v1' : '/v1/teacher';
  const path = `${base}/drivingnotes/${encodeURIComponent(groupId)}/comments`;
  const { comments } = await api.request(path, { role: reader.role, response: commentsResponse });
  return comments;
}

/** A refusal (no such card, the link ended) is not worth asking again. */
function retry(failures: number, error: unknown) {
  return !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failures < 2;
}

export function useCardComments(reader: CommentsReader, groupId: string) {
  return useQuery({
    queryKey: commentsKey(reader, groupId),
    queryFn: () => getComments(reader, groupId),
    enabled: groupId !== '',
    refetchOnWindowFocus: false,
    retry,
  });
}
