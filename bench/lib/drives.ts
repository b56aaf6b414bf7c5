// A drive log of `count` drives for one student, spread over two years with the conditions, road
// types and lessons varying: what the totals scenario reads back. Written straight into the
// app's database, each row as the server stores what its outbox sends (`PUT /api/v1/drives/:id`
// by the student: modules/drives/service.ts): the API allows 60 drive writes an account a minute
// (security round 3), so 1000 drives through it would take 17 minutes.
import { randomUUID } from 'node:crypto';
import { connectDatabase } from '../../apps/server/src/db/connect.js';
import type { SeededDatabase } from './seed.js';

const CONDITIONS = ['dark', 'dusk', 'rain', 'snow-ice', 'fog'];
const ROADS = ['urban', 'rural', 'motorway', 'gravel'];

export async function seedDrives(
  database: SeededDatabase,
  studentId: string,
  count: number,
): Promise<void> {
  const day = 24 * 60 * 60 * 1000;
  const start = Date.UTC(2024, 11, 1);
  const now = Date.now();
  const drive = (i: number) => {
    const km = i % 7 === 0 ? null : ((i * 37) % 800) / 10;
    const school = i % 5 === 0;
    return {
      id: randomUUID(),
      studentId,
      date: new Date(start + Math.floor((i * 700) / count) * day).toISOString().slice(0, 10),
      startTime: `${String(7 + (i % 14)).padStart(2, '0')}:${i % 2 === 0 ? '00' : '30'}`,
      minutes: 20 + (i % 90),
      kmTenths: km === null ? null : Math.round(km * 10),
      supervisorKind: school ? 'school' : 'other',
      supervisorName: school ? 'Trafikskolan' : 'Mamma',
      conditions: JSON.stringify(CONDITIONS.filter((_, c) => (i + c) % 3 === 0)),
      roads: JSON.stringify(ROADS.filter((_, r) => (i + r) % 2 === 0)),
      traffic: i % 3 === 0 ? 'dense' : 'calm',
      lessons: JSON.stringify(
        [1 + (i % 15), 1 + ((i * 7) % 15)]
          .filter((n, k, all) => all.indexOf(n) === k)
          .toSorted((a, b) => a - b),
      ),
      note: i % 4 === 0 ? `Körning ${i}` : '',
      addedBy: 'student' as const,
      addedById: studentId,
      confirmedAt: null,
      confirmedBy: null,
      confirmedByName: null,
      createdAt: now + i,
      updatedAt: now + i,
    };
  };
  const handle = connectDatabase(database);
  try {
    const rows = Array.from({ length: count }, (_, i) => drive(i));
    for (let i = 0; i < rows.length; i += 100) {
      await handle.db
        .insertInto('drives')
        .values(rows.slice(i, i + 100))
        .execute();
    }
  } finally {
    await handle.close();
  }
}
