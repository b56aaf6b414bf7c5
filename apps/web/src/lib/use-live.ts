import { useEffect, useEffectEvent } from 'react';
import type { LiveEvent } from '@ovningskort/domain';
import { subscribeLive, type LiveOptions } from './live.js';
import type { Role } from './session.js';

/**
 * Follows a live event stream while the component is shown (`null`: follow nothing). The
 * stream is opened again only when the path or role changes, not when `onEvent` does.
 */
export function useLive(
  path: string | null,
  role: Role,
  onEvent: (event: LiveEvent) => void,
  { onReopened }: LiveOptions = {},
) {
  const handle = useEffectEvent(onEvent);
  const reopened = useEffectEvent(() => onReopened?.());
  useEffect(() => {
    if (!path) return;
    return subscribeLive(path, role, (event) => handle(event), { onReopened: () => reopened() });
  }, [path, role]);
}
