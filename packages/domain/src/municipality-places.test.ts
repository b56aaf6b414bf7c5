import { describe, expect, it } from 'vitest';
import { STOCKHOLM, suggestedLight } from './daylight.js';
import { MUNICIPALITIES } from './municipalities.js';
import { driveLightPlaces, placeOfMunicipality } from './municipality-places.js';

describe('placeOfMunicipality', () => {
  it('places every one of the 290 municipalities inside Sweden', () => {
    for (const name of MUNICIPALITIES) {
      const place = placeOfMunicipality(name);
      expect(place, name).not.toBeNull();
      expect(place!.latitude, name).toBeGreaterThan(55.3);
      expect(place!.latitude, name).toBeLessThan(69.1);
      expect(place!.longitude, name).toBeGreaterThan(10.9);
      expect(place!.longitude, name).toBeLessThan(24.2);
    }
  });

  it('puts the north in the north and the south in the south', () => {
    expect(placeOfMunicipality('Kiruna')!.latitude).toBeGreaterThan(67.5);
    expect(placeOfMunicipality('Malmö')!.latitude).toBeLessThan(55.7);
    expect(placeOfMunicipality('Haparanda')!.longitude).toBeGreaterThan(24);
    expect(placeOfMunicipality('Strömstad')!.longitude).toBeLessThan(11.3);
  });

  it('knows no place for a name that is not a municipality', () => {
    expect(placeOfMunicipality('Narnia')).toBeNull();
    expect(placeOfMunicipality('toString')).toBeNull();
    expect(placeOfMunicipality('')).toBeNull();
  });

  it('suggests the same light from a position fix as from the municipality it lies in', () => {
    const jukkasjarvi = { latitude: 67.85, longitude: 20.6 };
    const limhamn = { latitude: 55.58, longitude: 12.93 };
    const cases = [
      { fix: jukkasjarvi, municipality: 'Kiruna', date: '2026-12-20', start: '12:00' },
      { fix: jukkasjarvi, municipality: 'Kiruna', date: '2026-06-21', start: '00:30' },
      { fix: limhamn, municipality: 'Malmö', date: '2026-06-19', start: '22:00' },
      { fix: limhamn, municipality: 'Malmö', date: '2026-12-20', start: '17:00' },
      { fix: limhamn, municipality: 'Malmö', date: '2026-12-20', start: '12:00' },
    ];
    for (const { fix, municipality, date, start } of cases) {
      const fromFix = suggestedLight(date, start, 30, fix);
      const fromMunicipality = suggestedLight(date, start, 30, placeOfMunicipality(municipality)!);
      expect(fromMunicipality, `${municipality} ${date} ${start}`).toBe(fromFix);
    }
    expect(suggestedLight('2026-12-20', '12:00', 30, placeOfMunicipality('Kiruna')!)).toBe('dark');
    expect(suggestedLight('2026-06-19', '22:00', 30, placeOfMunicipality('Malmö')!)).toBe('dusk');
    expect(suggestedLight('2026-06-21', '00:30', 30, placeOfMunicipality('Kiruna')!)).toBeNull();
    expect(suggestedLight('2026-12-20', '17:00', 30, placeOfMunicipality('Malmö')!)).toBe('dark');
  });
});

describe('driveLightPlaces', () => {
  const here = { latitude: 63.83, longitude: 20.26 };
  const there = { latitude: 63.9, longitude: 20.1 };

  it('uses the position fixes first, one standing in for the other', () => {
    expect(driveLightPlaces({ start: here, end: there }, 'Malmö')).toEqual({
      start: here,
      end: there,
      from: 'fix',
    });
    expect(driveLightPlaces({ start: null, end: there }, 'Malmö')).toEqual({
      start: there,
      end: there,
      from: 'fix',
    });
    expect(driveLightPlaces({ start: here, end: null }, null)).toEqual({
      start: here,
      end: here,
      from: 'fix',
    });
  });

  it('falls back on the home municipality, then Stockholm', () => {
    const malmo = placeOfMunicipality('Malmö');
    expect(driveLightPlaces({ start: null, end: null }, 'Malmö')).toEqual({
      start: malmo,
      end: malmo,
      from: 'municipality',
    });
    expect(driveLightPlaces({ start: null, end: null }, 'Atlantis').from).toBe('stockholm');
    expect(driveLightPlaces({ start: null, end: null }, undefined).start).toEqual(STOCKHOLM);
  });
});
