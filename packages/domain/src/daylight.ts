/**
 * Daylight at a Swedish place and time, so the drive form can pre-tick 'mörker' or
 * 'skymning/gryning' from when the drive happened. A suggestion only: the NOAA approximation
 * (about a minute off at Swedish latitudes) is plenty, and the learner can untick it.
 *
 * Swedish local time is computed here with the EU rule rather than read from the runtime's
 * Intl time-zone data, which is missing or stale on some devices and in some test runners.
 */

/** A place on earth in degrees, north and east positive. */
export interface Place {
  latitude: number;
  longitude: number;
}

/** The default place when the learner's own is not known. */
export const STOCKHOLM: Place = { latitude: 59.3293, longitude: 18.0686 };

/**
 * A day's sun events in minutes after local midnight (Swedish wall-clock time), null when the
 * sun does not cross that altitude that day (midnight sun, polar night, light summer nights).
 */
export interface SunTimes {
  civilDawn: number | null;
  sunrise: number | null;
  sunset: number | null;
  civilDusk: number | null;
}

/** The light conditions the drive form can suggest. */
export type SuggestedLight = 'dark' | 'dusk';

/** Solar altitude of sunrise and sunset: the upper limb at the horizon, with refraction. */
const SUNRISE_ALTITUDE = -0.833;
/** Solar altitude where civil twilight ends and darkness begins. */
const CIVIL_ALTITUDE = -6;
/** A drive counts as in the dark when at least this many of its minutes are. */
const SUBSTANTIAL_MINUTES = 15;

const MINUTE_MS = 60_000;
const DAY_MINUTES = 1440;
const DEG = Math.PI / 180;

/** The date of the last Sunday of a month (1-12), as a UTC day. */
function lastSundayOf(year: number, month: number): number {
  const lastDay = new Date(Date.UTC(year, month, 0));
  return lastDay.getUTCDate() - lastDay.getUTCDay();
}

