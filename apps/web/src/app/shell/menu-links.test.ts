import type { Student, Supervisor } from '@ovningskort/domain';
import { describe, expect, it } from 'vitest';
import { menuLinks } from './menu-links.js';

const supervisor = (isActivated: boolean): Supervisor => ({
  id: 't1',
  name: 'Hanna',
  surname: '',
  email: 'hanna@example.se',
  city: 'Lund',
  category: ['CategoryB'],
  autotransmission: false,
  isActivated,
});
const student = (isActivated: boolean): Student => ({
  ...supervisor(isActivated),
  id: 's1',
  name: 'Sam',
  profileComplete: true,
});

const nobody = {
  student: null,
  supervisor: null,
  hasStudentToken: false,
  hasSupervisorToken: false,
};
const asStudent = (isActivated: boolean) => ({
  ...nobody,
  student: student(isActivated),
  hasStudentToken: true,
});
const asSupervisor = (isActivated: boolean) => ({
  ...nobody,
  supervisor: supervisor(isActivated),
  hasSupervisorToken: true,
});

const shown = (menu: ReturnType<typeof menuLinks>) => menu.links.map((l) => `${l.label} ${l.to}`);

describe('the menu of spec §2 for each session', () => {
  it('a visitor sees only Inloggningssida and no Logga ut', () => {
    const menu = menuLinks(nobody);
    expect(shown(menu)).toEqual(['Inloggningssida /login']);
    expect(menu.logout).toEqual([]);
  });

  it('a student who has not activated the account sees Hem and Inställningar', () => {
    const menu = menuLinks(asStudent(false));
    expect(shown(menu)).toEqual(['Hem /', 'Inställningar /settings']);
    expect(menu.logout).toEqual(['student']);
  });

  it('an activated student also sees the card, the drive log and the supervisor links', () => {
    expect(shown(menuLinks(asStudent(true)))).toEqual([
      'Hem /',
      'Mitt övningskort /notes',
      'Körjournal /korjournal',
      'Lägg till handledare /instructor',
      'Inställningar /settings',
    ]);
  });

  it('a supervisor has the supervisor settings, and the student cards once activated', () => {
    expect(shown(menuLinks(asSupervisor(false)))).toEqual(['Hem /', 'Inställningar /settingsT']);
    expect(shown(menuLinks(asSupervisor(true)))).toEqual([
      'Hem /',
      'Elevens övningskort /instructornotes',
      'Inställningar /settingsT',
    ]);
    expect(menuLinks(asSupervisor(true)).logout).toEqual(['teacher']);
  });

  it('a user without a token (or a token without a user) is not logged in', () => {
    expect(shown(menuLinks({ ...asStudent(true), hasStudentToken: false }))).toEqual([
      'Inloggningssida /login',
    ]);
    expect(shown(menuLinks({ ...nobody, hasSupervisorToken: true }))).toEqual([
      'Inloggningssida /login',
    ]);
  });

  it('with both sessions in one tab the student menu shows, and Logga ut ends both', () => {
    const menu = menuLinks({
      ...asStudent(true),
      supervisor: supervisor(true),
      hasSupervisorToken: true,
    });
    expect(shown(menu)).toEqual(shown(menuLinks(asStudent(true))));
    expect(menu.logout).toEqual(['student', 'teacher']);
  });
});
