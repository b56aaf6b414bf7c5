import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '../testing/browser-storage.js';
import { sam } from '../testing/people.js';

/** Fresh modules for each test: a page load asks once, and each test is a new page load. */
async function load() {
  const [{ session }, guards] = await Promise.all([
    import('../lib/session.js'),
    import('./guards.js'),
  ]);
  return { session, ...guards };
}

let local: Storage;

beforeEach(() => {
  local = memoryStorage();
  vi.stubGlobal('localStorage', local);
  vi.stubGlobal('sessionStorage', memoryStorage());
  vi.resetModules();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the guards while the tab asks', () => {
  async function renderer() {
    const { RequireRole, RequireSession, session } = await load();
    const render = (path: string) =>
      renderToStaticMarkup(
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route element={<RequireRole role="student" />}>
              <Route path="/notes" element={<h1>Mitt övningskort</h1>} />
            </Route>
            <Route element={<RequireSession />}>
              <Route path="/schools" element={<h1>Trafikskolor</h1>} />
            </Route>
          </Routes>
        </MemoryRouter>,
      );
    return { render, session };
  }

  it('show the loading state, not the login, while a remembered session may come', async () => {
    local.setItem('ovk_remembered_student', '1');
    const { render } = await renderer();
    for (const path of ['/notes', '/schools']) {
      const html = render(path);
      expect(html).toContain('role="status"');
      expect(html).not.toContain('<h1>');
    }
  });

  it('let the page through once the session is there', async () => {
    local.setItem('ovk_remembered_student', '1');
    const { render, session } = await renderer();
    session.startStudent('t', sam, true);
    expect(render('/notes')).toContain('<h1>Mitt övningskort</h1>');
  });
});
