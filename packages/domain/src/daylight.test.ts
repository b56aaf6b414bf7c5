import { describe, expect, it } from 'vitest';
import { suggestedLight, summerTimeDates, sunTimes, swedishUtcOffset } from './daylight.js';

const KIRUNA = { latitude: 67.86, longitude: 20.23 };
const HAPARANDA = { latitude: 65.83, longitude: 24.13 };
const MALMO = { latitude: 55.61, longitude: 13.0 };

/** 'HH:MM' as minutes after midnight, so expectations read like a clock. */
function at(time: string): number {
  const [hours, minutes] = time.split(':').map(Number);
  return (hours ?? 0) * 60 + (minutes ?? 0);
}

describe('summer time', () => {
  it.each([
    [2025, '2025-03-30', '2025-10-26'],
    [2026, '2026-03-29', '2026-10-25'],
    [2027, '2027-03-28', '2027-10-31'],
  ])(
    'in %i starts on %s and ends on %s (last Sundays of March and October)',
    (year, start, end) => {
      expect(summerTimeDates(year)).toEqual({ start, end });
    },
  );

  it('switches at 01:00 UTC', () => {
    expect(swedishUtcOffset(Date.UTC(2026, 2, 29, 0, 59))).toBe(60);
    expect(swedishUtcOffset(Date.UTC(2026, 2, 29, 1, 0))).toBe(120);
    expect(swedishUtcOffset(Date.UTC(2026, 9, 25, 0, 59))).toBe(120);
    expect(swedishUtcOffset(Date.UTC(2026, 9, 25, 1, 0))).toBe(60);
    expect(swedishUtcOffset(Date.UTC(2027, 0, 15, 12, 0))).toBe(60);
    expect(swedishUtcOffset(Date.UTC(2027, 6, 15, 12, 0))).toBe(120);
  });
});

describe('sunTimes in Stockholm', () => {
  /*
   * References in local time. 21 June is the given reference. The other dates were given as
   * 25 Nov 08:19-14:56, 20 Mar 06:02-18:14 and 30 Mar ~06:30-~19:38, which cannot be right for
   * Stockholm: solar noon there is 11:55 CET on 20 March and 12:52 CEST on 30 March (18.07° E
   * plus the equation of time), yet those pairs are centred on 12:08 and 13:04; and 6 h 37 min of
   * day on 25 November is Stockholm's day length around 1 December. The values below are the
   * NOAA equations' and agree within 2 minutes with an independent algorithm (the suncalc npm
   * package), so the tolerance stays at 5 minutes against them.
   */
  it.each([
    ['2026-11-25', '08:05', '15:06'],
    ['2026-06-21', '03:31', '22:08'],
    ['2026-03-20', '05:51', '18:01'],
    ['2026-03-30', '06:21', '19:25'],
  ])('on %s the sun rises about %s and sets about %s', (date, sunrise, sunset) => {
    const times = sunTimes(date);
    expect(Math.abs((times.sunrise ?? NaN) - at(sunrise))).toBeLessThanOrEqual(5);
    expect(Math.abs((times.sunset ?? NaN) - at(sunset))).toBeLessThanOrEqual(5);
  });

  it('uses Stockholm when no place is given', () => {
    expect(sunTimes('2026-11-25')).toEqual(
      sunTimes('2026-11-25', { latitude: 59.3293, longitude: 18.0686 }),
    );
  });

  it('puts the clocks forward an hour on the day summer time starts', () => {
    const saturday = sunTimes('2026-03-28');
    const sunday = sunTimes('2026-03-29');
    // The sun itself rises about 3 minutes earlier each day at the end of March.
    expect((sunday.sunrise ?? NaN) - (saturday.sunrise ?? NaN)).toBeGreaterThan(50);
    expect((sunday.sunrise ?? NaN) - (saturday.sunrise ?? NaN)).toBeLessThan(60);
  });

  it('puts the clocks back an hour on the day summer time ends', () => {
    const saturday = sunTimes('2026-10-24');
    const sunday = sunTimes('2026-10-25');
    expect((saturday.sunset ?? NaN) - (sunday.sunset ?? NaN)).toBeGreaterThan(60);
    expect((saturday.sunset ?? NaN) - (sunday.sunset ?? NaN)).toBeLessThan(70);
  });

  it('orders dawn, sunrise, sunset and dusk, with civil twilight about 40 minutes in March', () => {
    const { civilDawn, sunrise, sunset, civilDusk } = sunTimes('2026-03-20');
    expect(civilDawn).not.toBeNull();
    expect(civilDusk).not.toBeNull();
    expect((sunrise ?? NaN) - (civilDawn ?? NaN)).toBeGreaterThan(30);
    expect((sunrise ?? NaN) - (civilDawn ?? NaN)).toBeLessThan(50);
    expect((civilDusk ?? NaN) - (sunset ?? NaN)).toBeGreaterThan(30);
    expect((civilDusk ?? NaN) - (sunset ?? NaN)).toBeLessThan(50);
  });

  it('has a short civil night at midsummer (the sun dips to about −7°)', () => {
    const { civilDawn, civilDusk } = sunTimes('2026-06-21');
    expect(Math.abs((civilDusk ?? NaN) - at('23:40'))).toBeLessThanOrEqual(5);
    expect(Math.abs((civilDawn ?? NaN) - at('01:58'))).toBeLessThanOrEqual(5);
  });

  it('rejects a date that does not exist', () => {
    expect(() => sunTimes('2026-02-30')).toThrow(RangeError);
    expect(() => sunTimes('25/11/2026')).toThrow(RangeError);
  });
});

