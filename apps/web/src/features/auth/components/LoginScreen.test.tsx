import type { Login } from '@ovningskort/domain';
import type { UseMutationResult } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client.js';
import type { Role } from '../../../lib/session.js';
import { isWrongCredentials, LoginScreen, OtherLoginHint } from './LoginScreen.js';

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
