import { deep, type FuzzCase } from './fuzz-arbitraries.js';
import type { RouteInfo } from './fuzz-routes.js';

/**
 * Values that databases treat differently: PostgreSQL refuses U+0000 in text and checks
 * UTF-8, SQLite stores almost anything; plus injection-looking and oversized texts.
 */
export const dialectBreakers: unknown[] = [
  '\u0000',
  'Elin\u0000Elev',
  'elev\u0000@example.se',
  '\ud800',
  "'; drop table students;--",
  '<script>alert(1)</script>',
  'x'.repeat(60_000),
  deep(200),
];

/**
 * A fixed set of the nastiest requests for a route, the same on every dialect, sent as the
 * caller the route admits (so they reach the database), or as nobody where no token counts.
 */
export function nastyCases(route: RouteInfo, auth: FuzzCase['auth']): FuzzCase[] {
  const cases: FuzzCase[] = [];
  if (route.params.length) {
    for (const value of ['%00', 'a%00b', '%ED%A0%80', '%C0%AF', '..%2F..', 'x'.repeat(10_000)]) {
      cases.push({ kind: 'params', auth, params: route.params.map(() => value) });
    }
  }
  for (const key of Object.keys(route.query)) {
    for (const value of ['%00', '%ED%A0%80', '%27%3B--']) {
      cases.push({ kind: 'query', auth, query: `${key}=${value}` });
    }
  }
  cases.push(
    { kind: 'headers', auth, headers: { studentid: 'a\u0000b' } },
    { kind: 'headers', auth, headers: { cookie: 'ovk_refresh=%00; ovk_refresh_t=%00' } },
  );
  if (route.method === 'GET') return cases;
  const fields = Object.keys(route.body?.properties ?? {});
  for (const field of fields) {
    for (const value of dialectBreakers) {
      cases.push({ kind: 'field', auth, fields: { [field]: value } });
    }
  }
  cases.push(
    {
      kind: 'raw',
      auth,
      raw: {
        body: Buffer.from('{"name":"\xff\xfe\xc3\x28"}', 'latin1'),
        contentType: 'application/json',
      },
    },
    { kind: 'raw', auth, raw: { body: '{"a":"\\u0000"}', contentType: 'application/json' } },
    { kind: 'raw', auth, raw: { body: '{"a":', contentType: 'application/json' } },
    { kind: 'raw', auth, raw: { body: '{"a":1}', contentType: 'text/plain' } },
    { kind: 'raw', auth, raw: { body: '{"a":1}' } },
  );
  return cases;
}
