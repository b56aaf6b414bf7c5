import { publicScreens } from '../../../copy/public.js';
import { useId, useMemo, useState } from 'react';
import { Link } from '../../../components/Link.js';
import { ButtonLink } from '../../../components/Button.js';
import { TextField } from '../../../components/Field.js';
import { paths } from '../../../config/paths.js';
import { filterFaq, normaliseForSearch } from './faq-filter.js';
import { InfoPage, infoStyles } from './InfoPage.js';
import styles from './SupportPage.module.css';

const t = publicScreens.support;

/** /support 'Hjälp och vanliga frågor': nine questions, searchable by their wording (spec §2). */
export function SupportPage() {
  const [query, setQuery] = useState('');
  const matches = useMemo(() => filterFaq(t.faq, query), [query]);
  const hintId = useId();
  const total = t.faq.length;
  const searching = normaliseForSearch(query) !== '';
  const none = matches.length === 0;

  return (
    <InfoPage>
      <h1>{t.title}</h1>
      <p className={infoStyles.lead}>{t.lead}</p>

      <div role="search" className={styles.search}>
        <TextField
          label={t.searchLabel}
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          autoComplete="off"
          spellCheck={false}
          aria-describedby={hintId}
        />
        <p id={hintId} className={styles.hint}>
          {t.searchHint}
        </p>
      </div>

      <p role="status" aria-live="polite" className={none ? styles.empty : styles.count}>
        {none ? t.noMatches : searching ? t.matching(matches.length, total) : t.showingAll(total)}
      </p>
      {none ? (
        <p>
          <Link to={paths.contact}>{t.askUs}</Link>
        </p>
      ) : null}

      <div className={styles.faq}>
        {matches.map((entry) => (
          <details key={entry.id} className={styles.entry}>
            <summary className={styles.question}>{entry.question}</summary>
            <div className={styles.answer}>
              {entry.answer.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </div>
          </details>
        ))}
      </div>

      <section className={infoStyles.section}>
        <h2>{t.moreHeading}</h2>
        <p>{t.moreBody}</p>
        <ButtonLink to={paths.contact} variant="secondary">
          {t.contact}
        </ButtonLink>
      </section>
    </InfoPage>
  );
}
