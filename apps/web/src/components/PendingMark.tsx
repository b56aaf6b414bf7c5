import { offlineCopy } from '../copy/offline.js';
import styles from './PendingMark.module.css';

/**
 * Beside a value the server does not have yet: nothing claims it is saved before it is. Hidden
 * from assistive technology where a control has it as its description instead (`id`).
 */
export function PendingMark({ id, hidden = true }: { id?: string; hidden?: boolean }) {
  return (
    <span
      id={id}
      className={styles.pending}
      title={offlineCopy.pendingMarkLong}
      aria-hidden={hidden ? 'true' : undefined}
      data-pending
    >
      {offlineCopy.pendingMark}
    </span>
  );
}
