import { useId } from 'react';
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

/** The guides, and what each link tells the guide: the page to go back to. */
function useGuides() {
  const { pathname, search } = useLocation();
  const state: GuideLinkState = { from: `${pathname}${search}` };
  const guides: { to: string; title: string; short?: string; hint: string }[] = [
    { to: paths.guideBeforeStart, title: t.titles.beforeStart, hint: t.links.beforeStartHint },
    {
      to: paths.guideNewSupervisor,
      title: t.titles.newSupervisor,
      short: t.shortTitles.newSupervisor,
      hint: t.links.newSupervisorHint,
    },
    { to: paths.guideRisks, title: t.titles.risks, hint: t.links.risksHint },
  ];
  return { guides, state };
}

/** The guides as a list of plain links (short names), each telling the guide where it came from. */
export function GuideList({ className }: { className?: string }) {
  const { guides, state } = useGuides();
  return (
    <ul className={className}>
      {guides.map((guide) => (
        <li key={guide.to}>
          <Link to={guide.to} state={state}>
            {guide.short ?? guide.title}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** Links to the guides as one quiet named line: "Guider: Innan ni börjar · Ny som … · Risker …". */
export function GuideLine({ className }: { className?: string }) {
  return (
    <nav aria-label={t.links.heading} className={[styles.inline, className].join(' ').trim()}>
      <span className={styles.inlineLead}>{t.links.inlineLead}</span>
      <GuideList className={styles.inlineList} />
    </nav>
  );
}

/**
 * Links to the guides (features/guides). `section`: a titled block with a line on each
 * (Hem). `inline`: one quiet line (the start page). The card screen has its own compact form
 * (CompactGuideLinks). Each link tells the guide where it came from, so the guide can offer
 * the way back.
 */
export function GuideLinks({
  variant,
  className,
}: {
  variant: 'section' | 'inline';
  className?: string;
}) {
  const headingId = useId();
  const { guides, state } = useGuides();
  if (variant === 'inline') return <GuideLine className={className} />;
  return (
    <nav aria-labelledby={headingId} className={[styles.section, className].join(' ').trim()}>
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
