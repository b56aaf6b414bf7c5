import { randomUUID } from 'node:crypto';
import { createTestSchema } from '@ovningskort/test-support';
import { suiteName, testPostgres, testRedis } from '@ovningskort/test-support/services';
import type { LiveEvent } from '@ovningskort/domain';
import { pino } from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { createPostgresBus, type BusEvent, type EventBus } from '../src/events/bus.js';
import { createRedisBus, redisChannel } from '../src/events/redis-bus.js';

/**
 * Two processes on one bus: a burst of events published in one turn (many saves finishing
 * together) reaches the subscribers of both processes, each event once, in the order sent.
 */
const log = pino({ level: 'silent' });

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function burstScenario(publishing: EventBus, other: EventBus) {
  const channel = `student:${randomUUID()}`;
  const elsewhere: BusEvent[] = [];
  const here: BusEvent[] = [];
  other.subscribe(channel, (event) => elsewhere.push(event));
  publishing.subscribe(channel, (event) => here.push(event));
  const unrelated: BusEvent[] = [];
  other.subscribe(`student:${randomUUID()}`, (event) => unrelated.push(event));

  // Numbered events, to see the order they arrive in.
  const events: LiveEvent[] = Array.from({ length: 60 }, (_, n) => ({
    type: 'link-ended',
    teacherId: String(n),
  }));
  await Promise.all(events.map((event) => publishing.publish(channel, event)));
  await publishing.publish(channel, { type: 'cards' });

  const expected: LiveEvent[] = [...events, { type: 'cards' }];
  await expect.poll(() => elsewhere.length).toBe(expected.length);
  await expect.poll(() => here.length).toBe(expected.length);
  expect(elsewhere).toEqual(expected);
  expect(here).toEqual(expected);
  expect(unrelated).toEqual([]);
}

describe.skipIf(!testPostgres.url)(
  suiteName('live updates through PostgreSQL LISTEN/NOTIFY', testPostgres),
  () => {
    const databaseUrl = testPostgres.url!;
    it('deliver a burst published in one turn to every process, in order', async () => {
      const schema = await createTestSchema(databaseUrl);
      cleanups.push(() => schema.drop());
      const buses = await Promise.all(
        [0, 1].map(() => createPostgresBus({ databaseUrl, schema: schema.schema, log })),
      );
      for (const bus of buses) cleanups.push(() => bus.close());
      await burstScenario(buses[0]!, buses[1]!);
    });
  },
);

describe.skipIf(!testRedis.url)(suiteName('live updates through Redis', testRedis), () => {
  const redisUrl = testRedis.url!;
  it('deliver a burst published in one turn to every process, in order', async () => {
    const channel = redisChannel(`burst_${randomUUID().slice(0, 8)}`);
    const buses = await Promise.all([0, 1].map(() => createRedisBus({ redisUrl, channel, log })));
    for (const bus of buses) cleanups.push(() => bus.close());
    await burstScenario(buses[0]!, buses[1]!);
  });
});
