import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { instructionScreens } from '../../../copy/instructions.js';
import type { InstructionSource } from '../api/keys.js';
import {
  keepOnDevice,
  onDeviceKey,
  onDeviceState,
  subscribeOnDevice,
  type OnDevice,
} from '../offline/keep-on-device.js';
import styles from './InstructionsOnDevice.module.css';

const t = instructionScreens.onDevice;

function textOf(state: OnDevice): { text: string; detail?: string } | null {
  switch (state.kind) {
    case 'checking':
      return null;
    case 'ready':
      return { text: t.ready, detail: t.readyDetail };
    case 'fetching':
      return { text: t.fetching(state.kept, state.total) };
    case 'offline':
      return { text: t.offline(state.kept, state.total) };
    case 'saving-data':
      return { text: t.savingData };
    case 'stopped':
      return { text: t.stopped };
  }
}

/**
 * Keeps the card's instructions on the device and says how far it is: 'Allt finns i telefonen'
 * once every lesson's texts and pictures are here (issue 35). A polite live region: a screen
 * reader hears when it is ready, not every lesson on the way.
 */
export function InstructionsOnDevice({
  source,
  lessons,
}: {
  source: InstructionSource;
  lessons: readonly number[];
}) {
  const client = useQueryClient();
  const { role, studentId, automatic } = source;
  const numbers = lessons.join(',');
  const key = useMemo(
    () => onDeviceKey({ role, studentId, automatic }, numbers.split(',').map(Number)),
    [role, studentId, automatic, numbers],
  );
  const state = useSyncExternalStore(
    (listener) => subscribeOnDevice(key, listener),
    () => onDeviceState(key),
  );
  useEffect(() => {
    if (!studentId || !numbers) return;
    void keepOnDevice(client, { role, studentId, automatic }, numbers.split(',').map(Number));
  }, [client, role, studentId, automatic, numbers]);

  const shown = textOf(state);
  return (
    <p
      className={
        shown ? `${styles.line} ${state.kind === 'ready' ? styles.ready : ''}` : 'visually-hidden'
      }
      role="status"
      data-instructions-on-device={state.kind}
    >
      {shown ? (
        <>
          {state.kind === 'ready' ? (
            <svg className={styles.icon} viewBox="0 0 16 16" aria-hidden="true" focusable="false">
              <path d="M3 8.5l3 3 7-7" fill="none" stroke="currentColor" strokeWidth="2" />
            </svg>
          ) : null}
          <span>
            <strong className={styles.text}>{shown.text}</strong>
            {shown.detail ? <span className={styles.detail}> {shown.detail}</span> : null}
          </span>
        </>
      ) : null}
    </p>
  );
}
