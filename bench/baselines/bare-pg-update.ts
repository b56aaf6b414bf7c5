// Baseline for (b) on PostgreSQL: node:http + node-postgres (a pool of 10, as the app) doing the
// same UPDATE as bare-update.ts (the column sent, the version bumped) as a named prepared
// statement, with no authentication, no validation and an empty JSON answer.
import http from 'node:http';
import pg from 'pg';
import { STATUS_COLUMNS } from './columns.js';

const pool = new pg.Pool({
  connectionString: process.env.DATABASE_URL,
  max: 10,
  options: `-c search_path=${process.env.DATABASE_SCHEMA}`,
});
const studentId = process.env.STUDENT_ID!;

async function update(field: string, value: unknown, id: string) {
  const column = STATUS_COLUMNS[field];
  if (!column) return 0;
  const result = await pool.query({
    name: `bare-update-${column}`,
    text: `update driving_notes set ${column} = $1, version = version + 1, updated_at = $2 where id = $3 and student_id = $4`,
    values: [value, Date.now(), id, studentId],
  });
  return result.rowCount ?? 0;
}

http
  .createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => {
      const id = request.url?.split('/').at(-1) ?? '';
      let fields: [string, unknown][];
      try {
        fields = Object.entries(JSON.parse(body || '{}') as object);
      } catch {
        fields = [];
      }
      Promise.all(fields.map(([field, value]) => update(field, value, id)))
        .then((changes) => changes.reduce((sum, changed) => sum + changed, 0))
        .catch(() => 0)
        .then((changed) => {
          response.writeHead(changed > 0 ? 200 : 404, { 'content-type': 'application/json' });
          response.end('{}');
        });
    });
  })
  .listen(Number(process.env.PORT), '127.0.0.1');