function isoDate(year: number, month: number, day: number): string {
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/**
 * The days summer time (CEST) starts and ends in Sweden: the last Sundays of March and
 * October, switching at 01:00 UTC (the EU rule since 1996).
 */
export function summerTimeDates(year: number): { start: string; end: string } {
  return {
    start: isoDate(year, 3, lastSundayOf(year, 3)),
    end: isoDate(year, 10, lastSundayOf(year, 10)),
  };
}

/** Minutes Swedish wall-clock time is ahead of UTC at an instant: 60 (CET) or 120 (CEST). */
export function swedishUtcOffset(utcMs: number): 60 | 120 {
  const year = new Date(utcMs).getUTCFullYear();
  const start = Date.UTC(year, 2, lastSundayOf(year, 3), 1);
  const end = Date.UTC(year, 9, lastSundayOf(year, 10), 1);
  return utcMs >= start && utcMs < end ? 120 : 60;
}

/** The UTC midnight starting a 'YYYY-MM-DD' date, or null when it is not a real date. */
export function parseDate(date: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const ms = Date.UTC(year, month - 1, day);
  const check = new Date(ms);
  return check.getUTCMonth() === month - 1 && check.getUTCDate() === day ? ms : null;
}

/** Minutes after midnight of an 'HH:MM' time, or null when it is not one. */
function parseTime(time: string): number | null {
  const match = /^(\d{2}):(\d{2})$/.exec(time);
  if (!match) return null;
  const [hours, minutes] = [Number(match[1]), Number(match[2])];
  return hours < 24 && minutes < 60 ? hours * 60 + minutes : null;
}

/**
 * The UTC instant of a Swedish wall-clock minute on a date. Guessing CET first and switching to
 * CEST when that guess lands in summer time gives the right answer on both switch days (the
 * skipped spring hour and the repeated autumn hour resolve to one of their readings).
 */
function swedishToUtc(dateMs: number, wallMinute: number): number {
  const cetGuess = dateMs + (wallMinute - 60) * MINUTE_MS;
  return swedishUtcOffset(cetGuess) === 120 ? cetGuess - 60 * MINUTE_MS : cetGuess;
}

/**
 * The instant (epoch ms) of a Swedish wall-clock time 'HH:MM' on a 'YYYY-MM-DD' date, summer
 * time included; null when either is not one.
 */
export function swedishInstant(date: string, time: string): number | null {
  const day = parseDate(date);
  const minute = parseTime(time);
  return day === null || minute === null ? null : swedishToUtc(day, minute);
}

/** Days since 1 January of the same year (0-based, fractional) and the length of that year. */
function dayOfYear(utcMs: number): { day: number; length: number } {
  const year = new Date(utcMs).getUTCFullYear();
  const length = (Date.UTC(year + 1, 0, 1) - Date.UTC(year, 0, 1)) / (DAY_MINUTES * MINUTE_MS);
  return { day: (utcMs - Date.UTC(year, 0, 1)) / (DAY_MINUTES * MINUTE_MS), length };
}

/**
 * Solar declination (radians) and equation of time (minutes) at an instant, from NOAA's
 * "General Solar Position Calculations" (Fourier series in the fractional year).
 */
function solarPosition(utcMs: number): { declination: number; equationOfTime: number } {
  const { day, length } = dayOfYear(utcMs);
  const g = ((2 * Math.PI) / length) * day;
  const equationOfTime =
    229.18 *
    (0.000075 +
      0.001868 * Math.cos(g) -
      0.032077 * Math.sin(g) -
      0.014615 * Math.cos(2 * g) -
      0.040849 * Math.sin(2 * g));
  const declination =
    0.006918 -
    0.399912 * Math.cos(g) +
    0.070257 * Math.sin(g) -
    0.006758 * Math.cos(2 * g) +
    0.000907 * Math.sin(2 * g) -
    0.002697 * Math.cos(3 * g) +
    0.00148 * Math.sin(3 * g);
  return { declination, equationOfTime };
}

/** The sun's altitude in degrees above the horizon at an instant and place. */
function solarAltitude(utcMs: number, place: Place): number {
  const { declination, equationOfTime } = solarPosition(utcMs);
  const utcMinutes =
    (((utcMs % (DAY_MINUTES * MINUTE_MS)) + DAY_MINUTES * MINUTE_MS) % (DAY_MINUTES * MINUTE_MS)) /
    MINUTE_MS;
  const solarTime = utcMinutes + equationOfTime + 4 * place.longitude;
  const hourAngle = (solarTime / 4 - 180) * DEG;
  const lat = place.latitude * DEG;
  const sinAltitude =
    Math.sin(lat) * Math.sin(declination) +
    Math.cos(lat) * Math.cos(declination) * Math.cos(hourAngle);
  return Math.asin(Math.min(1, Math.max(-1, sinAltitude))) / DEG;
}

/**
 * Minutes after UTC midnight of the date when the sun passes an altitude, rising (sign -1) or
 * setting (+1); null when it stays above or below it all day. The sun's position is taken at
 * noon, then once more at the first estimate, because near the equinoxes the declination moves
 * enough in half a day to shift sunrise in Sweden by a few minutes.
 */
function crossing(dateMs: number, place: Place, altitude: number, sign: -1 | 1): number | null {
  let estimate = 720;
  for (let pass = 0; pass < 2; pass++) {
    const { declination, equationOfTime } = solarPosition(dateMs + estimate * MINUTE_MS);
    const lat = place.latitude * DEG;
    const cosHourAngle =
      (Math.sin(altitude * DEG) - Math.sin(lat) * Math.sin(declination)) /
      (Math.cos(lat) * Math.cos(declination));
    if (cosHourAngle < -1 || cosHourAngle > 1) return null;
    const hourAngle = Math.acos(cosHourAngle) / DEG;
    estimate = 720 - 4 * place.longitude - equationOfTime + sign * 4 * hourAngle;
  }
  return estimate;
}

/** A crossing as Swedish wall-clock minutes after the date's local midnight, rounded. */
function toSwedishMinutes(dateMs: number, utcMinutes: number | null): number | null {
  if (utcMinutes === null) return null;
  const offset = swedishUtcOffset(dateMs + utcMinutes * MINUTE_MS);
  return Math.round(utcMinutes + offset);
}

/**
 * Dawn, sunrise, sunset and dusk on a 'YYYY-MM-DD' date, in Swedish local time (DST
 * included). An event can fall just outside 0..1440 when it happens after midnight, as civil
 * dusk does on light June nights around 60° N. Throws RangeError for a malformed date.
 */
export function sunTimes(date: string, place: Place = STOCKHOLM): SunTimes {
  const dateMs = parseDate(date);
  if (dateMs === null) throw new RangeError(`Not a date: ${date}`);
  const at = (altitude: number, sign: -1 | 1) =>
    toSwedishMinutes(dateMs, crossing(dateMs, place, altitude, sign));
  return {
    civilDawn: at(CIVIL_ALTITUDE, -1),
    sunrise: at(SUNRISE_ALTITUDE, -1),
    sunset: at(SUNRISE_ALTITUDE, 1),
    civilDusk: at(CIVIL_ALTITUDE, 1),
  };
}

/** The sun's highest altitude (degrees) on the day of an instant: at solar noon. */
function noonAltitude(utcMs: number, place: Place): number {
  const { declination } = solarPosition(utcMs);
  return 90 - Math.abs(place.latitude - declination / DEG);
}

/**
 * The light at an instant: daylight, twilight, or darkness. On a day the sun does not rise
 * (polar night north of the Arctic Circle) the midday glow counts as darkness: nobody drives
 * without lights then, and the card's 'mörker' practice is what that day gives.
 */
function lightAt(utcMs: number, place: Place): 'day' | 'twilight' | 'dark' {
  const altitude = solarAltitude(utcMs, place);
  if (altitude >= SUNRISE_ALTITUDE) return 'day';
  if (altitude < CIVIL_ALTITUDE || noonAltitude(utcMs, place) < SUNRISE_ALTITUDE) return 'dark';
  return 'twilight';
}

/** The place a fraction (0..1) of the way from one place to another, on a straight line. */
function between(from: Place, to: Place, fraction: number): Place {
  return {
    latitude: from.latitude + (to.latitude - from.latitude) * fraction,
    longitude: from.longitude + (to.longitude - from.longitude) * fraction,
  };
}

/**
 * The light condition to pre-tick for a drive starting at 'HH:MM' (Swedish time) on a date and
 * lasting some minutes: 'dark' when at least 15 of its minutes (or all, if shorter) are after
 * civil dusk or before civil dawn (or on a day without sunrise), 'dusk' when any of it is in
 * twilight (or briefly dark), otherwise null. Each minute is judged by the sun's altitude at
 * that instant, so drives past midnight, across a DST switch, in polar night or under the
 * midnight sun need no special cases. With an end place, each minute is judged where the car
 * was by then on a straight line from the start. Returns null for an unparsable date or time,
 * since the form may be half filled.
 */
export function suggestedLight(
  date: string,
  startTime: string,
  minutes: number,
  place: Place = STOCKHOLM,
  endPlace: Place = place,
): SuggestedLight | null {
  const dateMs = parseDate(date);
  const start = parseTime(startTime);
  if (dateMs === null || start === null || !Number.isFinite(minutes) || minutes < 0) return null;
  const startMs = swedishToUtc(dateMs, start);
  const span = Math.max(1, Math.round(minutes));
  let dark = 0;
  let twilight = 0;
  for (let minute = 0; minute < span; minute++) {
    const light = lightAt(
      startMs + (minute + 0.5) * MINUTE_MS,
      between(place, endPlace, (minute + 0.5) / span),
    );
    if (light === 'dark') dark++;
    else if (light === 'twilight') twilight++;
  }
  if (dark >= Math.min(SUBSTANTIAL_MINUTES, span)) return 'dark';
  return dark + twilight > 0 ? 'dusk' : null;
}
