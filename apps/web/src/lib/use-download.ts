import { useMutation } from '@tanstack/react-query';
import { api } from './api.js';
import { ApiError } from './api-client.js';
import { saveFile } from './save-file.js';
import type { Role } from './session.js';
import { toast } from './toast.js';

/**
 * A file the API makes, fetched with the role's session and handed to the browser to save (the
 * drive log's CSV, "Ladda ner mina uppgifter", the progress PDF). A refusal says the server's
 * own words (downloadErrorText); anything else `failed`.
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
    onError: (error) => toast.error(downloadErrorText(error, file.failed)),
  });
}

/**
 * The server's own words for a refusal (too many downloads, when to try again), and for a 503
 * it answered with one of its codes (busy drawing PDFs, try again in a while); `failed` for
 * anything else (no answer, a proxy's 502, an unexpected error).
 */
export function downloadErrorText(error: unknown, failed: string): string {
  if (!(error instanceof ApiError)) return failed;
  if (error.status < 500 || (error.status === 503 && error.code !== undefined)) {
    return error.message;
  }
  return failed;
}
