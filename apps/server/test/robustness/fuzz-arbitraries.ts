import fc from 'fast-check';
import type { JsonSchema, RouteInfo } from './fuzz-routes.js';

/** The server's bodyLimit (app.ts); a body above it must get 413. */
export const BODY_LIMIT = 64 * 1024;

const MB = 1024 * 1024;

/** Nested arrays and objects far deeper than any schema. */
export function deep(depth: number, leaf: unknown = 'x', kind: 'array' | 'object' = 'array') {
  let value: unknown = leaf;
  for (let i = 0; i < depth; i += 1) value = kind === 'array' ? [value] : { a: value };
  return value;
}

/** Strings people type into forms when they attack them, and strings that break parsers. */
export const nastyStrings = [
  '',
  ' ',
  '\t\n',
  'NaN',
  'Infinity',
  '-Infinity',
  '1e999',
  '-0',
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
  "'; drop table students;--",
  "' OR '1'='1",
  '" OR ""="',
  '1; DELETE FROM driving_notes',
  "Robert'); DROP TABLE teachers;--",
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  '${7*7}',
  '{{7*7}}',
  '%s%s%s%n',
  '\u0000',
  'a\u0000b',
  'elev\u0000@example.se',
  '\ud800',
  'x\udfffy',
  '\ufeff',
  '\u202e\u0645\u0631\u062d\u0628\u0627',
  '👩‍👩‍👧‍👦🚗',
  'Å'.repeat(300),
  '../../etc/passwd',
  '..%2f..%2f',
  '%00',
  '__proto__',
  'constructor',
  'CategoryB',
  'Stockholm',
  'Började',
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  'a@b.c',
  'x'.repeat(10_000),
];

const nastyScalars: unknown[] = [
  null,
  true,
  false,
  0,
  -1,
  1.5,
  1e308,
  -1e308,
  Number.MAX_SAFE_INTEGER + 2,
  Number.MIN_VALUE,
  [],
  {},
  [null],
  { __proto__: null, constructor: { prototype: { polluted: true } } },
];

/** Any bad value for a field or a whole body (JSON-able; NaN and Infinity become null). */
export const badValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...nastyStrings, ...nastyScalars) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.oneof(fc.integer(), fc.double(), fc.bigInt().map(String)) },
  { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.integer({ min: 100, max: 3000 }), fc.constantFrom('array', 'object'))
      .map(([n, kind]) => deep(n, 'x', kind as 'array' | 'object')),
  },
  {
    weight: 1,
    arbitrary: fc
      .constantFrom(100, 10_000, 60_000, BODY_LIMIT + 1, MB)
      .map((n) => 'ä'.repeat(n / 2)),
  },
);

export interface FuzzIds {
  /** The caller's own id (for id, userId, studentId, teacherId) when the caller has one. */
  own?: string;
  /** A lesson of the caller's card, for /drivingnotes/:id. */
  note?: string;
}

/** A value of the schema's type, plausible enough to get past the first check. */
export function plausible(schema: JsonSchema | undefined, name: string, ids: FuzzIds): unknown {
  if (!schema) return 'x';
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  const options = schema.anyOf ?? schema.oneOf;
  if (options?.length) return plausible(options[options.length - 1], name, ids);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'boolean':
      return false;
    case 'integer':
    case 'number':
      return schema.minimum ?? 1;
    case 'array':
      return [plausible(schema.items, name, ids)];
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([key, s]) => [key, plausible(s, key, ids)]),
      );
    default:
      if (schema.format === 'uuid' || /id$/i.test(name)) {
        return /^(id|userId|studentId|teacherId)$/.test(name) && ids.own
          ? ids.own
          : '6f1d2c3b-4a59-4e6d-8c7b-9a0b1c2d3e4f';
      }
      if (schema.format === 'email' || /email/i.test(name)) return 'fuzz.elev@example.se';
      if (/token|code|state/i.test(name)) return 'A'.repeat(43);
      if (/password|pass/i.test(name)) return 'korkort-2026';
      return 'Elin Elev';
  }
}

/** What to send: the whole input of one request, before it becomes an inject call. */
export interface FuzzCase {
  kind: string;
  auth: 'none' | 'student' | 'teacher' | 'garbage';
  /** Path parameter values (already in the URL form, i.e. percent-encoded where meant). */
  params?: string[];
  query?: string;
  headers?: Record<string, string>;
  /** The plausible body of the route with these fields replaced. */
  fields?: Record<string, unknown>;
  /** A JSON value sent with content-type application/json. */
  json?: unknown;
  /** A raw body with its content type (undefined = no content-type header). */
  raw?: { body: Buffer | string; contentType?: string };
}

