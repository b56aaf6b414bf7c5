// A drive log of `count` drives for one student, through the API as the app's outbox sends
// them (PUT /api/v1/drives/:id), spread over two years with the conditions, road types and
// lessons varying: what the totals scenario reads back.
import { randomUUID } from 'node:crypto';

const CONDITIONS = ['dark', 'dusk', 'rain', 'snow-ice', 'fog'];
const ROADS = ['urban', 'rural', 'motorway', 'gravel'];

export async function seedDrives(origin: string, token: string, count: number): Promise<void> {
  const day = 24 * 60 * 60 * 1000;
  const start = Date.UTC(2024, 11, 1);
  const drive = (i: number) => ({
    date: new Date(start + Math.floor((i * 700) / count) * day).toISOString().slice(0, 10),
    startTime: `${String(7 + (i % 14)).padStart(2, '0')}:${i % 2 === 0 ? '00' : '30'}`,
    minutes: 20 + (i % 90),
    km: i % 7 === 0 ? null : ((i * 37) % 800) / 10,
    supervisedBy:
      i % 5 === 0 ? { kind: 'school', name: 'Trafikskolan' } : { kind: 'other', name: 'Mamma' },
    conditions: CONDITIONS.filter((_, c) => (i + c) % 3 === 0),
    roads: ROADS.filter((_, r) => (i + r) % 2 === 0),
    traffic: i % 3 === 0 ? 'dense' : 'calm',
    lessons: [1 + (i % 15), 1 + ((i * 7) % 15)].filter((n, k, all) => all.indexOf(n) === k),
    note: i % 4 === 0 ? `Körning ${i}` : '',
  });
  const put = async (i: number) => {
    const response = await fetch(`${origin}/api/v1/drives/${randomUUID()}`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(drive(i)),
    });
    if (response.status !== 200) {
      throw new Error(`PUT drive: ${response.status} ${await response.text()}`);
    }
  };
  // Eight at a time: seeding, not a load test.
  for (let i = 0; i < count; i += 8) {
    await Promise.all(Array.from({ length: Math.min(8, count - i) }, (_, k) => put(i + k)));
  }
}
