import { messages } from '@ovningskort/domain';
import { shellScreens } from '../../../copy/shell.js';
import { ButtonLink } from '../../../components/Button.js';
import { Page, pageStyles } from '../../../components/Page.js';
import { paths } from '../../../config/paths.js';
import styles from './NotFoundPage.module.css';

const t = shellScreens.notFound;

/** A small car that has reached the end of a dead-end road, in front of the 'återvändsväg' sign. */
function DeadEndIllustration() {
  return (
    <svg
      className={styles.illustration}
      viewBox="0 0 320 200"
      role="img"
      aria-label={t.illustration}
      focusable="false"
    >
      {/* sky and fields */}
      <rect width="320" height="200" fill="#dcecf8" />
      <circle cx="262" cy="38" r="18" fill="#f7d774" />
      <path d="M0 96 Q80 78 160 92 T320 88 V200 H0Z" fill="#9fcb8a" />
      <path d="M0 120 Q90 104 180 118 T320 112 V200 H0Z" fill="#7fb56c" />
      {/* the road, narrowing towards its end */}
      <path d="M96 200 L142 104 H178 L224 200Z" fill="#6b7280" />
      <path
        d="M160 196 V178 M160 166 V150 M160 140 V128 M160 120 V112"
        stroke="#f8fafc"
        strokeWidth="3"
        strokeLinecap="round"
      />
      {/* the barrier at the end of the road */}
      <rect x="128" y="92" width="64" height="12" rx="2" fill="#f8fafc" />
      <path d="M136 92h8l-8 12h-8zM156 92h8l-8 12h-8zM176 92h8l-8 12h-8z" fill="#c62828" />
      <rect x="130" y="104" width="4" height="10" fill="#4b5563" />
      <rect x="186" y="104" width="4" height="10" fill="#4b5563" />
      {/* the sign: blue square, white road with a red bar across its end */}
      <rect x="234" y="72" width="5" height="64" fill="#4b5563" />
      <rect
        x="212"
        y="36"
        width="50"
        height="50"
        rx="5"
        fill="#1d5c96"
        stroke="#f8fafc"
        strokeWidth="3"
      />
      <rect x="232" y="52" width="10" height="28" fill="#f8fafc" />
      <rect x="222" y="45" width="30" height="8" fill="#c62828" />
      {/* the car, seen from behind */}
      <rect x="130" y="176" width="14" height="14" rx="3" fill="#1f2937" />
      <rect x="176" y="176" width="14" height="14" rx="3" fill="#1f2937" />
      <path d="M132 160 L140 140 H180 L188 160Z" fill="#2f6fb0" />
      <path d="M138 158 L144 145 H176 L182 158Z" fill="#cfe3f5" />
      <rect x="124" y="158" width="72" height="24" rx="6" fill="#2f6fb0" />
      <rect x="128" y="164" width="12" height="6" rx="2" fill="#e53935" />
      <rect x="180" y="164" width="12" height="6" rx="2" fill="#e53935" />
      <rect x="148" y="170" width="24" height="8" rx="1" fill="#f8fafc" stroke="#1f2937" />
      {/* a question over the driver's head */}
      <circle cx="160" cy="124" r="11" fill="#f8fafc" stroke="#1d5c96" strokeWidth="2" />
      <text x="160" y="129" textAnchor="middle" fontSize="15" fontWeight="700" fill="#1d5c96">
        ?
      </text>
    </svg>
  );
}

/**
 * `*`: the 404 page (spec §2), 'Sidan hittades inte' (the spec's 'Not Found') with an image,
 * and the way back to the start.
 */
export function NotFoundPage() {
  return (
    <Page title={t.title}>
      <DeadEndIllustration />
      <p>{t.body}</p>
      <div className={pageStyles.actions}>
        <ButtonLink to={paths.home}>{messages.common.toStart}</ButtonLink>
      </div>
    </Page>
  );
}
