// Baseline "the naive ceiling": a minimal handwritten Fastify route that verifies the same JWT
// (jose, HS256, the app's secret) and reads the same rows with one prepared better-sqlite3
// statement, answering the same JSON. No session check, no account check, no schemas.
import Database from 'better-sqlite3';
import Fastify from 'fastify';
import { jwtVerify } from 'jose';

const LETTERS = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I'];
type Row = Record<string, string | number | null>;

const key = new TextEncoder().encode(process.env.AUTH_SECRET!);
const db = new Database(process.env.SQLITE_FILE!, { readonly: true });
const notesOf = db.prepare<[string], Row>(
  'select * from driving_notes where student_id = ? order by group_id, number',
);

function toNote(row: Row) {
  const note: Record<string, unknown> = {
    id: row.id,
    groupId: row.group_id,
    studentId: row.student_id,
    number: row.number,
    nytitle: row.nytitle,
    isDone: row.is_done === 1,
  };
  for (const letter of LETTERS) {
    const heading = row[`cat_${letter.toLowerCase()}`];
    if (heading !== null) note[`cat${letter}`] = heading;
  }
  for (const letter of LETTERS) note[`stat${letter}`] = row[`stat_${letter.toLowerCase()}`];
  return note;
}

const app = Fastify({ logger: false });
app.get('/api/v1/drivingnotes', async (request, reply) => {
  const token = request.headers.authorization?.slice('Bearer '.length) ?? '';
  try {
    const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
    return { drivingNotes: notesOf.all(String(payload.sub)).map(toNote) };
  } catch {
    return reply.code(401).send({ message: 'unauthorized' });
  }
});
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