const authArb = fc.constantFrom<FuzzCase['auth']>('none', 'student', 'teacher', 'garbage');

/** Raw texts for a param: percent-encoded garbage, traversal, huge, unicode. */
const badParam: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    'x',
    '0',
    '-1',
    '1.5',
    'null',
    'undefined',
    '%00',
    '%ZZ',
    '%',
    '%C0%AF',
    '%E2%80%AE',
    '%F0%9F%9A%97',
    '%ED%A0%80',
    '..%2F..%2Fetc%2Fpasswd',
    '..',
    '%2e%2e',
    '%27%3B%20drop%20table%20students%3B--',
    '%3Cscript%3Ealert(1)%3C%2Fscript%3E',
    'a'.repeat(10_000),
    encodeURIComponent('Å'.repeat(2000)),
    '00000000-0000-0000-0000-000000000000',
    '6F1D2C3B-4A59-4E6D-8C7B-9A0B1C2D3E4F',
    '{id}',
    ':id',
  ),
  fc.string({ unit: 'binary', minLength: 1, maxLength: 60 }).map(encodeURIComponent),
  fc.stringMatching(/^[A-Za-z0-9_%.~-]{1,80}$/),
);

/** Query strings: declared keys with bad values, repeats, brackets, broken escapes. */
function badQuery(route: RouteInfo): fc.Arbitrary<string> {
  const keys = Object.keys(route.query);
  const key = keys.length ? fc.constantFrom(...keys, 'id', '__proto__') : fc.constant('id');
  const pair = fc
    .tuple(key, fc.oneof(badParam, fc.constantFrom('', '[]', 'a&b', '%26')))
    .map(([k, v]) => `${k}=${v}`);
  return fc.oneof(
    fc.array(pair, { minLength: 1, maxLength: 4 }).map((pairs) => pairs.join('&')),
    key.map((k) => `${k}[]=a&${k}[]=b`),
    key.map((k) => `${k}[a][b][c]=1`),
    key.map((k) => k),
    fc.constantFrom('%', '%%%', '&&&=', '=', '?', 'a=%E0%A4%A', `x=${'y'.repeat(20_000)}`),
  );
}

/** Headers a client should never send, and a few every client sends wrong. */
const headerText = fc.stringMatching(/^[\x20-\x7e]{0,200}$/);
const badHeaders: fc.Arbitrary<Record<string, string>> = fc.oneof(
  headerText.map((v) => ({ authorization: `Bearer ${v}` })),
  fc.constantFrom<Record<string, string>[]>(
    { authorization: 'Bearer' },
    { authorization: 'Bearer ' },
    { authorization: 'bearer  two  spaces' },
    { authorization: 'Basic dXNlcjpwYXNz' },
    { authorization: `Bearer ${'a'.repeat(100_000)}` },
    { authorization: 'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.' },
    { authorization: 'Bearer a.b.c' },
    { cookie: 'ovk_refresh=' },
    { cookie: 'ovk_refresh=%E0%A4%A; ovk_refresh_t=%ZZ' },
    { cookie: `ovk_refresh=${'a'.repeat(50_000)}` },
    { cookie: 'ovk_refresh="unterminated' },
    { cookie: ';;;===;;' },
    { cookie: 'ovk_oidc=x; ovk_refresh_t=x' },
    { 'sec-fetch-site': 'cross-site' },
    { 'x-forwarded-for': "'; drop table students;--" },
    { 'content-length': '5' },
    { 'if-none-match': '*' },
    { range: 'bytes=999999999-' },
    { accept: 'application/xml' },
    { 'accept-encoding': 'gzip;q=x' },
    { studentid: "'; drop table students;--" },
    { studentid: '\u00e5'.repeat(100) },
  ),
  headerText.map((v) => ({ cookie: `ovk_refresh=${v}; ovk_refresh_t=${v}` })),
  headerText.map((v) => ({ studentid: v })),
);

