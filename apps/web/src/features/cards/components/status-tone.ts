import { STATUSES, type Status } from '@ovningskort/domain';

/**
 * The colour family of a sub-moment status (spec §4): Började purple, Visad kunskap orange,
 * Godkänd green, no status neutral. The status text is always shown as well.
 */
export type StatusTone = 'none' | 'started' | 'shown' | 'approved';

const TONES: Record<Status, StatusTone> = {
  '': 'none',
  Började: 'started',
  'Visad kunskap': 'shown',
  Godkänd: 'approved',
};

export function statusTone(status: Status): StatusTone {
  return TONES[status];
}

/** A value from the status select, if it is one of the statuses. */
export function isStatus(value: string): value is Status {
  return (STATUSES as readonly string[]).includes(value);
}
