// A load-generator process: runs autocannon against one target and prints the result as JSON.
// Input (stdin): AutocannonJob.
import autocannon, { type Request } from 'autocannon';
import { LessonView, type ChangeOutcomes, type LessonChange } from './lesson-view.js';
import { readStdin } from './processes.js';

export interface AutocannonJob {
  url: string;
  method: 'GET' | 'PUT' | 'POST';
  headers: Record<string, string>;
  connections: number;
  duration: number;
  /** Status codes that count as success (others count as errors). */
  expect: number[];
  /** PUT: rotate over these lesson ids and statuses (one status column per request). */
  rotate?: { pathPrefix: string; ids: string[] };
  /**
   * POST lessonChanges (`url`): one change per request, as the web's outbox sends a tap, from
   * these students in turn (each request the next account, with its token), each rotating over
   * its lessons and the 9 status columns. `cards`: each writer's lessons as the runner read
   * them before (untimed, and outside the app's CPU count), at least the id and status fields;
   * each change's `from` is the value the generator last saw of its cell (the answers keep that
   * view up to date) and `to` the next status. An account may send 60 batches a minute
   * (decision 014): the runner seeds enough writers that none is near it.
   */
  lessonChanges?: { writers: LessonChangeWriter[] };
}

export interface LessonChangeWriter {
  token: string;
  ids: string[];
  cards: Record<string, unknown>[];
}

export interface LoadResult {
  rps: number;
  p50: number;
  p99: number;
  requests: number;
  errors: number;
  statusCodes: Record<string, number>;
  /** lessonChanges: what became of the changes sent. */
  outcomes?: ChangeOutcomes;
  /**
   * lessonChanges: the accounts sent from, and the most batches one of them sent within a
   * minute of its first (the server refuses the 61st with 429 TOO_MANY_CHANGES).
   */
  accounts?: { count: number; mostBatchesAMinute: number };
}

const STATUSES = ['Började', 'Visad kunskap', 'Godkänd'];
const COLUMNS = ['statA', 'statB', 'statC', 'statD', 'statE', 'statF', 'statG', 'statH', 'statI'];

const job = JSON.parse(await readStdin()) as AutocannonJob;
let counter = 0;
const rotate = job.rotate;

/**
 * One status a request, over every lesson × column in turn, each pass setting the next status:
 * every PUT changes its cell (after the first pass, in which a cell may already hold it), as a
 * tap does. (Until 2026-12-06 a cell was set to the status it already held from the 451st
 * request on: the PUT figures measured writes that changed nothing and recorded no history.)
 */
function putRequests(rotate: NonNullable<AutocannonJob['rotate']>): Request[] {
  const cells = rotate.ids.length * COLUMNS.length;
  return [
    {
      method: 'PUT',
      setupRequest: (request) => {
        counter += 1;
        const id = rotate.ids[counter % rotate.ids.length]!;
        const column = COLUMNS[Math.floor(counter / rotate.ids.length) % COLUMNS.length]!;
        const status = STATUSES[Math.floor(counter / cells) % STATUSES.length]!;
        return {
          ...request,
          path: `${rotate.pathPrefix}${id}`,
          body: JSON.stringify({ [column]: status }),
        };
      },
    },
  ];
}

/**
 * One change per request. autocannon keeps one request in flight per connection (no
 * pipelining) and hands its answer to onResponse with the context setupRequest filled, so each
 * answer settles the change it is for. The writers take turns, one request each; each writer's
 * cells are taken in turn, all its lessons × 9 columns, passing over a cell whose last change is
 * still on its way: as from one outbox per account, which sends in order, two changes of one cell
 * never overtake each other.
 */
function lessonChangeRequests(
  spec: NonNullable<AutocannonJob['lessonChanges']>,
  view: LessonView,
  batches: BatchCount,
): Request[] {
  const writers = spec.writers.map(({ token, ids, cards }) => {
    view.load(cards);
    return { token, ids, counter: 0 };
  });
  return [
    {
      method: 'POST',
      setupRequest: (request, context) => {
        counter += 1;
        const writer = writers[counter % writers.length]!;
        let id: string;
        let column: string;
        do {
          writer.counter += 1;
          id = writer.ids[writer.counter % writer.ids.length]!;
          column = COLUMNS[Math.floor(writer.counter / writer.ids.length) % COLUMNS.length]!;
        } while (view.waiting(id, column));
        batches.count(writer.token);
        const change = view.change(id, column);
        context.changes = [change];
        return {
          ...request,
          headers: { ...request.headers, authorization: `Bearer ${writer.token}` },
          body: JSON.stringify({ changes: [change] }),
        };
      },
      onResponse: (status, body, context) => {
        view.answered((context.changes as LessonChange[] | undefined) ?? [], status, body);
      },
    },
  ];
}

/** Batches per account within a minute of the account's first one (as the server counts). */
class BatchCount {
  private readonly windows = new Map<string, { start: number; batches: number }>();
  most = 0;

  count(account: string) {
    const now = Date.now();
    let window = this.windows.get(account);
    if (!window || now - window.start >= 60_000) {
      window = { start: now, batches: 0 };
      this.windows.set(account, window);
    }
    window.batches += 1;
    this.most = Math.max(this.most, window.batches);
  }

  get accounts() {
    return this.windows.size;
  }
}

const view = job.lessonChanges ? new LessonView() : undefined;
const batches = new BatchCount();
const requests = rotate
  ? putRequests(rotate)
  : job.lessonChanges && view
    ? lessonChangeRequests(job.lessonChanges, view, batches)
    : undefined;
const result = await autocannon({
  url: job.url,
  connections: job.connections,
  duration: job.duration,
  method: job.method,
  headers: job.headers,
  requests,
});

const statusCodes: Record<string, number> = {};
let unexpected = 0;
for (const [code, { count }] of Object.entries(result.statusCodeStats ?? {})) {
  statusCodes[code] = count;
  if (!job.expect.includes(Number(code))) unexpected += count;
}
const output: LoadResult = {
  rps: result.requests.average,
  p50: result.latency.p50,
  p99: result.latency.p99,
  requests: result.requests.total,
  errors: result.errors + result.timeouts + unexpected,
  statusCodes,
  ...(view
    ? {
        outcomes: view.outcomes,
        accounts: { count: batches.accounts, mostBatchesAMinute: batches.most },
      }
    : {}),
};
console.log(JSON.stringify(output));
