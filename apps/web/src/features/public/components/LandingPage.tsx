import { startTexts } from '@ovningskort/domain';
import { useEffect, useRef, useState } from 'react';
import { usePrefersReducedMotion } from '../../../lib/reduced-motion.js';
import { ButtonLink } from '../../../components/Button.js';
import { GuideLinks } from '../../../components/GuideLinks.js';
import { paths } from '../../../config/paths.js';
import styles from './LandingPage.module.css';

const t = startTexts.landing;

/** Our own clip (scripts/make-landing-video.ts) and its first frame. */
const VIDEO = '/media/landing-road.webm';
const POSTER = '/media/landing-road-poster.webp';
/**
 * The start page for a visitor: a quiet road film behind the welcome and the Enter button
 * (to the supervisor login when a supervisor is logged in, else the student login). The film
 * is decoration: muted, no controls, hidden from assistive technology, still (the poster) under
 * reduced motion, and it can always be paused or started with the button in the corner.
 */
export function LandingPage({ supervisorLoggedIn }: { supervisorLoggedIn: boolean }) {
  const reducedMotion = usePrefersReducedMotion();
  /** The person's own choice with the button; until then the system setting decides. */
  const [choice, setChoice] = useState<boolean | null>(null);
  const [playing, setPlaying] = useState(false);
  const [failed, setFailed] = useState(false);
  const video = useRef<HTMLVideoElement>(null);
  const wantMotion = choice ?? !reducedMotion;

  useEffect(() => {
    const element = video.current;
    if (!element) return;
    if (wantMotion) {
      element.muted = true;
      // A browser may still refuse to autoplay; then the poster stays and the button can start it.
      element.play().catch(() => undefined);
    } else {
      element.pause();
    }
  }, [wantMotion]);

  const toggleMotion = () => {
    const element = video.current;
    if (!element) return;
    const start = element.paused;
    setChoice(start);
    if (start) element.play().catch(() => undefined);
    else element.pause();
  };

  return (
    <section className={styles.hero} aria-labelledby="landing-title">
      <video
        ref={video}
        className={styles.video}
        src={VIDEO}
        poster={POSTER}
        muted
        loop
        playsInline
        preload={wantMotion ? 'auto' : 'none'}
        disablePictureInPicture
        disableRemotePlayback
        aria-hidden="true"
        onPlaying={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
        onError={() => setFailed(true)}
      />
      <div className={styles.overlay} />
      <div className={styles.content}>
        <h1 id="landing-title" className={styles.title}>
          {t.title}
        </h1>
        <p className={styles.lead}>{t.lead}</p>
        <ButtonLink
          className={styles.enter}
          to={supervisorLoggedIn ? paths.supervisorLogin : paths.login}
        >
          {t.enter}
        </ButtonLink>
        <GuideLinks variant="inline" className={styles.guides} />
      </div>
      {failed ? null : (
        <button type="button" className={styles.motion} onClick={toggleMotion}>
          <svg className={styles.icon} viewBox="0 0 16 16" aria-hidden="true" focusable="false">
            {playing ? (
              <path d="M4 2h3v12H4zM9 2h3v12H9z" fill="currentColor" />
            ) : (
              <path d="M4 2l10 6-10 6z" fill="currentColor" />
            )}
          </svg>
          {playing ? t.pauseMotion : t.playMotion}
        </button>
      )}
    </section>
  );
}
