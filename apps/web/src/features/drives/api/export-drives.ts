import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api.js';
import { saveFile } from '../../../lib/save-file.js';
import { toast } from '../../../lib/toast.js';
import { drivesPath } from './get-drives.js';
import type { DrivesScope } from './scope.js';

/** "Ladda ner som CSV": the scope's drives as the server writes them (for a spreadsheet). */
export function useDrivesExport(scope: DrivesScope) {
  return useMutation({
    mutationFn: async () => {
      const file = await api.download(`${drivesPath(scope)}/export`, {
        role: scope.role === 'student' ? 'student' : 'teacher',
        fallbackName: 'korjournal.csv',
      });
      saveFile(file.blob, file.filename);
    },
    onError: (error) => toast.error(error.message),
  });
}
