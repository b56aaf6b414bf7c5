/**
 * The drive log (körjournal, issue 18): one practice drive with when, how long, how far, who
 * supervised, in which conditions, on which roads and which lessons it practised.
 */

/** Light and weather: several may hold on one drive. */
export const DRIVE_CONDITIONS = ['dark', 'dusk', 'rain', 'snow-ice', 'fog'] as const;
export type DriveCondition = (typeof DRIVE_CONDITIONS)[number];

export const DRIVE_ROADS = ['urban', 'rural', 'motorway', 'gravel'] as const;
export type DriveRoad = (typeof DRIVE_ROADS)[number];

export const DRIVE_TRAFFIC = ['calm', 'dense'] as const;
export type DriveTraffic = (typeof DRIVE_TRAFFIC)[number];

/** Who sat beside the learner: the linked supervisor, a driving school, or another person. */
export const DRIVE_SUPERVISOR_KINDS = ['supervisor', 'school', 'other'] as const;
export type DriveSupervisorKind = (typeof DRIVE_SUPERVISOR_KINDS)[number];

export const DRIVE_CONDITION_LABELS: Readonly<Record<DriveCondition, string>> = {
  dark: 'Mörker',
  dusk: 'Skymning/gryning',
  rain: 'Regn',
  'snow-ice': 'Snö/is/halka',
  fog: 'Dimma',
};

export const DRIVE_ROAD_LABELS: Readonly<Record<DriveRoad, string>> = {
  urban: 'Tätort',
  rural: 'Landsväg',
  motorway: 'Motorväg/motortrafikled',
  gravel: 'Grusväg',
};

export const DRIVE_TRAFFIC_LABELS: Readonly<Record<DriveTraffic, string>> = {
  calm: 'Lugn trafik',
  dense: 'Tät trafik',
};

export const DRIVE_SUPERVISOR_LABELS: Readonly<Record<DriveSupervisorKind, string>> = {
  supervisor: 'Handledaren',
  school: 'Trafikskola',
  other: 'Annan person',
};

/** Limits of one drive. */
export const DRIVE_MAX_MINUTES = 720;
export const DRIVE_MAX_KM = 2000;
export const DRIVE_NOTE_MAX = 1000;
export const DRIVE_NAME_MAX = 80;
export const DRIVE_EARLIEST_DATE = '2000-01-01';

/**
 * How many drives one student's log holds (security round 3): a learner drives maybe 100–300
 * times, so this is room for years of daily practice, and a bound on what one account stores.
 */
export const DRIVES_PER_STUDENT_MAX = 2000;
/** Drive writes (save, delete, confirm) one account may make in a minute; an outbox retries. */
export const DRIVE_WRITES_PER_MINUTE = 60;
/** The drives one page of the list holds when the client does not say (older clients). */
export const DRIVE_PAGE_DEFAULT = 100;
/** The most drives one page of the list holds. */
export const DRIVE_PAGE_MAX = 500;

/** The most drives one "Bekräfta alla" confirms in one request (issue 34). */
export const DRIVE_CONFIRMATIONS_MAX = 100;

/**
 * Who confirms a drive (issue 34): only the one who sat beside the learner. The linked
 * supervisor confirms the drives "with the supervisor"; a drive with a driving school or another
 * person (Mamma, say) is not theirs to confirm.
 */
export function supervisorMayConfirm(supervisedBy: { kind: DriveSupervisorKind }): boolean {
  return supervisedBy.kind === 'supervisor';
}

/**
 * Who sat beside the learner, as a sentence names them ("Körningen gjordes med …"): the
 * person's or the school's name, else "en trafikskola" or "handledaren".
 */
export function companionInSentence(supervisedBy: {
  kind: DriveSupervisorKind;
  name?: string;
}): string {
  const name = supervisedBy.name?.trim() ?? '';
  if (name) return name;
  return supervisedBy.kind === 'school' ? 'en trafikskola' : 'handledaren';
}

/**
 * Who confirmed a drive, as "Bekräftad av …" names them: the account's name, or the companion's
 * as the learner gave it, with how (issue 34: through the one-time link the learner e-mailed).
 */
export function confirmerText(confirmed: { byName: string; via?: 'link' }): string {
  return confirmed.via === 'link' ? `${confirmed.byName} (via e-postlänk)` : confirmed.byName;
}

/** A time in words as the app writes it everywhere: "2 h 5 min", "2 h", "45 min", "0 min". */
export function durationText(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}
