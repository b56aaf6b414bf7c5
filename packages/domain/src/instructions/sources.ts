/**
 * The statutes an instruction text may cite after a rule statement, abbreviated as
 * content/README.md 'Sources' says: '(TrF 3 kap. 53 §)'.
 */
export const STATUTES = [
  'TrF',
  'VMF',
  'körkortslagen',
  'körkortsförordningen',
  'trafikbrottslagen',
  'jaktförordningen',
  'lagen om vägtrafikdefinitioner',
  'förordningen om vägtrafikdefinitioner',
  'TSFS 2009:19',
  'TSFS 2011:20',
  'TSFS 2012:41',
  'TSFS 2014:52',
] as const;

const escaped = STATUTES.map((statute) => statute.replace(/[.]/g, '\\$&')).join('|');
const SPOKEN_SOURCE = new RegExp(String.raw`\s*\((?:${escaped})(?![\p{L}])[^()]*\)`, 'gu');

/** The text without its source parentheses: read aloud, "TrF 3 kap. 53 §" is only noise. */
export function withoutSources(text: string): string {
  return text.replace(SPOKEN_SOURCE, '');
}
