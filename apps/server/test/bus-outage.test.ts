import { randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import { createTestSchema } from '@ovningskort/test-support';
import { suiteName, testPostgres, testRedis } from '@ovningskort/test-support/services';
import type { LiveEvent } from '@ovningskort/domain';
import { pino } from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import {
  createPostgresBus,
  RESYNC_EVENT,
  type BusEvent,
  type EventBus,
} from '../src/events/bus.js';
import { createRedisBus, redisChannel } from '../src/events/redis-bus.js';
import { relayInFrontOf } from './support/tcp-relay.js';

/**
 * The live-update bus of one process loses its connection (a TCP relay in front of the real
 * Redis or PostgreSQL is cut) while another process goes on publishing. Events sent during the
 * outage are lost; once the connection is back, events arrive again and every open stream of
 * the cut-off process is told to read its cards again, so no screen stays stale.
 */
type Received = BusEvent[];

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

function logCollector() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  return { log: pino({ level: 'info' }, stream), lines };
}

async function relayTo(url: string, defaultPort: number) {
  const through = await relayInFrontOf(url, defaultPort);
  cleanups.push(() => through.relay.close());
  return through;
}

const state = (bus: EventBus) =>
  bus.check().then(
    () => 'up',
    () => 'down',
  );

/** An event told apart from the others by its number. */
const numbered = (n: number): LiveEvent => ({ type: 'link-ended', teacherId: String(n) });

/** The scenario for any bus: `cutOff` goes through the relay, `other` straight to the service. */
async function outageScenario(
  cutOff: EventBus,
  other: EventBus,
  relay: { cut(): Promise<void>; restore(): Promise<void> },
) {
  const channel = `student:${randomUUID()}`;
  const received: Received = [];
  cutOff.subscribe(channel, (event) => received.push(event));

  // Before the outage the other process's events arrive.
  await other.publish(channel, numbered(1));
  await expect.poll(() => received).toEqual([numbered(1)]);

  await relay.cut();
  await expect.poll(() => state(cutOff), { timeout: 20_000 }).toBe('down');
  await other.publish(channel, numbered(2));

  await relay.restore();
  // Back: the open stream is told to read its cards again (it missed number 2)…
  await expect.poll(() => received, { timeout: 30_000 }).toContainEqual(RESYNC_EVENT);
  expect(received).not.toContainEqual(numbered(2));
  expect(await state(cutOff)).toBe('up');
  // …and new events arrive again.
  await other.publish(channel, numbered(3));
  await expect.poll(() => received).toContainEqual(numbered(3));
  // Its own events reach the others again too. (The other process's own number 3 may still be
  // on its way back to it through PostgreSQL as it subscribes: its arrival there is not the point.)
  const elsewhere: Received = [];
  other.subscribe(channel, (event) => elsewhere.push(event));
  await cutOff.publish(channel, numbered(4));
  await expect.poll(() => elsewhere).toContainEqual(numbered(4));
  const ownThree = JSON.stringify(numbered(3));
  expect(elsewhere.filter((event) => JSON.stringify(event) !== ownThree)).toEqual([numbered(4)]);
}

describe.skipIf(!testRedis.url)(suiteName('live updates through Redis', testRedis), () => {
  const redisUrl = testRedis.url!;
  it('arrive again after Redis was unreachable, and open streams read their cards again', async () => {
    const { relay, url } = await relayTo(redisUrl, 6379);
    const channel = redisChannel(`outage_${randomUUID().slice(0, 8)}`);
    const { log, lines } = logCollector();
    const cutOff = await createRedisBus({ redisUrl: url, channel, log });
    cleanups.push(() => cutOff.close());
    const other = await createRedisBus({ redisUrl, channel, log: pino({ level: 'silent' }) });
    cleanups.push(() => other.close());

    await outageScenario(cutOff, other, relay);
    expect(lines.some((line) => line.includes('Redis subscriber connection lost'))).toBe(true);
    expect(lines.some((line) => line.includes('Redis subscriber connection restored'))).toBe(true);
  });
});

describe.skipIf(!testPostgres.url)(
  suiteName('live updates through PostgreSQL LISTEN/NOTIFY', testPostgres),
  () => {
    const databaseUrl = testPostgres.url!;
    it('arrive again after PostgreSQL was unreachable, and open streams read their cards again', async () => {
      const { relay, url } = await relayTo(databaseUrl, 5432);
      const schema = await createTestSchema(databaseUrl);
      cleanups.push(() => schema.drop());
      const { log, lines } = logCollector();
      const cutOff = await createPostgresBus({ databaseUrl: url, schema: schema.schema, log });
      cleanups.push(() => cutOff.close());
      const other = await createPostgresBus({
        databaseUrl,
        schema: schema.schema,
        log: pino({ level: 'silent' }),
      });
      cleanups.push(() => other.close());

      await outageScenario(cutOff, other, relay);
      expect(lines.some((line) => line.includes('connection to PostgreSQL restored'))).toBe(true);
    });
  },
);
