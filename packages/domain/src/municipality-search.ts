import { MUNICIPALITIES, type Municipality } from './municipalities.js';

const fold = (text: string) => text.trim().toLocaleLowerCase('sv-SE');

/** Municipalities whose name starts with the typed text, ignoring case (registration). */
export function municipalitiesByPrefix(typed: string): Municipality[] {
  const needle = fold(typed);
  if (needle === '') return [];
  return MUNICIPALITIES.filter((name) => fold(name).startsWith(needle));
}

/** Municipalities whose name contains the typed text, ignoring case (details screen). */
export function municipalitiesContaining(typed: string): Municipality[] {
  const needle = fold(typed);
  if (needle === '') return [];
  return MUNICIPALITIES.filter((name) => fold(name).includes(needle));
}

/** The list's own spelling of a name typed in any case, or undefined if it is not a municipality. */
export function canonicalMunicipality(typed: string): Municipality | undefined {
  const needle = fold(typed);
  return MUNICIPALITIES.find((name) => fold(name) === needle);
}
