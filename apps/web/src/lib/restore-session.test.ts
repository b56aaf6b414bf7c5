import type { Supervisor } from '@ovningskort/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '../testing/browser-storage.js';
import { sam } from '../testing/people.js';

/** Fresh modules for each test: a page load asks once, and each test is a new page load. */
async function load() {
  const [restore, { session, STORAGE_KEYS }] = await Promise.all([
    import('./restore-session.js'),
    import('./session.js'),
  ]);
  return { ...restore, session, STORAGE_KEYS };
}

const { profileComplete: _, ...hanna } = { ...sam, id: 't1', name: 'Hanna' };
const supervisor: Supervisor = hanna;

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

let local: Storage;
let tab: Storage;

beforeEach(() => {
  local = memoryStorage();
  tab = memoryStorage();
  vi.stubGlobal('localStorage', local);
  vi.stubGlobal('sessionStorage', tab);
  vi.resetModules();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('opening a remembered session in a new tab', () => {
  it('asks nothing on a device that remembers no session (every visitor)', async () => {
    const { session, restoreSession, restoreRememberedSessions } = await load();
    const fetch = vi.fn();
    expect(session.awaitsRestore('student')).toBe(false);
    expect(session.snapshot()).toMatchObject({
      studentRestoring: false,
      supervisorRestoring: false,
    });
    expect(await restoreRememberedSessions(fetch)).toEqual([]);
    expect(await restoreSession('student', fetch)).toBe(false);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('asks once with the cookie and keeps the token and the user in this tab only', async () => {
    local.setItem('ovk_remembered_student', '1');
    const { session, restoreSession, RESTORE_PATHS, STORAGE_KEYS } = await load();
    const fetch = vi.fn(async () => json({ accessToken: 'a.b.c', user: sam, remembered: true }));
    expect(session.snapshot().studentRestoring).toBe(true);
    const [first, second] = await Promise.all([
      restoreSession('student', fetch),
      restoreSession('student', fetch),
    ]);
    expect([first, second]).toEqual([true, true]);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenCalledWith(RESTORE_PATHS.student, {
      method: 'POST',
      headers: { accept: 'application/json' },
      credentials: 'same-origin',
    });
    expect(tab.getItem(STORAGE_KEYS.studentToken)).toBe('a.b.c');
    expect(JSON.parse(tab.getItem(STORAGE_KEYS.user)!)).toEqual(sam);
    expect(session.snapshot()).toMatchObject({
      student: sam,
      studentRemembered: true,
      studentRestoring: false,
    });
    // The device keeps a hint and the profile (to open offline next time), never a token.
    expect(local.length).toBe(2);
    expect(local.getItem('ovk_remembered_student')).toBe('1');
    expect(JSON.parse(local.getItem('ovk_remembered_student_user')!)).toEqual(sam);
  });

  it('opens a supervisor session at its own address', async () => {
    local.setItem('ovk_remembered_teacher', '1');
    const { session, restoreRememberedSessions, RESTORE_PATHS } = await load();
    const fetch = vi.fn(async () =>
      json({ accessToken: 't.o.k', teacher: supervisor, remembered: true }),
    );
    expect(session.snapshot()).toMatchObject({
      studentRestoring: false,
      supervisorRestoring: true,
    });
    expect(await restoreRememberedSessions(fetch)).toEqual([true]);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenCalledWith(RESTORE_PATHS.teacher, expect.anything());
    expect(session.snapshot()).toMatchObject({ supervisor, supervisorRemembered: true });
  });

  it('forgets the hint when the server has no remembered session (204)', async () => {
    local.setItem('ovk_remembered_student', '1');
    const { session, restoreSession, STORAGE_KEYS } = await load();
    const fetch = vi.fn(async () => new Response(null, { status: 204 }));
    expect(await restoreSession('student', fetch)).toBe(false);
    expect(local.getItem('ovk_remembered_student')).toBeNull();
    expect(tab.getItem(STORAGE_KEYS.studentToken)).toBeNull();
    expect(session.snapshot().studentRestoring).toBe(false);
    // It was remembered and has been ended since: the login screen will say so.
    expect(tab.getItem('ovk_signed_out_student')).toBe('ended');
  });

  it('opens offline with the profile a remembered login kept, and never keeps a token on the device', async () => {
    {
      // A remembered login, as login-student.ts makes it.
      const { session } = await load();
      const { keepProfile } = await import('./kept-profile.js');
      session.startStudent('a.b.c', sam, true);
      keepProfile('student', sam);
      expect(JSON.parse(local.getItem('ovk_remembered_student_user')!)).toEqual(sam);
      expect(
        JSON.stringify([...Array(local.length).keys()].map((i) => local.getItem(local.key(i)!))),
      ).not.toContain('a.b.c');
    }
    // The next start: a new tab, no network.
    tab = memoryStorage();
    vi.stubGlobal('sessionStorage', tab);
    vi.resetModules();
    const { session, restoreSession, OFFLINE_TOKEN } = await load();
    const fetch = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(await restoreSession('student', fetch)).toBe(true);
    expect(session.snapshot().student).toEqual(sam);
    // A stand-in the server refuses: the API client then gets a real token from the cookie.
    expect(session.token('student')).toBe(OFFLINE_TOKEN);
    // A session the server no longer has (204) forgets the hint and the profile.
    tab = memoryStorage();
    vi.stubGlobal('sessionStorage', tab);
    vi.resetModules();
    const next = await load();
    expect(
      await next.restoreSession('student', async () => new Response(null, { status: 204 })),
    ).toBe(false);
    expect(local.getItem('ovk_remembered_student_user')).toBeNull();
    expect(local.getItem('ovk_remembered_student')).toBeNull();
  });

  it('keeps the hint for the next start when offline without a kept profile, and logs in now', async () => {
    local.setItem('ovk_remembered_student', '1');
    const { session, restoreSession } = await load();
    const fetch = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(await restoreSession('student', fetch)).toBe(false);
    expect(local.getItem('ovk_remembered_student')).toBe('1');
    // Asked once per page load: this tab does not wait or ask again.
    expect(session.snapshot().studentRestoring).toBe(false);
    expect(await restoreSession('student', fetch)).toBe(false);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['a token without a user', { accessToken: 'a.b.c' }],
    ['a user without a token', { user: sam }],
    ['a user of the wrong shape', { accessToken: 'a.b.c', user: { id: 's1' } }],
    ['the other role', { accessToken: 'a.b.c', teacher: supervisor }],
    ['no object', 'hej'],
  ])('keeps nothing from an answer with %s', async (_label, body) => {
    local.setItem('ovk_remembered_student', '1');
    const { restoreSession } = await load();
    expect(await restoreSession('student', async () => json(body))).toBe(false);
    expect(tab.length).toBe(0);
  });

  it('does not ask for a role this tab is already logged in as', async () => {
    local.setItem('ovk_remembered_student', '1');
    const { session, restoreSession } = await load();
    session.startStudent('own.token.here', sam, true);
    const fetch = vi.fn();
    expect(session.awaitsRestore('student')).toBe(false);
    await restoreSession('student', fetch);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('a login without the box, and a logout, take the hint away', async () => {
    const { session } = await load();
    session.startStudent('t', sam, true);
    expect(local.getItem('ovk_remembered_student')).toBe('1');
    expect(session.snapshot().studentRemembered).toBe(true);
    session.startStudent('t', sam, false);
    expect(local.getItem('ovk_remembered_student')).toBeNull();
    expect(session.isRemembered('student')).toBe(false);
    session.startStudent('t', sam, true);
    session.clear('student');
    expect(local.getItem('ovk_remembered_student')).toBeNull();
    expect(tab.length).toBe(0);
  });

  it('works where the browser refuses localStorage: not remembered, no question', async () => {
    vi.stubGlobal('localStorage', {
      getItem() {
        throw new DOMException('denied', 'SecurityError');
      },
      setItem() {
        throw new DOMException('denied', 'SecurityError');
      },
      removeItem() {
        throw new DOMException('denied', 'SecurityError');
      },
    });
    const { session } = await load();
    session.startStudent('t', sam, true);
    // Signed in all the same; the 3-hour inactivity logout applies as without the box.
    expect(session.snapshot()).toMatchObject({ student: sam, studentRemembered: false });
    expect(session.awaitsRestore('teacher')).toBe(false);
    session.clear('student');
    expect(tab.length).toBe(0);
  });
});
