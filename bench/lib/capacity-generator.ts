// One load-generator process of the capacity scenario (issue 21), run as its own process so
// that it does not measure itself; the runner starts several, each with a slice of the
// student–supervisor pairs. Every user arrives at its time in the arrival window, opens its live
// stream (kept open to the end), reads its cards, then changes one status every period until the
// end, each sent as the web's outbox sends it: `POST /api/v1/lessonChanges` (student) or
// `POST /api/v1/teacher/lessonChanges` (supervisor), one change a request with a fresh id and
// `from` the value the user last saw (its cards, the answers and its live stream keep that
// view: lesson-view.ts). A tenth of the students log one drive instead of one of those changes;
// another tenth go through a dead zone: three changes made in a row are kept and sent together
// in one request with the third. A student and their supervisor are in the same process: the
// one that writes notes the time it sent the change, the other's stream notes when the lesson
// event carrying that value arrives (same clock). Afterwards every student's cards and drive log
// (every page of it) are read back (untimed): a status a user wrote last that is not there, or a
// drive acknowledged that is not in the log, is a lost update. Each account stays far below its
// limits a minute (60 batches of lesson changes, 60 drive writes) at a period of 1 s or more.
//
// Input: a CapacityJob as JSON on stdin. Output: one JSON line per second
// {"kind":"progress",…} while it runs, then {"kind":"result",…}.
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { bearerClient, type BearerResponse } from './bearer-client.js';
import { allDriveIds } from './drive-pages.js';
import {
  LESSON_CHANGE_PATHS,
  LessonView,
  noOutcomes,
  type ChangeOutcomes,
  type LessonChange,
} from './lesson-view.js';
import { readStdin } from './processes.js';

export interface CapacityPair {
  studentId: string;
  supervisorId: string;
  studentToken: string;
  supervisorToken: string;
  lessonIds: string[];
  /** Arrival slot of the pair (0 … pairs of all generators − 1). */
  slot: number;
  logsDrive: boolean;
  /** The student keeps three changes through a dead zone and sends them in one request. */
  deadZone: boolean;
}

export interface CapacityJob {
  origin: string;
  pairs: CapacityPair[];
  /** All pairs of all generators (for the arrival schedule). */
  totalPairs: number;
  /** Date.now() at which the run starts (the same in every generator). */
  startAt: number;
  arrivalMs: number;
  durationMs: number;
  periodMs: number;
  /**
   * The memory probe before the run: every user only opens its stream (as fast as the app
   * takes them, no reads or writes) and holds it until the end; nothing else is done.
   */
  streamsOnly?: boolean;
}

export interface CapacityProgress {
  kind: 'progress';
  streamsOpen: number;
  requests: number;
}

export interface CapacityGeneratorResult {
  kind: 'result';
  readMs: number[];
  writeMs: number[];
  /** When each write of writeMs was sent, ms after the start (arrivals first, then the rest). */
  writeAtMs: number[];
  /** Time from sending a status change to its lesson event at the other user. */
  liveMs: number[];
  /** Time from the stream's request to its answer's head. */
  streamOpenMs: number[];
  readErrors: number;
  /** Writes (requests) not answered 200. */
  writeErrors: number;
  /** Status changes sent (a dead zone's request carries several) and what became of them. */
  changes: number;
  batches: number;
  outcomes: ChangeOutcomes;
  streamErrors: number;
  /** Why streams were refused: the answer's status, or 'network' when none came. */
  streamRefusals: Record<string, number>;
  /** Streams that ended before the run did. */
  streamsDropped: number;
  /** Most streams open at once. */
  streamsOpenMax: number;
  /** Changes acknowledged whose event never reached the other user (within 2 s of the end). */
  eventsMissing: number;
  checkedCells: number;
  drives: number;
  lostUpdates: number;
  /** The generator's own event-loop delay: high values mean the generator, not the app, lags. */
  loopDelayP99Ms: number;
  loopDelayMaxMs: number;
}

