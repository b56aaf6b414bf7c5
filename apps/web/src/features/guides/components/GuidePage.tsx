import { useEffect, useId, type MouseEvent } from 'react';
import { useLocation } from 'react-router';
import type { GuideLinkState } from '../../../components/GuideLinks.js';
import { Link } from '../../../components/Link.js';
import { paths } from '../../../config/paths.js';
import { guideScreens } from '../../../copy/guides.js';
import type { Guide, GuideSection } from '../content/types.js';
import styles from './GuidePage.module.css';

const t = guideScreens.page;

/** The start of the path of a supervisor's view of a student's cards (`/instructorNotesGet/`). */
const SUPERVISED_CARDS = paths.supervisorStudentNotes.slice(
  0,
  paths.supervisorStudentNotes.indexOf(':'),
);

/**
 * Where "back" leads from a guide: to the page whose link opened it (GuideLinks sends it along),
 * named for what it is; else to Hem. Only a path of this app is followed.
 */
export function backLink(state: unknown): { to: string; label: string } {
  const from =
    typeof state === 'object' &&
    state !== null &&
    typeof (state as GuideLinkState).from === 'string'
      ? (state as GuideLinkState).from
      : null;
  if (!from || !from.startsWith('/') || from.startsWith('//')) {
    return { to: paths.home, label: t.backHome };
  }
  const pathname = from.split(/[?#]/)[0] ?? from;
  if (pathname === paths.home) return { to: paths.home, label: t.backHome };
  if (pathname === paths.notes || pathname.startsWith(SUPERVISED_CARDS)) {
    return { to: from, label: t.backToCard };
  }
  return { to: from, label: t.back };
}

/** Scrolls to a section and moves the focus to its heading, without a new history entry. */
function showSection(event: MouseEvent<HTMLAnchorElement>, id: string) {
  const target = document.getElementById(id);
  if (!target) return;
  event.preventDefault();
  const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  target.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
  target.focus({ preventScroll: true });
  // The address names the section (to share it), and the entry keeps the way back.
  window.history.replaceState(window.history.state, '', `#${id}`);
}

function Section({ section }: { section: GuideSection }) {
  return (
    <section className={styles.section} aria-labelledby={section.id}>
      <h2 id={section.id} tabIndex={-1}>
        {section.heading}
      </h2>
      {section.paragraphs.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      {section.list ? (
        <>
          {section.list.intro ? <p className={styles.listIntro}>{section.list.intro}</p> : null}
          <ul className={styles.list}>
            {section.list.items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </>
      ) : null}
      {section.after?.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      {section.notice ? (
        <div className={styles.notice}>
          <p className={styles.noticeHeading}>{section.notice.heading}</p>
          <p>{section.notice.text}</p>
        </div>
      ) : null}
      {section.sources.length > 0 ? (
        <p className={styles.sources}>
          <span className={styles.sourcesLabel}>
            {section.sources.length === 1 ? t.source : t.sources}:
          </span>{' '}
          {section.sources.join('; ')}
        </p>
      ) : null}
    </section>
  );
}

/**
 * One guide: the way back, title with its review date, a table of contents, the sections with
 * their sources, and a link to the other guide.
 */
export function GuidePage({
  guide,
  other,
}: {
  guide: Guide;
  other: { to: string; title: string };
}) {
  const location = useLocation();
  const back = backLink(location.state);
  const contentsId = useId();
  const titleId = useId();

  // Opened with a section in the address (a shared link): go there once the text is shown.
  useEffect(() => {
    const id = decodeURIComponent(location.hash.slice(1));
    if (id) document.getElementById(id)?.scrollIntoView({ block: 'start' });
  }, [location.hash]);

  return (
    <div className={styles.page}>
      <p className={styles.top}>
        <Link to={back.to} className={styles.back}>
          <span aria-hidden="true" className={styles.arrow}>
            ←
          </span>
          {back.label}
        </Link>
      </p>
      <article className={styles.card} aria-labelledby={titleId}>
        <p className={styles.step}>{t.step}</p>
        <h1 id={titleId}>{guide.title}</h1>
        <p className={styles.reviewed}>
          {t.reviewed} <time dateTime={guide.reviewed}>{guide.reviewed}</time>
        </p>
        {guide.intro.map((paragraph) => (
          <p key={paragraph} className={styles.lead}>
            {paragraph}
          </p>
        ))}

        <nav className={styles.contents} aria-labelledby={contentsId}>
          <h2 id={contentsId} className={styles.contentsHeading}>
            {t.contents}
          </h2>
          <ol className={styles.contentsList}>
            {guide.sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`} onClick={(event) => showSection(event, section.id)}>
                  {section.heading}
                </a>
              </li>
            ))}
          </ol>
        </nav>

        {guide.sections.map((section) => (
          <Section key={section.id} section={section} />
        ))}

        <footer className={styles.footer}>
          <p>
            {t.readAlso}:{' '}
            <Link to={other.to} state={location.state}>
              {other.title}
            </Link>
          </p>
          <p>
            <Link to={back.to}>{back.label}</Link>
          </p>
        </footer>
      </article>
    </div>
  );
}
