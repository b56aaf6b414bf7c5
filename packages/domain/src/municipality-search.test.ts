import { describe, expect, it } from 'vitest';
import {
  canonicalMunicipality,
  municipalitiesByPrefix,
  municipalitiesContaining,
} from './municipality-search.js';

describe('municipality search', () => {
  it('matches by prefix, ignoring case, including å ä ö', () => {
    expect(municipalitiesByPrefix('upp')).toEqual(
      expect.arrayContaining(['Upplands Väsby', 'Upplands-Bro', 'Uppsala', 'Uppvidinge']),
    );
    expect(municipalitiesByPrefix('ÖSTRA')).toContain('Östra Göinge');
    expect(municipalitiesByPrefix('stock')).toEqual(['Stockholm']);
    expect(municipalitiesByPrefix('holm')).not.toContain('Stockholm');
  });

  it('finds nothing for empty input or a misspelling', () => {
    expect(municipalitiesByPrefix('')).toEqual([]);
    expect(municipalitiesByPrefix('   ')).toEqual([]);
    expect(municipalitiesByPrefix('Stokholm')).toEqual([]);
  });

  it('matches by substring for the details screen', () => {
    const found = municipalitiesContaining('HOLM');
    expect(found).toContain('Stockholm');
    expect(found.every((name) => name.toLowerCase().includes('holm'))).toBe(true);
  });

  it('gives the canonical spelling of a name typed in another case', () => {
    expect(canonicalMunicipality('malung-sälen')).toBe('Malung-Sälen');
    expect(canonicalMunicipality(' göteborg ')).toBe('Göteborg');
    expect(canonicalMunicipality('Gothenburg')).toBeUndefined();
  });
});
