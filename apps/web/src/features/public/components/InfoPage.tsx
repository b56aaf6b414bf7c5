import type { InfoSection } from '../../../copy/public.js';
import type { ReactNode } from 'react';
import { Link } from '../../../components/Link.js';
import { paths } from '../../../config/paths.js';
import styles from './InfoPage.module.css';

export const infoStyles = styles;

/** The frame of a public reading page: wider than a form page, one card, readable line length. */
export function InfoPage({ children }: { children: ReactNode }) {
  return (
    <div className={styles.page}>
      <div className={styles.card}>{children}</div>
    </div>
  );
}

/** Sections of a text page: an h2 each, paragraphs, an optional list and contact link. */
export function InfoSections({ sections }: { sections: readonly InfoSection[] }) {
  return (
    <>
      {sections.map((section) => (
        <section key={section.heading} className={styles.section}>
          <h2>{section.heading}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          {section.list ? (
            <ul className={styles.list}>
              {section.list.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          ) : null}
          {section.afterList?.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          {section.contactLink ? (
            <p>
              <Link to={paths.contact}>{section.contactLink}</Link>
            </p>
          ) : null}
        </section>
      ))}
    </>
  );
}
