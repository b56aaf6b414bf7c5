import { useMutation } from '@tanstack/react-query';
import { api } from './api.js';
import { failureText } from './failure-text.js';
import { saveFile } from './save-file.js';
import type { Role } from './session.js';
import { toast } from './toast.js';

/**
 * A file the API makes, fetched with the role's session and handed to the browser to save (the
 * drive log's CSV, "Ladda ner mina uppgifter", the progress PDF). A refusal says the server's
 * own words (failureText); anything else `failed`.
 */
export function useDownload(file: {
  path: string;
  role: Role;
  fallbackName: string;
  failed: string;
}) {
  return useMutation({
    mutationFn: async () => {
      const { blob, filename } = await api.download(file.path, {
        role: file.role,
        fallbackName: file.fallbackName,
      });
      saveFile(blob, filename);
    },
    onError: (error) => toast.error(failureText(error, file.failed)),
  });
}
