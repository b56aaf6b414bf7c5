import { publicScreens } from '../../../copy/public.js';
import { LegalPage } from './LegalPage.js';

/** /privacy 'Integritetspolicy' (spec §2, §9). */
export function PrivacyPage() {
  return <LegalPage documents={publicScreens.legal.privacy} />;
}
