import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api.js';
import { toast } from '../../../lib/toast.js';
import { drivesPath } from './get-drives.js';
import type { DrivesScope } from './scope.js';

/** Hands a file to the browser to save, as a link with `download` would. */
function save(blob: Blob, filename: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file when click() returns; the URL is freed a moment later.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** "Ladda ner som CSV": the scope's drives as the server writes them (for a spreadsheet). */
export function useDrivesExport(scope: DrivesScope) {
  return useMutation({
    mutationFn: async () => {
      const file = await api.download(`${drivesPath(scope)}/export`, {
        role: scope.role === 'student' ? 'student' : 'teacher',
        fallbackName: 'korjournal.csv',
      });
      save(file.blob, file.filename);
    },
    onError: (error) => toast.error(error.message),
  });
}
