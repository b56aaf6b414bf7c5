import { z } from 'zod';

/** Zod's own fallback messages in Swedish, for the rare field without a message of ours. */
export function configureSwedishValidationMessages(): void {
  z.config(z.locales.sv());
}
