// Baseline: node:http + better-sqlite3 doing the same UPDATE as (b) (the columns sent, the
// version bumped), with no authentication, no validation and an empty JSON answer.
import Database from 'better-sqlite3';
import { serveBareUpdates, STATUS_COLUMNS } from './bare-update-server.js';

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

serveBareUpdates(
  (field, value, id) => statements.get(field)?.run(value, Date.now(), id, studentId).changes ?? 0,
);
