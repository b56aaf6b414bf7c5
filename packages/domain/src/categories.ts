/** Licence categories a user can hold (spec §3). Only B has a practice card. */
export const LICENCE_CATEGORIES = ['CategoryB', 'CategoryA', 'No category'] as const;
export type LicenceCategory = (typeof LICENCE_CATEGORIES)[number];

export const LICENCE_CATEGORY_LABELS: Record<LicenceCategory, string> = {
  CategoryB: 'Kategori B (personbil)',
  CategoryA: 'Kategori A (motorcykel)',
  'No category': 'Ingen kategori',
};
