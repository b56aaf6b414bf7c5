import { zodResolver } from '@hookform/resolvers/zod';
import { configureSwedishValidationMessages } from '@ovningskort/domain';

// Zod's own fallback messages in Swedish. Here, with the forms, and not in the entry: the
// start page validates nothing and so does not load zod.
configureSwedishValidationMessages();

/** The forms' resolver: the domain's zod schemas, with zod's fallback texts in Swedish. */
export { zodResolver };
