import { offlineCopy } from '../../../copy/offline.js';
import { useOnline } from '../outbox/use-outbox.js';
import styles from './OutboxStatus.module.css';

/**
 * The quiet line above the lesson: offline, and how many changes wait for the server. Nothing
 * shows when everything is saved and the network is there. A live region, so a screen reader
 * hears it change.
 */
export function OutboxStatus({ count }: { count: number }) {
  const online = useOnline();
  const text = !online
    ? count > 0
      ? offlineCopy.waiting(count)
      : offlineCopy.offline
    : count > 0
      ? offlineCopy.sending(count)
      : '';
  return (
    <p className={text ? styles.status : 'visually-hidden'} role="status" data-outbox-status>
      {text}
    </p>
  );
}
