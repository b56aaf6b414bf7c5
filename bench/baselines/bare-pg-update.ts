// Baseline for (b) on PostgreSQL: node:http + node-postgres (a pool of 10, as the app) doing the
// same UPDATE as bare-update.ts (the column sent, the version bumped) as a named prepared
// statement, with no authentication, no validation and an empty JSON answer.
import pg from 'pg';
import { serveBareUpdates, STATUS_COLUMNS } from './bare-update-server.js';

const pool = new pg.Pool({
  connectionString: process.env.DATABASE_URL,
  max: 10,
  options: `-c search_path=${process.env.DATABASE_SCHEMA}`,
});
const studentId = process.env.STUDENT_ID!;

serveBareUpdates(async (field, value, id) => {
  const column = STATUS_COLUMNS[field];
  if (!column) return 0;
  const result = await pool.query({
    name: `bare-update-${column}`,
    text: `update driving_notes set ${column} = $1, version = version + 1, updated_at = $2 where id = $3 and student_id = $4`,
    values: [value, Date.now(), id, studentId],
  });
  return result.rowCount ?? 0;
});
