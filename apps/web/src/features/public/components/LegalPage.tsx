import {
  LEGAL_LANGUAGES,
  publicScreens,
  type LegalDocument,
  type LegalLanguage,
} from '../../../copy/public.js';
import { useId, useState } from 'react';
import { InfoPage, InfoSections, infoStyles } from './InfoPage.js';
import styles from './LegalPage.module.css';

const t = publicScreens.legal;

/** Two buttons, Svenska and English; the pressed one is the language shown. */
export function LanguageToggle({
  labelId,
  value,
  onChange,
}: {
  labelId: string;
  value: LegalLanguage;
  onChange: (language: LegalLanguage) => void;
}) {
  return (
    <div className={styles.toggle}>
      <span id={labelId} className={styles.toggleLabel}>
        {t.languageLabel}
      </span>
      <div role="group" aria-labelledby={labelId} className={styles.toggleButtons}>
        {LEGAL_LANGUAGES.map((language) => (
          <button
            key={language}
            type="button"
            lang={language}
            className={styles.toggleButton}
            aria-pressed={value === language}
            onClick={() => onChange(language)}
          >
            {t.languages[language]}
          </button>
        ))}
      </div>
    </div>
  );
}

/** One legal text in one language; `lang` on the container tells screen readers how to read it. */
export function LegalDocumentView({
  document,
  language,
}: {
  document: LegalDocument;
  language: LegalLanguage;
}) {
  return (
    <div lang={language} className={styles.document}>
      <h1>{document.title}</h1>
      {document.dates.length > 0 ? (
        <dl className={styles.dates}>
          {document.dates.map((date) => (
            <div key={date.label} className={styles.date}>
              <dt>{date.label}:</dt>
              <dd>
                <time dateTime={date.iso}>{date.shown}</time>
              </dd>
            </div>
          ))}
        </dl>
      ) : null}
      {document.intro.map((paragraph) => (
        <p key={paragraph} className={infoStyles.lead}>
          {paragraph}
        </p>
      ))}
      <InfoSections sections={document.sections} />
    </div>
  );
}

/** /terms and /privacy: the text in Swedish by default, with a switch to English and back. */
export function LegalPage({
  documents,
  initialLanguage = 'sv',
}: {
  documents: Record<LegalLanguage, LegalDocument>;
  initialLanguage?: LegalLanguage;
}) {
  const [language, setLanguage] = useState<LegalLanguage>(initialLanguage);
  const labelId = useId();
  return (
    <InfoPage>
      <LanguageToggle labelId={labelId} value={language} onChange={setLanguage} />
      <LegalDocumentView document={documents[language]} language={language} />
    </InfoPage>
  );
}