/** Raw bodies: JSON that is not JSON, bytes that are not UTF-8, the wrong content type. */
const rawBody: fc.Arbitrary<{ body: Buffer | string; contentType?: string }> = fc.oneof(
  fc
    .constantFrom(
      '{',
      '{"a":',
      "{'a':1}",
      '{"a":1,}',
      'null',
      '""',
      '[]',
      '1',
      'NaN',
      '{"__proto__":{"polluted":true}}',
      '{"constructor":{"prototype":{"polluted":true}}}',
      '{"email":"\\ud800@example.se","password":"\\udfff\\udfffxxxxxxxx"}',
      '{"name":"\\u0000\\u0000","email":"a\\u0000@b.se"}',
      '\ufeff{}',
      ' ',
      '',
    )
    .map((body) => ({ body, contentType: 'application/json' })),
  fc
    .uint8Array({ minLength: 1, maxLength: 200 })
    .map((bytes) => ({ body: Buffer.from(bytes), contentType: 'application/json' })),
  fc
    .constantFrom(
      { body: Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xc3, 0x28, 0x22, 0x7d]) },
      {
        body: Buffer.from([
          0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0xed, 0xa0, 0x80, 0x22, 0x7d,
        ]),
      },
    )
    .map((b) => ({ ...b, contentType: 'application/json' })),
  fc
    .tuple(
      fc.constantFrom(
        undefined,
        '',
        'text/plain',
        'application/xml',
        'application/x-www-form-urlencoded',
        'multipart/form-data',
        'multipart/form-data; boundary=x',
        'application/json; charset=latin1',
        'application/json; charset=utf-16',
        'application/jsonx',
        'application/*',
        '*/*',
        'text/html; charset=utf-8',
        'image/png',
        ';;;',
      ),
      fc.constantFrom('{"email":"a@b.se"}', 'email=a%40b.se', '--x\r\n\r\n--x--', '<a/>'),
    )
    .map(([contentType, body]) => ({ body, contentType })),
  fc
    .constantFrom(BODY_LIMIT + 1, 2 * BODY_LIMIT, MB)
    .chain((size) =>
      fc.constantFrom(
        { body: `{"a":"${'x'.repeat(size)}"}`, contentType: 'application/json' },
        { body: 'x'.repeat(size), contentType: 'text/plain' },
      ),
    ),
);

/** A body derived from the route's schema, with some fields made bad and some added. */
function mutatedBody(route: RouteInfo, ids: FuzzIds): fc.Arbitrary<unknown> {
  const base = plausible(route.body, '', ids) as Record<string, unknown>;
  const fields = Object.keys(route.body?.properties ?? {});
  const extra = fc.dictionary(
    fc.constantFrom('id', 'role', 'isActivated', 'studentId', 'teacherId', '__proto__', 'x'),
    badValue,
    { maxKeys: 2 },
  );
  if (!fields.length) return fc.tuple(extra).map(([e]) => ({ ...base, ...e }));
  return fc
    .tuple(
      fc.subarray(fields, { minLength: 1 }),
      fc.array(badValue, { minLength: fields.length, maxLength: fields.length }),
      fc.subarray(fields),
      extra,
    )
    .map(([bad, values, dropped, more]) => {
      const body: Record<string, unknown> = { ...base, ...more };
      bad.forEach((field, i) => {
        body[field] = values[i];
      });
      for (const field of dropped) delete body[field];
      return body;
    });
}

/**
 * One generated bad request for the route: one bad part, the rest as valid as we can make it
 * for the caller (`ids` gives the caller's own ids, so checks against the token pass).
 */
export function fuzzCase(
  route: RouteInfo,
  idsOf: (auth: FuzzCase['auth']) => FuzzIds,
): fc.Arbitrary<FuzzCase> {
  return authArb.chain((auth) => {
    const ids = idsOf(auth);
    const parts: fc.Arbitrary<FuzzCase>[] = [
      fc.record({ kind: fc.constant('headers'), auth: fc.constant(auth), headers: badHeaders }),
      fc.record({ kind: fc.constant('query'), auth: fc.constant(auth), query: badQuery(route) }),
    ];
    if (route.params.length) {
      const params = fc.array(badParam, {
        minLength: route.params.length,
        maxLength: route.params.length,
      });
      parts.push(fc.record({ kind: fc.constant('params'), auth: fc.constant(auth), params }));
    }
    if (route.method !== 'GET') {
      const body = mutatedBody(route, ids);
      parts.push(
        fc.record({ kind: fc.constant('json'), auth: fc.constant(auth), json: badValue }),
        fc.record({ kind: fc.constant('raw'), auth: fc.constant(auth), raw: rawBody }),
        fc.record({ kind: fc.constant('fields'), auth: fc.constant(auth), json: body }),
        fc.record({ kind: fc.constant('fields'), auth: fc.constant(auth), json: body }),
      );
    }
    return fc.oneof(...parts);
  });
}
