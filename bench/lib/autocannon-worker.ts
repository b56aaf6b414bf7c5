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
   * POST lessonChanges (`url`): one change per request, as the web's outbox sends a tap,
   * rotating over these lessons and the 9 status columns. The cards are read first from
   * `readUrl` (untimed); each change's `from` is the value the generator last saw of its cell
   * (the answers keep that view up to date) and `to` the next status.
   */
  lessonChanges?: { ids: string[]; readUrl: string };
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
 * answer settles the change it is for. The cells are taken in turn, all 150 lessons × 9 columns,
 * passing over a cell whose last change is still on its way: as from one outbox, which sends in
 * order, two changes of one cell never overtake each other.
 */
async function lessonChangeRequests(
  spec: NonNullable<AutocannonJob['lessonChanges']>,
  view: LessonView,
): Promise<Request[]> {
  const cards = await fetch(spec.readUrl, {
    headers: { authorization: job.headers.authorization! },
  });
  if (cards.status !== 200) throw new Error(`GET ${spec.readUrl}: ${cards.status}`);
  view.load(((await cards.json()) as { drivingNotes: Record<string, unknown>[] }).drivingNotes);
  return [
    {
      method: 'POST',
      setupRequest: (request, context) => {
        let id: string;
        let column: string;
        do {
          counter += 1;
          id = spec.ids[counter % spec.ids.length]!;
          column = COLUMNS[Math.floor(counter / spec.ids.length) % COLUMNS.length]!;
        } while (view.waiting(id, column));
        const change = view.change(id, column);
        context.changes = [change];
        return { ...request, body: JSON.stringify({ changes: [change] }) };
      },
      onResponse: (status, body, context) => {
        view.answered((context.changes as LessonChange[] | undefined) ?? [], status, body);
      },
    },
  ];
}

const view = job.lessonChanges ? new LessonView() : undefined;
const requests = rotate
  ? putRequests(rotate)
  : job.lessonChanges && view
    ? await lessonChangeRequests(job.lessonChanges, view)
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
  ...(view ? { outcomes: view.outcomes } : {}),
};
console.log(JSON.stringify(output));
