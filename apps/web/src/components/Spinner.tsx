import { startTexts } from '@ovningskort/domain';
import styles from './Spinner.module.css';

/** The full-page loading indicator. */
export function FullPageSpinner({ label = startTexts.loading }: { label?: string }) {
  return (
    <div className={styles.overlay} role="status" aria-live="polite">
      <div className={styles.spinner} aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </div>
  );
}
