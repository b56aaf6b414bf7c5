import { useId, useState } from 'react';
import { guideScreens } from '../copy/guides.js';
import { GuideLine, GuideList } from './GuideLinks.js';
import styles from './GuideLinks.module.css';

const t = guideScreens;

/**
 * The card screen's links to the guides: the line from 550 px, and on a phone a small
 * "Guider" disclosure that fits beside the title's button, so the lessons keep their place on
 * screen. Apart from GuideLinks so that the start page does not load it.
 */
export function CompactGuideLinks({ className }: { className?: string }) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  return (
    <div className={[styles.compact, className].join(' ').trim()}>
      <GuideLine className={styles.wide} />
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
          <GuideList className={styles.phoneList} />
        </nav>
      </div>
    </div>
  );
}