/** Of a dead-zone student's changes, these are kept and sent together with the last. */
const DEAD_ZONE_CHANGES = [2, 3, 4];
const STUDENT_COLUMNS = ['statA', 'statB', 'statC', 'statD'];
const SUPERVISOR_COLUMNS = ['statE', 'statF', 'statG', 'statH', 'statI'];
/** How long after the end a change's event may still arrive (then it counts as missing). */
const GRACE_MS = 2000;

// Loaded and listening: the runner sends the job (with the common start time) now.
process.stdout.write('{"kind":"ready"}\n');
const job = JSON.parse(await readStdin()) as CapacityJob;
const origin = new URL(job.origin);
// Browsers hold a connection per stream and reuse a few for requests: two pools, no limit
// (a request never waits in the generator for a free socket).
const streamAgent = new http.Agent({ keepAlive: true, maxSockets: Infinity });
const requestAgent = new http.Agent({ keepAlive: true, maxSockets: Infinity });
const loopDelay = monitorEventLoopDelay({ resolution: 10 });
loopDelay.enable();

const result: CapacityGeneratorResult = {
  kind: 'result',
  readMs: [],
  writeMs: [],
  writeAtMs: [],
  liveMs: [],
  streamOpenMs: [],
  readErrors: 0,
  writeErrors: 0,
  changes: 0,
  batches: 0,
  outcomes: noOutcomes(),
  streamErrors: 0,
  streamRefusals: {},
  streamsDropped: 0,
  streamsOpenMax: 0,
  eventsMissing: 0,
  checkedCells: 0,
  drives: 0,
  lostUpdates: 0,
  loopDelayP99Ms: 0,
  loopDelayMaxMs: 0,
};
let streamsOpen = 0;
let requests = 0;
let closing = false;

interface Pending {
  column: string;
  status: string;
  sentAt: number;
}
type Role = 'student' | 'teacher';
interface PairState {
  pair: CapacityPair;
  /** Changes on their way to the student's (or the supervisor's) stream, by lesson. */
  toStudent: Map<string, Pending[]>;
  toSupervisor: Map<string, Pending[]>;
  /** The last value each user of the pair wrote, by lesson and column. */
  written: Map<string, string>;
  drives: string[];
  /** What each user's screen shows of the lessons. */
  views: Record<Role, LessonView>;
  streams: http.ClientRequest[];
  open: Record<Role, boolean>;
}

const send = bearerClient(origin, requestAgent);

/** A request timed into `into`: its answer, or undefined if none came. */
async function timed(
  into: number[],
  method: string,
  path: string,
  token: string,
  body?: unknown,
): Promise<BearerResponse | undefined> {
  const start = performance.now();
  if (into === result.writeMs) result.writeAtMs.push(start - startPerf);
  requests += 1;
  try {
    const response = await send(method, path, token, body);
    into.push(performance.now() - start);
    return response;
  } catch {
    into.push(performance.now() - start);
    return undefined;
  }
}

/** A lesson event arrived at `role`'s stream: the changes it carries have arrived. */
function onLesson(state: PairState, role: Role, note: Record<string, unknown>) {
  state.views[role].lesson(note);
  const pending = (role === 'student' ? state.toStudent : state.toSupervisor).get(
    note.id as string,
  );
  if (!pending) return;
  const now = performance.now();
  for (let i = pending.length - 1; i >= 0; i -= 1) {
    const change = pending[i]!;
    if (note[change.column] === change.status) {
      result.liveMs.push(now - change.sentAt);
      pending.splice(i, 1);
    }
  }
}

function refused(why: string) {
  result.streamRefusals[why] = (result.streamRefusals[why] ?? 0) + 1;
}