describe('sunTimes in Kiruna', () => {
  it('has no sunrise, sunset or civil twilight under the midnight sun', () => {
    expect(sunTimes('2026-06-21', KIRUNA)).toEqual({
      civilDawn: null,
      sunrise: null,
      sunset: null,
      civilDusk: null,
    });
  });

  it('has no sunrise or sunset in the polar night, only midday civil twilight', () => {
    const { civilDawn, sunrise, sunset, civilDusk } = sunTimes('2026-12-15', KIRUNA);
    expect(sunrise).toBeNull();
    expect(sunset).toBeNull();
    expect(Math.abs((civilDawn ?? NaN) - at('08:51'))).toBeLessThanOrEqual(5);
    expect(Math.abs((civilDusk ?? NaN) - at('14:19'))).toBeLessThanOrEqual(5);
  });
});

describe('suggestedLight', () => {
  it.each([
    ['2026-11-25', '16:30', 45, 'dark'],
    ['2026-11-25', '15:00', 20, 'dusk'],
    ['2026-11-25', '11:00', 60, null],
    ['2026-11-25', '23:30', 90, 'dark'],
    ['2026-11-25', '06:00', 30, 'dark'],
    ['2026-11-25', '07:50', 30, 'dusk'],
    // Civil dusk is about 23:40 at midsummer, so this drive ends in twilight, not darkness.
    ['2026-06-21', '22:30', 60, 'dusk'],
    ['2026-06-21', '12:00', 60, null],
  ] as const)(
    'on %s from %s for %i minutes in Stockholm suggests %s',
    (date, start, minutes, light) => {
      expect(suggestedLight(date, start, minutes)).toBe(light);
    },
  );

  it('needs 15 dark minutes before it suggests darkness', () => {
    // Civil dusk on 25 November is about 15:56.
    expect(suggestedLight('2026-11-25', '15:45', 20)).toBe('dusk');
    expect(suggestedLight('2026-11-25', '15:45', 30)).toBe('dark');
  });

  it('calls a short drive dark when all of it is', () => {
    expect(suggestedLight('2026-11-25', '18:00', 10)).toBe('dark');
  });

  it('follows summer time: 19:30 is dark on the Saturday and twilight on the Sunday', () => {
    expect(suggestedLight('2026-03-28', '19:30', 30)).toBe('dark');
    expect(suggestedLight('2026-03-29', '19:30', 30)).toBe('dusk');
  });

  it('uses the given place', () => {
    // At noon on 15 December the sun stays below Kiruna's horizon but is up in Stockholm.
    expect(suggestedLight('2026-12-15', '12:00', 60, KIRUNA)).toBe('dark');
    expect(suggestedLight('2026-12-15', '12:00', 60)).toBeNull();
    expect(suggestedLight('2026-12-15', '17:00', 30, KIRUNA)).toBe('dark');
  });

  it('calls noon in Kiruna on 20 December dark: the sun does not rise that day', () => {
    expect(suggestedLight('2026-12-20', '11:45', 30, KIRUNA)).toBe('dark');
    // Haparanda, south of the Arctic Circle, sees the sun at noon the same day.
    expect(suggestedLight('2026-12-20', '11:45', 30, HAPARANDA)).toBeNull();
  });

  it('calls 22:00 on midsummer in Malmö dusk, and noon there daylight', () => {
    expect(suggestedLight('2026-06-19', '22:00', 30, MALMO)).toBe('dusk');
    expect(suggestedLight('2026-06-19', '12:00', 30, MALMO)).toBeNull();
  });

  it('follows the car from where it started to where it ended', () => {
    // Malmö to Kiruna is no drive, but it shows each minute is judged where the car was.
    expect(suggestedLight('2026-12-20', '11:30', 60, MALMO, KIRUNA)).toBe('dusk');
    expect(suggestedLight('2026-12-20', '11:30', 60, MALMO, MALMO)).toBeNull();
    expect(suggestedLight('2026-12-20', '11:30', 60, MALMO)).toBeNull();
  });

  it('never suggests darkness under the midnight sun', () => {
    expect(suggestedLight('2026-06-21', '23:30', 120, KIRUNA)).toBeNull();
  });

  it('suggests nothing for a half-filled form', () => {
    expect(suggestedLight('', '16:30', 45)).toBeNull();
    expect(suggestedLight('2026-11-25', '', 45)).toBeNull();
    expect(suggestedLight('2026-11-25', '25:00', 45)).toBeNull();
    expect(suggestedLight('2026-11-25', '16:30', Number.NaN)).toBeNull();
  });
});
