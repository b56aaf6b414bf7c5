// What both bare UPDATE baselines share: the status fields a PUT may send with their columns,
// and a node:http server that reads the JSON body and answers 200 (something changed) or 404
// with an empty JSON object – no authentication, no validation.
import http from 'node:http';

export const STATUS_COLUMNS: Record<string, string> = {
  statA: 'stat_a',
  statB: 'stat_b',
  statC: 'stat_c',
  statD: 'stat_d',
  statE: 'stat_e',
  statF: 'stat_f',
  statG: 'stat_g',
  statH: 'stat_h',
  statI: 'stat_i',
};

/** `update` sets one field of the lesson and says how many rows it changed. */
export function serveBareUpdates(
  update: (field: string, value: unknown, lessonId: string) => number | Promise<number>,
) {
  http
    .createServer((request, response) => {
      let body = '';
      request.setEncoding('utf8');
      request.on('data', (chunk: string) => (body += chunk));
      request.on('end', () => {
        const id = request.url?.split('/').at(-1) ?? '';
        const answer = (changed: number) => {
          response.writeHead(changed > 0 ? 200 : 404, { 'content-type': 'application/json' });
          response.end('{}');
        };
        let changes: (number | Promise<number>)[];
        try {
          changes = Object.entries(JSON.parse(body || '{}') as object).map(([field, value]) =>
            update(field, value, id),
          );
        } catch {
          answer(0);
          return;
        }
        const sum = (counts: number[]) => counts.reduce((total, count) => total + count, 0);
        // A synchronous database (SQLite) answers in the same turn, as a bare route would.
        if (changes.every((change) => typeof change === 'number')) answer(sum(changes));
        else
          Promise.all(changes)
            .then(sum, () => 0)
            .then(answer);
      });
    })
    .listen(Number(process.env.PORT), '127.0.0.1');
}
