// A load-generator process for the mixed scenario (c): every simulated user reads their cards
// once on page load (arrivals spread over the ramp), then changes one status every period, as
// the web's outbox sends a tap (`POST /api/v1/lessonChanges` or `/api/v1/teacher/lessonChanges`,
// one change from the value the user last saw, lesson-view.ts); a student logs a drive of the
// drive log (issue 18) instead every fourth time. Each user owns its own (lesson, column) cells,
// so the last value it wrote must be what the database holds at the end, and every drive
// acknowledged must be in the student's log: anything else is a lost update.
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { bearerClient, type BearerResponse } from './bearer-client.js';
import { allDriveIds } from './drive-pages.js';
import {
  addOutcomes,
  LESSON_CHANGE_PATHS,
  LessonView,
  noOutcomes,
  type ChangeOutcomes,
} from './lesson-view.js';
import { readStdin } from './processes.js';

export interface MixedUser {
  role: 'student' | 'teacher';
  token: string;
  studentId: string;
  supervisorId: string;
  lessonIds: string[];
  /** The status columns this user writes (students and supervisors write different ones). */
  columns: string[];
}

export interface MixedJob {
  origin: string;
  users: MixedUser[];
  durationMs: number;
  periodMs: number;
  rampMs: number;
}

export interface MixedResult {
  requests: number;
  reads: number;
  writes: number;
  rps: number;
  p50: number;
  p99: number;
  /** p99 of the page-load reads and of the status changes alone. */
  readP99: number;
  writeP99: number;
  max: number;
  errors: number;
  checkedCells: number;
  /** Drives logged and acknowledged (each checked afterwards like a cell). */
  drives: number;
  lostUpdates: number;
  /** What became of the status changes (a conflict or refusal is not an error: it is answered). */
  outcomes: ChangeOutcomes;
}

const job = JSON.parse(await readStdin()) as MixedJob;
const origin = new URL(job.origin);
const agent = new http.Agent({ keepAlive: true, maxSockets: job.users.length });
const latencies: number[] = [];
const readLatencies: number[] = [];
const writeLatencies: number[] = [];
let errors = 0;
let reads = 0;
let writes = 0;

const send = bearerClient(origin, agent);

/** A timed request: its answer, or undefined if none came. A non-200 counts as an error. */
async function timed(
  method: string,
  path: string,
  token: string,
  body?: unknown,
): Promise<BearerResponse | undefined> {
  const start = performance.now();
  const record = () => {
    const latency = performance.now() - start;
    latencies.push(latency);
    (method === 'GET' ? readLatencies : writeLatencies).push(latency);
  };
  try {
    const response = await send(method, path, token, body);
    record();
    if (response.status !== 200) errors += 1;
    return response;
  } catch {
    record();
    errors += 1;
    return undefined;
  }
}

const readPath = (user: MixedUser) =>
  user.role === 'student'
    ? '/api/v1/drivingnotes'
    : `/api/v1/teacher/notesGet?teacherId=${user.supervisorId}&studentId=${user.studentId}`;

/** The last value each user successfully wrote, by lesson and column. */
const written = new Map<string, string>();
/** The drives each student logged and the server acknowledged, by the student's token. */
const logged = new Map<string, string[]>();
const drive = (step: number) => ({
  date: '2026-11-24',
  startTime: `${String(8 + (step % 12)).padStart(2, '0')}:00`,
  minutes: 20 + (step % 60),
  km: (step % 40) + 0.5,
  supervisedBy: { kind: 'other', name: 'Mamma' },
  conditions: step % 2 === 0 ? ['dark'] : [],
  roads: ['urban'],
  lessons: [1 + (step % 15)],
});
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const start = performance.now();
const end = start + job.durationMs;

const views: LessonView[] = [];

async function simulate(user: MixedUser, index: number) {
  await sleep((job.rampMs * index) / job.users.length);
  reads += 1;
  const view = new LessonView();
  views.push(view);
  const cards = await timed('GET', readPath(user), user.token);
  if (cards?.status === 200) {
    view.load((JSON.parse(cards.text) as { drivingNotes: Record<string, unknown>[] }).drivingNotes);
  }
  let step = index;
  let next = performance.now() + Math.random() * job.periodMs;
  for (;;) {
    await sleep(Math.max(0, next - performance.now()));
    if (performance.now() >= end) return;
    step += 1;
    if (user.role === 'student' && step % 4 === 0) {
      writes += 1;
      const driveId = randomUUID();
      const answer = await timed('PUT', `/api/v1/drives/${driveId}`, user.token, drive(step));
      if (answer?.status === 200) {
        logged.set(user.token, [...(logged.get(user.token) ?? []), driveId]);
      }
      next += job.periodMs;
      continue;
    }
    const id = user.lessonIds[step % user.lessonIds.length]!;
    const change = view.change(id, user.columns[step % user.columns.length]!);
    writes += 1;
    const answer = await timed('POST', LESSON_CHANGE_PATHS[user.role], user.token, {
      changes: [change],
    });
    const results = view.answered([change], answer?.status ?? 0, answer?.text ?? '');
    if (results.get(change.id)?.outcome === 'applied')
      written.set(`${id}|${change.field}`, change.to);
    next += job.periodMs;
  }
}

await Promise.all(job.users.map(simulate));
const elapsed = (performance.now() - start) / 1000;

// Untimed: read every student's cards back and compare with what was written.
let lostUpdates = 0;
for (const user of job.users.filter((u) => u.role === 'student')) {
  const response = await send('GET', readPath(user), user.token);
  const notes = (JSON.parse(response.text) as { drivingNotes: Record<string, unknown>[] })
    .drivingNotes;
  const byId = new Map(notes.map((note) => [note.id as string, note]));
  for (const [cell, status] of written) {
    const [id, column] = cell.split('|') as [string, string];
    const note = byId.get(id);
    if (note && note[column] !== status) lostUpdates += 1;
  }
}

// Every drive acknowledged is in the student's log (every page of it).
let drives = 0;
for (const [token, ids] of logged) {
  const held = await allDriveIds(send, token);
  drives += ids.length;
  lostUpdates += ids.filter((id) => !held.has(id)).length;
}

const quantile = (values: number[], q: number) => {
  const sorted = values.toSorted((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
};
const result: MixedResult = {
  requests: latencies.length,
  reads,
  writes,
  rps: latencies.length / elapsed,
  p50: quantile(latencies, 0.5),
  p99: quantile(latencies, 0.99),
  readP99: quantile(readLatencies, 0.99),
  writeP99: quantile(writeLatencies, 0.99),
  max: quantile(latencies, 1),
  errors,
  checkedCells: written.size,
  drives,
  lostUpdates,
  outcomes: views.reduce((all, view) => addOutcomes(all, view.outcomes), noOutcomes()),
};
agent.destroy();
console.log(JSON.stringify(result));
