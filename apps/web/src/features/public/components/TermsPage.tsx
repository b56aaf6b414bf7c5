import { publicScreens } from '../../../copy/public.js';
import { LegalPage } from './LegalPage.js';

/** /terms 'Användarvillkor' (spec §2, §9). */
export function TermsPage() {
  return <LegalPage documents={publicScreens.legal.terms} />;
}
