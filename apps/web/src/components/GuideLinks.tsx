import { useId, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { paths } from '../config/paths.js';
import { guideScreens } from '../copy/guides.js';
import styles from './GuideLinks.module.css';
import { Link } from './Link.js';

const t = guideScreens;

/** What a guide page gets from the link that opened it: the page to go back to. */
export interface GuideLinkState {
  from: string;
}

/**
 * Links to the two guides (features/guides). `section`: a titled block with a line on each
 * (Hem). `inline`: one quiet line (the start page). `compact`: that line from 550 px, and on a
 * phone a small "Guider" disclosure that fits beside the title's button, so the lessons keep
 * their place on screen (the card screen). Each link tells the guide where it came from, so
 * the guide can offer the way back.
 */
export function GuideLinks({
  variant,
  className,
}: {
  variant: 'section' | 'inline' | 'compact';
  className?: string;
}) {
  const headingId = useId();
  const { pathname, search } = useLocation();
  const state: GuideLinkState = { from: `${pathname}${search}` };
  const guides = [
    { to: paths.guideBeforeStart, title: t.titles.beforeStart, hint: t.links.beforeStartHint },
    { to: paths.guideRisks, title: t.titles.risks, hint: t.links.risksHint },
  ];
  const classes = (...names: (string | undefined)[]) => names.filter(Boolean).join(' ');

  const line = (extra?: string) => (
    <nav aria-label={t.links.heading} className={classes(styles.inline, extra)}>
      <span className={styles.inlineLead}>{t.links.inlineLead}</span>
      <ul className={styles.inlineList}>
        {guides.map((guide) => (
          <li key={guide.to}>
            <Link to={guide.to} state={state}>
              {guide.title}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );

  if (variant === 'inline') return line(className);

  if (variant === 'compact') {
    return (
      <CompactGuideLinks
        line={line(styles.wide)}
        className={className}
        guides={guides}
        state={state}
      />
    );
  }

  return (
    <nav aria-labelledby={headingId} className={classes(styles.section, className)}>
      <h2 id={headingId} className={styles.heading}>
        {t.links.heading}
      </h2>
      <p className={styles.lead}>{t.links.lead}</p>
      <ul className={styles.list}>
        {guides.map((guide) => (
          <li key={guide.to}>
            <Link to={guide.to} state={state} className={styles.link}>
              {guide.title}
            </Link>
            <span className={styles.hint}>{guide.hint}</span>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The card screen's links: the line from 550 px; on a phone a "Guider" button that shows them. */
function CompactGuideLinks({
  line,
  className,
  guides,
  state,
}: {
  line: ReactNode;
  className?: string;
  guides: { to: string; title: string }[];
  state: GuideLinkState;
}) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  return (
    <div className={[styles.compact, className ?? ''].join(' ').trim()}>
      {line}
      <div className={styles.phone}>
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={open}
          aria-controls={listId}
          onClick={() => setOpen((value) => !value)}
        >
          {t.links.heading}
          <span aria-hidden="true" className={styles.chevron}>
            {open ? '▴' : '▾'}
          </span>
        </button>
        <nav id={listId} aria-label={t.links.heading} hidden={!open}>
          <ul className={styles.phoneList}>
            {guides.map((guide) => (
              <li key={guide.to}>
                <Link to={guide.to} state={state}>
                  {guide.title}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </div>
  );
}
