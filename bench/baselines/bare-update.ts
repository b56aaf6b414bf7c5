// Baseline: node:http + better-sqlite3 doing the same UPDATE as (b) (the columns sent, the
// version bumped), with no authentication, no validation and an empty JSON answer.
import http from 'node:http';
import Database from 'better-sqlite3';
import { STATUS_COLUMNS } from './columns.js';

const db = new Database(process.env.SQLITE_FILE!);
db.pragma('journal_mode = WAL');
db.pragma('synchronous = NORMAL');
const statements = new Map(
  Object.entries(STATUS_COLUMNS).map(([field, column]) => [
    field,
    db.prepare(
      `update driving_notes set ${column} = ?, version = version + 1, updated_at = ? where id = ? and student_id = ?`,
    ),
  ]),
);
const studentId = process.env.STUDENT_ID!;

http
  .createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => {
      const id = request.url?.split('/').at(-1) ?? '';
      let changed = 0;
      try {
        for (const [field, value] of Object.entries(JSON.parse(body || '{}') as object)) {
          const statement = statements.get(field);
          if (statement) changed += statement.run(value, Date.now(), id, studentId).changes;
        }
      } catch {
        changed = 0;
      }
      response.writeHead(changed > 0 ? 200 : 404, { 'content-type': 'application/json' });
      response.end('{}');
    });
  })
  .listen(Number(process.env.PORT), '127.0.0.1');
