import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';
import { offlineCopy } from '../copy/offline.js';
import { useOnline } from '../lib/use-online.js';
import styles from './NeedsNetworkNotice.module.css';

/**
 * Whether nothing the screen shows is on the device and it waits for the network: every query
 * it has asked has no data yet, and one failed or waits. A screen with something from the
 * device (the cards, the drive log) is usable; its parts that need the network say so.
 */
export function screenLacksData(client: QueryClient): boolean {
  const states = client
    .getQueryCache()
    .findAll({ type: 'active' })
    .map((query) => query.state);
  return (
    states.length > 0 &&
    states.every((state) => state.data === undefined) &&
    states.some((state) => state.status === 'error' || state.fetchStatus === 'paused')
  );
}

/**
 * Above a screen that fetches (issue 35): offline, where nothing of it is on the device,
 * 'Det här behöver nät' says so at once, instead of a spinner or an error that does not say
 * why; it goes when the network returns and the queries are asked again (query-client.ts).
 */
export function NeedsNetworkNotice() {
  const client = useQueryClient();
  const online = useOnline();
  const subscribe = useCallback(
    (onChange: () => void) => client.getQueryCache().subscribe(onChange),
    [client],
  );
  const lacking = useSyncExternalStore(
    subscribe,
    () => screenLacksData(client),
    () => false,
  );
  if (online || !lacking) return null;
  return (
    <p className={styles.notice} role="status">
      <strong>{offlineCopy.needsNetwork}</strong> {offlineCopy.needsNetworkPart}
    </p>
  );
}
