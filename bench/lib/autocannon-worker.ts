// A load-generator process: runs autocannon against one target and prints the result as JSON.
// Input (stdin): AutocannonJob.
import autocannon from 'autocannon';
import { readStdin } from './processes.js';

export interface AutocannonJob {
  url: string;
  method: 'GET' | 'PUT';
  headers: Record<string, string>;
  connections: number;
  duration: number;
  /** Status codes that count as success (others count as errors). */
  expect: number[];
  /** PUT: rotate over these lesson ids and statuses (one status column per request). */
  rotate?: { pathPrefix: string; ids: string[] };
}

export interface LoadResult {
  rps: number;
  p50: number;
  p99: number;
  requests: number;
  errors: number;
  statusCodes: Record<string, number>;
}

const STATUSES = ['Började', 'Visad kunskap', 'Godkänd'];
const COLUMNS = ['statA', 'statB', 'statC', 'statD', 'statE', 'statF', 'statG', 'statH', 'statI'];

const job = JSON.parse(await readStdin()) as AutocannonJob;
let counter = 0;
const rotate = job.rotate;
const result = await autocannon({
  url: job.url,
  connections: job.connections,
  duration: job.duration,
  method: job.method,
  headers: job.headers,
  requests: rotate
    ? [
        {
          method: 'PUT',
          setupRequest: (request) => {
            counter += 1;
            const id = rotate.ids[counter % rotate.ids.length]!;
            const column = COLUMNS[counter % COLUMNS.length]!;
            const status = STATUSES[Math.floor(counter / rotate.ids.length) % STATUSES.length]!;
            return {
              ...request,
              path: `${rotate.pathPrefix}${id}`,
              body: JSON.stringify({ [column]: status }),
            };
          },
        },
      ]
    : undefined,
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
};
console.log(JSON.stringify(output));
