import { messages } from '@ovningskort/domain';
import type { Role } from '../../../lib/session.js';
import { useDownload } from '../../../lib/use-download.js';

/** "Ladda ner mina uppgifter" of each role: no id, the token says whose (decision 019). */
const myDataPaths: Record<Role, string> = {
  student: '/v1/me/export',
  teacher: '/v1/teacher/me/export',
};

/** Downloads everything stored about the person as one JSON file and saves it. */
export function useDownloadMyData(role: Role) {
  return useDownload({
    path: myDataPaths[role],
    role,
    fallbackName: 'ovningskort-mina-uppgifter.json',
    failed: messages.dataExport.failed,
  });
}
