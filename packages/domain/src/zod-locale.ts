import { z } from 'zod';

/** Zod's own fallback messages in Swedish, for the rare field without a message of ours. */
export function useSwedishValidationMessages(): void {
  z.config(z.locales.sv());
}
