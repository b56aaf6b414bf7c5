import { config } from 'zod/mini';
import { sv } from 'zod/locales';

/** Zod's own fallback messages in Swedish, for the rare field without a message of ours. */
export function configureSwedishValidationMessages(): void {
  config(sv());
}
