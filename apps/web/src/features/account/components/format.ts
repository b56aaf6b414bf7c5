import { LICENCE_CATEGORY_LABELS, type LicenceCategory } from '@ovningskort/domain';

/** The server keeps a personal number as 12 digits; people read and type YYYYMMDD-XXXX. */
export function formatPersonalNumber(stored: string): string {
  return /^\d{12}$/.test(stored) ? `${stored.slice(0, 8)}-${stored.slice(8)}` : stored;
}

/** What the server will keep for a personal number typed with or without the hyphen. */
export function storedPersonalNumber(typed: string): string {
  return typed.trim().replace('-', '');
}

export function formatCategories(categories: readonly LicenceCategory[]): string {
  return categories.map((category) => LICENCE_CATEGORY_LABELS[category]).join(', ');
}
