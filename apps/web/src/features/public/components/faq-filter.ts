/**
 * The search of the help page (spec §2 '/support'): a case-insensitive substring match on the
 * questions only. Swedish letters compare the Swedish way (Å/Ä/Ö fold to å/ä/ö), text typed in
 * decomposed form (A + ring) matches the composed letter, and runs of spaces count as one.
 */
export function normaliseForSearch(text: string): string {
  return text.normalize('NFC').toLocaleLowerCase('sv-SE').replace(/\s+/g, ' ').trim();
}

/** The entries whose question contains the query; all of them, in order, for an empty query. */
export function filterFaq<T extends { question: string }>(
  entries: readonly T[],
  query: string,
): T[] {
  const needle = normaliseForSearch(query);
  if (needle === '') return [...entries];
  return entries.filter((entry) => normaliseForSearch(entry.question).includes(needle));
}
