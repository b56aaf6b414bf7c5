import { LICENCE_CATEGORIES, type LicenceCategory, type Student } from '@ovningskort/domain';
import type { StudentRow } from './repository.js';

function parseCategories(json: string): LicenceCategory[] {
  try {
    const value: unknown = JSON.parse(json);
    if (!Array.isArray(value)) return [];
    return value.filter((c): c is LicenceCategory =>
      (LICENCE_CATEGORIES as readonly unknown[]).includes(c),
    );
  } catch {
    return [];
  }
}

/** What a student may see of their own row (never the password hash; pnr/phone only on request). */
export function toStudent(row: StudentRow): Student {
  return {
    id: row.id,
    name: row.name,
    surname: row.surname,
    email: row.email,
    city: row.city,
    category: parseCategories(row.category),
    autotransmission: row.autotransmission === 1,
    isActivated: row.isActivated === 1,
    profileComplete: row.profileComplete === 1,
  };
}

export const normalizeEmail = (email: string) => email.trim().toLowerCase();
