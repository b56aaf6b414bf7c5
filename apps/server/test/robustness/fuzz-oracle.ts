import { messages } from '@ovningskort/domain';
import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import type { Db } from '../../src/db/connect.js';
import type { Database } from '../../src/db/schema.js';

/** Every fixed text of the message catalogue. */
export const catalogueTexts: ReadonlySet<string> = new Set(collectTexts(messages));

function collectTexts(node: unknown): string[] {
  if (typeof node === 'string') return [node];
  if (node && typeof node === 'object') return Object.values(node).flatMap(collectTexts);
  return [];
}

const ARGUMENT = '\u0000';
/** The catalogue's text functions as patterns (e.g. the lockout's "… om {wait} …"). */
const catalogueShapes: RegExp[] = (function shapes(node: unknown): RegExp[] {
  if (typeof node === 'function') {
    const args = Array.from({ length: node.length }, () => ARGUMENT);
    const text = String((node as (...a: string[]) => unknown)(...args));
    const parts = text.split(ARGUMENT).map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
    return [new RegExp(`^${parts.join('.{1,40}')}$`, 's')];
  }
  if (node && typeof node === 'object') return Object.values(node).flatMap(shapes);
  return [];
})(messages);

/**
 * The shapes of zod's Swedish locale (z.locales.sv, set by configureSwedishValidationMessages),
 * the fallback for a field without a message of ours. Its English counterparts ("Invalid input",
 * "Too big", "Unrecognized key") and Fastify's defaults ("Bad Request", "Body cannot be empty
 * when content-type is set to 'application/json'", "Route GET:/x not found") match none.
 */
const swedishZodShapes = [
  /^Ogiltig inmatning: förväntat /,
  /^Ogiltigt val: förväntade en av /,
  /^För stor\(t\): förväntade? /,
  /^För lite\(t\): förväntade /,
  /^Ogiltig sträng: måste /,
  /^Ogiltig\(t\) /,
  /^Ogiltigt tal: måste /,
  /^(Okänd nyckel|Okända nycklar): /,
  /^Ogiltig nyckel i /,
  /^Ogiltig input$/,
  /^Ogiltigt värde i /,
];

/** A message someone may see must be short: never an echo of a huge input. */
export const MESSAGE_MAX = 300;

/**
 * Why a response breaks the rules of the issue, or null when it keeps them: no 5xx; every
 * 4xx is JSON `{ message }` whose message is a catalogue text (or zod's Swedish fallback),
 * at most MESSAGE_MAX characters.
 */
export function ruleBreak(response: LightMyRequestResponse): string | null {
  const { statusCode: status } = response;
  if (status >= 500) return `status ${status}: ${response.body.slice(0, 300)}`;
  if (status < 400) return null;
  let body: unknown;
  try {
    body = response.json();
  } catch {
    return `status ${status} without a JSON body: ${JSON.stringify(response.body.slice(0, 200))}`;
  }
  const message = (body as { message?: unknown } | null)?.message;
  if (typeof message !== 'string' || message.trim() === '') {
    return `status ${status} without a message: ${response.body.slice(0, 200)}`;
  }
  if (message.length > MESSAGE_MAX) return `status ${status}, message of ${message.length} chars`;
  if (!isSwedishMessage(message)) return `status ${status}, not a catalogue text: "${message}"`;
  return null;
}

export function isSwedishMessage(message: string): boolean {
  return (
    catalogueTexts.has(message) ||
    catalogueShapes.some((shape) => shape.test(message)) ||
    swedishZodShapes.some((shape) => shape.test(message))
  );
}

export const tableNames: (keyof Database)[] = [
  'students',
  'teachers',
  'sessions',
  'refreshTokens',
  'oneTimeTokens',
  'rateLimits',
  'oidcRequests',
  'cards',
  'drivingNotes',
  'lessonChanges',
  'drives',
  'cardHistory',
  'supervisorInvitations',
  'shares',
  'selfAssessments',
  'roadToTest',
  'readinessStatements',
  'notificationSettings',
  'pushSubscriptions',
  'driveHolds',
  'notifications',
  'notificationsSent',
  'studentTeacher',
  'supportMessages',
  'interestRequests',
];

/**
 * Tables a refused request may legitimately write: a login attempt is counted before the
 * password is checked (a wrong one and a refused one included).
 */
export const writtenByRefusals: ReadonlySet<keyof Database> = new Set(['rateLimits']);

export type RowCounts = Record<string, number>;

/** Row counts of every table, in one query (it runs around every fuzzed request). */
export async function rowCounts(db: Db): Promise<RowCounts> {
  const snake = (name: string) => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
  const columns = tableNames.map(
    (t) => sql`(select count(*) from ${sql.table(snake(t))}) as ${sql.ref(t)}`,
  );
  const { rows } = await sql<Record<string, number | string>>`select ${sql.join(columns)}`.execute(
    db,
  );
  return Object.fromEntries(tableNames.map((t) => [t, Number(rows[0]![t])]));
}

/** Tables whose row count a refused request changed (besides the lockout's own). */
export function changedByRefusal(before: RowCounts, after: RowCounts): string[] {
  return tableNames
    .filter((t) => !writtenByRefusals.has(t) && before[t] !== after[t])
    .map((t) => `${t}: ${before[t]} → ${after[t]}`);
}

/**
 * The data as a whole still makes sense: no lesson without its card or student, no card
 * with more lessons than a template has or a lesson number twice, at most ten cards per
 * student in slots 1..10, links only between existing accounts.
 */
export async function inconsistencies(db: Db): Promise<string[]> {
  const problems: string[] = [];
  const students = new Set(
    (await db.selectFrom('students').select('id').execute()).map((r) => r.id),
  );
  const supervisors = new Set(
    (await db.selectFrom('teachers').select('id').execute()).map((r) => r.id),
  );
  const cards = await db.selectFrom('cards').selectAll().execute();
  const cardById = new Map(cards.map((c) => [c.id, c]));
  const notes = await db
    .selectFrom('drivingNotes')
    .select(['id', 'groupId', 'studentId', 'number'])
    .execute();
  const perCard = new Map<string, number[]>();
  for (const note of notes) {
    const card = cardById.get(note.groupId);
    if (!card) problems.push(`lesson ${note.id} has no card ${note.groupId}`);
    else if (card.studentId !== note.studentId) problems.push(`lesson ${note.id}: other student`);
    perCard.set(note.groupId, [...(perCard.get(note.groupId) ?? []), note.number]);
  }
  for (const [groupId, numbers] of perCard) {
    if (numbers.length > 15) problems.push(`card ${groupId} has ${numbers.length} lessons`);
    if (new Set(numbers).size !== numbers.length) problems.push(`card ${groupId}: repeated number`);
  }
  const cardsPerStudent = new Map<string, number>();
  for (const card of cards) {
    if (!students.has(card.studentId)) problems.push(`card ${card.id} has no student`);
    if (card.slot < 1 || card.slot > 10) problems.push(`card ${card.id} in slot ${card.slot}`);
    cardsPerStudent.set(card.studentId, (cardsPerStudent.get(card.studentId) ?? 0) + 1);
  }
  for (const [studentId, n] of cardsPerStudent) {
    if (n > 10) problems.push(`student ${studentId} has ${n} cards`);
  }
  for (const link of await db.selectFrom('studentTeacher').selectAll().execute()) {
    if (!students.has(link.studentId) || !supervisors.has(link.teacherId)) {
      problems.push(`link ${link.studentId}–${link.teacherId} to a missing account`);
    }
  }
  return problems;
}
