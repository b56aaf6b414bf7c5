import { messages } from '@ovningskort/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api.js';
import { ApiError } from '../../../lib/api-client.js';
import { saveFile } from '../../../lib/save-file.js';
import type { Role } from '../../../lib/session.js';
import { toast } from '../../../lib/toast.js';

/** "Ladda ner mina uppgifter" of each role: no id, the token says whose (decision 019). */
export const myDataPaths: Record<Role, string> = {
  student: '/v1/me/export',
  teacher: '/v1/teacher/me/export',
};

/** Downloads everything stored about the person as one JSON file and saves it. */
export function useDownloadMyData(role: Role) {
  return useMutation({
    mutationFn: async () => {
      const file = await api.download(myDataPaths[role], {
        role,
        fallbackName: 'ovningskort-mina-uppgifter.json',
      });
      saveFile(file.blob, file.filename);
    },
    // Too many downloads gets the server's own words (when to try again); anything else ours.
    onError: (error) =>
      toast.error(
        error instanceof ApiError && error.status === 429
          ? error.message
          : messages.dataExport.failed,
      ),
  });
}
