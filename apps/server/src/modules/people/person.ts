import {
  LICENCE_CATEGORIES,
  type LicenceCategory,
  type Student,
  type PersonDetails,
  type Supervisor,
} from '@ovningskort/domain';
import type { PersonRow, StudentRow } from './repository.js';

export function parseCategories(json: string): LicenceCategory[] {
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

export const serializeCategories = (categories: readonly LicenceCategory[]) =>
  JSON.stringify([...new Set(categories)]);

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

export function toSupervisor(row: PersonRow): Supervisor {
  return {
    id: row.id,
    name: row.name,
    surname: row.surname,
    email: row.email,
    city: row.city,
    category: parseCategories(row.category),
    autotransmission: row.autotransmission === 1,
    isActivated: row.isActivated === 1,
  };
}

/** What a student keeps in the browser: never the password hash, personal number or phone. */
export function toStudent(row: StudentRow): Student {
  return { ...toSupervisor(row), profileComplete: row.profileComplete === 1 };
}

/** The person's own details, the same for both roles. */
export function toDetails(row: PersonRow): PersonDetails {
  return {
    name: row.name,
    surname: row.surname,
    email: row.email,
    city: row.city,
    category: parseCategories(row.category),
    autotransmission: row.autotransmission === 1,
    pnr: row.pnr ?? '',
    phone: row.phone ?? '',
    hasPassword: row.passwordHash !== null,
  };
}
