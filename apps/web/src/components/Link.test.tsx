import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { Link, NavLink } from './Link.js';

const render = (node: ReactNode, path = '/') =>
  renderToStaticMarkup(<MemoryRouter initialEntries={[path]}>{node}</MemoryRouter>);

describe('Link', () => {
  it('is a plain link to the path, with the attributes given', () => {
    expect(render(<Link to="/notes" className="x" aria-label="Mina kort" title="Kort" />)).toBe(
      '<a class="x" aria-label="Mina kort" title="Kort" href="/notes"></a>',
    );
  });

  it('resolves a relative path against the page it is on', () => {
    const markup = render(
      <Routes>
        <Route path="/teacher/*" element={<Link to="students">Elever</Link>} />
      </Routes>,
      '/teacher',
    );
    expect(markup).toBe('<a href="/teacher/students">Elever</a>');
  });
});

describe('NavLink', () => {
  const menu = (end?: boolean) => (
    <NavLink to="/teacher" end={end}>
      Start
    </NavLink>
  );

  it('is the current page on its own path', () => {
    expect(render(menu(true), '/teacher')).toContain('aria-current="page"');
    expect(render(menu(false), '/teacher')).toContain('aria-current="page"');
  });

  it('is current below its path unless it ends there', () => {
    expect(render(menu(false), '/teacher/students')).toContain('aria-current="page"');
    expect(render(menu(true), '/teacher/students')).not.toContain('aria-current');
  });

  it('is not current on a path that merely starts with the same letters', () => {
    expect(render(menu(false), '/teachers')).not.toContain('aria-current');
    expect(render(menu(false), '/')).not.toContain('aria-current');
  });
});
