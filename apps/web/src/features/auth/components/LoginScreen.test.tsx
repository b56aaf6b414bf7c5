import { type Login, messages } from '@ovningskort/domain';
import type { UseMutationResult } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, NetworkError } from '../../../lib/api-client.js';
import type { Role } from '../../../lib/session.js';
import { loginStudent } from '../api/login-student.js';
import { loginSupervisor } from '../api/login-supervisor.js';
import { refusalOf } from '../hardening/useLoginGuard.js';
import { registrationFailureMessage } from './registration-errors.js';
import {
  isWrongCredentials,
  LoginScreen,
  loginFailureMessage,
  OtherLoginHint,
} from './LoginScreen.js';

const login = { mutate: () => {}, isPending: false } as unknown as UseMutationResult<
  { name: string },
  Error,
  Login
>;

const render = (role: Role) =>
  renderToStaticMarkup(
    <MemoryRouter>
      <LoginScreen role={role} login={login} />
    </MemoryRouter>,
  );

const links = (html: string) =>
  [...html.matchAll(/<a[^>]*href="([^"]*)"[^>]*>([^<]*)<\/a>/g)].map(([, href, text]) => ({
    href,
    text,
  }));

describe('the login pages link to each other (issue 22)', () => {
  it('the student’s: "Är du handledare? Logga in här" first, above the form', () => {
    const html = render('student');
    expect(links(html)[0]).toEqual({
      href: '/instructorLogIn',
      text: 'Är du handledare? Logga in här',
    });
    expect(html.indexOf('Är du handledare? Logga in här')).toBeLessThan(html.indexOf('<form'));
    // Once: not again among the links under the form.
    expect(html.split('Är du handledare? Logga in här')).toHaveLength(2);
  });

  it('the supervisor’s: "Är du elev? Logga in här" first, above the form', () => {
    const html = render('teacher');
    expect(links(html)[0]).toEqual({ href: '/login', text: 'Är du elev? Logga in här' });
    expect(html.indexOf('Är du elev? Logga in här')).toBeLessThan(html.indexOf('<form'));
    expect(html.split('Är du elev? Logga in här')).toHaveLength(2);
  });

  it('no suggestion before a login has failed, but its live region is there already', () => {
    const html = render('student');
    expect(html).not.toContain('Handledare loggar in på en annan sida.');
    expect(html).toContain('<div role="status"></div>');
  });
});

describe('after a wrong e-mail or password: the other login page, beside the error', () => {
  const hint = (role: Role) =>
    renderToStaticMarkup(
      <MemoryRouter>
        <OtherLoginHint role={role} shown />
      </MemoryRouter>,
    );

  it('on the student’s page it suggests the supervisor’s login', () => {
    const html = hint('student');
    expect(html).toContain('role="status"');
    expect(html).toContain('Är du handledare? Handledare loggar in på en annan sida.');
    expect(links(html)).toEqual([{ href: '/instructorLogIn', text: 'Logga in som handledare' }]);
  });

  it('on the supervisor’s page it suggests the student’s login', () => {
    const html = hint('teacher');
    expect(html).toContain('Är du elev? Elever loggar in på en annan sida.');
    expect(links(html)).toEqual([{ href: '/login', text: 'Logga in som elev' }]);
  });

  it('comes for every wrong e-mail or password, whatever the address', () => {
    expect(
      isWrongCredentials(
        new ApiError(401, 'Fel e-postadress eller lösenord.', 'WRONG_CREDENTIALS'),
      ),
    ).toBe(true);
    // Another 401 (an account gone meanwhile) is no sign of the wrong page.
    expect(isWrongCredentials(new ApiError(401, 'Du behöver logga in.', 'NO_ACCOUNT'))).toBe(false);
  });

  it('does not come for a lockout, a server error or a network failure', () => {
    expect(isWrongCredentials(new ApiError(429, 'Du är tillfälligt spärrad'))).toBe(false);
    expect(isWrongCredentials(new ApiError(500, 'Ett oväntat fel inträffade'))).toBe(false);
    expect(isWrongCredentials(new TypeError('Failed to fetch'))).toBe(false);
  });
});

describe('when too many log in at once: 503 with Retry-After (security round 3)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  /** The server's answer to a login refused for load, as apps/server sends it. */
  const busy = () =>
    new Response(JSON.stringify({ message: messages.common.busy, code: 'BUSY' }), {
      status: 503,
      headers: { 'content-type': 'application/json', 'retry-after': '2' },
    });
  const input = { email: 'elev@example.se', password: 'korkort-2026' };

  it.each([
    ['student', loginStudent],
    ['supervisor', loginSupervisor],
  ] as const)(
    'the %s’s login says the server’s "Många loggar in just nu – försök igen om en stund." and may be sent again',
    async (_who, login) => {
      const fetch = vi.fn(() => Promise.resolve(busy()));
      vi.stubGlobal('fetch', fetch);
      const error = await login(input).then(
        () => new Error('the login went through'),
        (refused: Error) => refused,
      );
      expect(error).toBeInstanceOf(ApiError);
      expect(error).toMatchObject({ status: 503, code: 'BUSY' });
      expect(loginFailureMessage(error)).toBe('Många loggar in just nu – försök igen om en stund.');
      // Neither a lockout (the form stays) nor a wrong password (no captcha, no hint).
      expect(refusalOf(error)).toBe('tryAgain');
      expect(isWrongCredentials(error)).toBe(false);
      // Sent again as it is, it goes to the server again.
      await login(input).catch(() => undefined);
      expect(fetch).toHaveBeenCalledTimes(2);
    },
  );

  it('a 503 without the server’s message (a proxy in front of it) gets the catalogue’s', () => {
    expect(loginFailureMessage(new ApiError(503, messages.common.unexpected))).toBe(
      messages.common.unexpected,
    );
  });

  it('the other refusals: the lockout screen says a 429, a wrong password its message', () => {
    const locked = new ApiError(429, 'Du är tillfälligt spärrad', 'LOCKED_OUT');
    expect(loginFailureMessage(locked)).toBeUndefined();
    expect(refusalOf(locked)).toBe('lockedOut');
    const wrong = new ApiError(401, 'Fel e-postadress eller lösenord.', 'WRONG_CREDENTIALS');
    expect(loginFailureMessage(wrong)).toBe('Fel e-postadress eller lösenord.');
    expect(refusalOf(wrong)).toBe('wrongCredentials');
    expect(loginFailureMessage(new NetworkError())).toBe(messages.auth.loginFailed);
    expect(refusalOf(new NetworkError())).toBe('tryAgain');
  });

  it('a registration refused for load says the server’s general message, not the login’s', () => {
    const refused = new ApiError(503, messages.common.serverBusy, 'BUSY');
    expect(registrationFailureMessage(refused)).toBe(
      'Servern har mycket att göra just nu – försök igen om en stund.',
    );
    expect(registrationFailureMessage(new ApiError(500, 'Internt fel'))).toBe(
      messages.registration.failed,
    );
  });
});