function openStream(state: PairState, role: Role) {
  const { pair } = state;
  const path =
    role === 'student'
      ? '/api/v1/live'
      : `/api/v1/teacher/live/${encodeURIComponent(pair.studentId)}`;
  const token = role === 'student' ? pair.studentToken : pair.supervisorToken;
  const start = performance.now();
  return new Promise<void>((resolve) => {
    const request = http.request(
      {
        host: origin.hostname,
        port: origin.port,
        path,
        agent: streamAgent,
        headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' },
      },
      (response) => {
        if (response.statusCode !== 200) {
          result.streamErrors += 1;
          refused(String(response.statusCode));
          response.resume();
          resolve();
          return;
        }
        result.streamOpenMs.push(performance.now() - start);
        state.open[role] = true;
        streamsOpen += 1;
        result.streamsOpenMax = Math.max(result.streamsOpenMax, streamsOpen);
        let buffer = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          buffer += chunk;
          let split;
          while ((split = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, split);
            buffer = buffer.slice(split + 2);
            if (!block.startsWith('event: lesson\n')) continue;
            const data = block.split('\n').find((line) => line.startsWith('data: '));
            if (!data) continue;
            const event = JSON.parse(data.slice(6)) as { drivingNote: Record<string, unknown> };
            onLesson(state, role, event.drivingNote);
          }
        });
        response.on('close', () => {
          streamsOpen -= 1;
          if (!closing) result.streamsDropped += 1;
        });
        response.on('error', () => undefined);
        resolve();
      },
    );
    request.on('error', () => {
      if (!closing) {
        result.streamErrors += 1;
        refused('network');
      }
      resolve();
    });
    request.end();
    state.streams.push(request);
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** performance.now() at job.startAt. */
const startPerf = performance.now() + (job.startAt - Date.now());
const endPerf = startPerf + job.durationMs;

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

async function user(state: PairState, role: Role) {
  const { pair } = state;
  if (job.streamsOnly) return;
  const slot = pair.slot * 2 + (role === 'student' ? 0 : 1);
  await sleep(startPerf + (job.arrivalMs * slot) / (job.totalPairs * 2) - performance.now());
  const token = role === 'student' ? pair.studentToken : pair.supervisorToken;
  await openStream(state, role);
  const readPath =
    role === 'student'
      ? '/api/v1/drivingnotes'
      : `/api/v1/teacher/notesGet?teacherId=${pair.supervisorId}&studentId=${pair.studentId}`;
  const view = state.views[role];
  const cards = await timed(result.readMs, 'GET', readPath, token);
  if (cards?.status === 200) {
    view.load((JSON.parse(cards.text) as { drivingNotes: Record<string, unknown>[] }).drivingNotes);
  } else result.readErrors += 1;
  const columns = role === 'student' ? STUDENT_COLUMNS : SUPERVISOR_COLUMNS;
  const inbox = role === 'student' ? state.toSupervisor : state.toStudent;
  const other = role === 'student' ? 'teacher' : 'student';
  /** Changes made in the dead zone, not sent yet. */
  let kept: LessonChange[] = [];
  let step = slot;
  let next = performance.now() + Math.random() * job.periodMs;
  for (let change = 0; ; change += 1) {
    await sleep(next - performance.now());
    if (performance.now() >= endPerf) return;
    next += job.periodMs;
    step += 1;
    if (role === 'student' && pair.logsDrive && change === 1) {
      const id = randomUUID();
      const answer = await timed(result.writeMs, 'PUT', `/api/v1/drives/${id}`, token, drive(step));
      if (answer?.status === 200) state.drives.push(id);
      else result.writeErrors += 1;
      continue;
    }
    const lessonId = pair.lessonIds[step % pair.lessonIds.length]!;
    kept.push(view.change(lessonId, columns[step % columns.length]!));
    if (role === 'student' && pair.deadZone && DEAD_ZONE_CHANGES.slice(0, -1).includes(change)) {
      continue;
    }
    const changes = kept;
    kept = [];
    // Awaited only at the other user's stream if it is open by now (it may arrive later).
    const sentAt = performance.now();
    const awaited = changes.map((c) => {
      const pending: Pending = { column: c.field, status: c.to, sentAt };
      const list = inbox.get(c.lessonId) ?? [];
      if (state.open[other]) {
        list.push(pending);
        inbox.set(c.lessonId, list);
      }
      return { change: c, pending, list };
    });
    result.changes += changes.length;
    if (changes.length > 1) result.batches += 1;
    const answer = await timed(result.writeMs, 'POST', LESSON_CHANGE_PATHS[role], token, {
      changes,
    });
    if (answer?.status !== 200) result.writeErrors += 1;
    const results = view.answered(changes, answer?.status ?? 0, answer?.text ?? '');
    for (const { change: c, pending, list } of awaited) {
      if (results.get(c.id)?.outcome === 'applied') {
        state.written.set(`${c.lessonId}|${c.field}`, c.to);
      } else if (list.includes(pending)) list.splice(list.indexOf(pending), 1);
    }
  }
}

const states: PairState[] = job.pairs.map((pair) => ({
  pair,
  toStudent: new Map(),
  toSupervisor: new Map(),
  written: new Map(),
  drives: [],
  views: { student: new LessonView(), teacher: new LessonView() },
  streams: [],
  open: { student: false, teacher: false },
}));
const progress = setInterval(() => {
  const line: CapacityProgress = { kind: 'progress', streamsOpen, requests };
  process.stdout.write(`${JSON.stringify(line)}\n`);
}, 1000);

if (job.streamsOnly) {
  // Sixty-four at a time, from the start.
  await sleep(startPerf - performance.now());
  const all = states.flatMap((state) => [
    () => openStream(state, 'student'),
    () => openStream(state, 'teacher'),
  ]);
  await Promise.all(
    Array.from({ length: 64 }, async () => {
      for (let open = all.shift(); open; open = all.shift()) await open();
    }),
  );
} else {
  await Promise.all(states.flatMap((state) => [user(state, 'student'), user(state, 'teacher')]));
}
// The last changes' events may still be on their way.
const graceEnd = performance.now() + GRACE_MS;
const waiting = () =>
  states.some((s) => [...s.toStudent.values(), ...s.toSupervisor.values()].some((l) => l.length));
while (waiting() && performance.now() < graceEnd) await sleep(50);
for (const state of states) {
  for (const list of [...state.toStudent.values(), ...state.toSupervisor.values()]) {
    result.eventsMissing += list.length;
  }
}
// The streams stay open until every generator is past the end (the runner samples the app
// then); they close here.
await sleep(Math.max(0, endPerf + GRACE_MS + 500 - performance.now()));
closing = true;
for (const state of states) for (const stream of state.streams) stream.destroy();
clearInterval(progress);
for (const state of states) {
  for (const view of Object.values(state.views)) {
    for (const key of Object.keys(result.outcomes) as (keyof ChangeOutcomes)[]) {
      result.outcomes[key] += view.outcomes[key];
    }
  }
}
loopDelay.disable();
result.loopDelayP99Ms = loopDelay.percentile(99) / 1e6;
result.loopDelayMaxMs = loopDelay.max / 1e6;

// Untimed: every student's cards and drive log read back.
for (const state of job.streamsOnly ? [] : states) {
  const { pair } = state;
  const cards = await send('GET', '/api/v1/drivingnotes', pair.studentToken);
  const notes = (JSON.parse(cards.text) as { drivingNotes: Record<string, unknown>[] })
    .drivingNotes;
  const byId = new Map(notes.map((note) => [note.id as string, note]));
  for (const [cell, status] of state.written) {
    const [id, column] = cell.split('|') as [string, string];
    result.checkedCells += 1;
    if (byId.get(id)?.[column] !== status) result.lostUpdates += 1;
  }
  if (state.drives.length > 0) {
    const held = await allDriveIds(send, pair.studentToken);
    result.drives += state.drives.length;
    result.lostUpdates += state.drives.filter((id) => !held.has(id)).length;
  }
}
streamAgent.destroy();
requestAgent.destroy();
process.stdout.write(`${JSON.stringify(result)}\n`);
