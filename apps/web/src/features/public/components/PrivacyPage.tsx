import { publicScreens } from '@ovningskort/domain';
import { LegalPage } from './LegalPage.js';

/** /privacy 'Integritetspolicy' (spec §2, §9). */
export function PrivacyPage() {
  return <LegalPage documents={publicScreens.legal.privacy} />;
}
