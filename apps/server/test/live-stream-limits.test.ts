import type { AddressInfo } from 'node:net';
import { LIVE_STREAMS_PER_ACCOUNT, LIVE_STREAMS_PER_SESSION, messages } from '@ovningskort/domain';
import { suiteName, testRedis } from '@ovningskort/test-support/services';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.js';
import { openStream } from './support/event-stream.js';
import {
  activeStudent,
  bearer,
  loginStudent,
  startTestApp,
  testDialects,
  type TestApp,
} from './test-app.js';

type Stream = Awaited<ReturnType<typeof openStream>>;

const baseUrl = (app: App) => `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

/** Opens `count` streams of one session on one server; all must open. */
async function openMany(url: string, accessToken: string, count: number): Promise<Stream[]> {
  const streams: Stream[] = [];
  for (let i = 0; i < count; i += 1) streams.push(await openStream(url, accessToken));
  expect(streams.map((s) => s.status)).toEqual(streams.map(() => 200));
  return streams;
}

/** The answer to one more stream, read whole (a refusal is a JSON error, not a stream). */
async function refusal(url: string, accessToken: string) {
  const response = await fetch(url, { headers: bearer(accessToken) });
  const body: unknown = response.headers.get('content-type')?.startsWith('application/json')
    ? await response.json()
    : await response.body?.cancel();
  return { status: response.status, body };
}

/** Logged-in sessions of one student: enough to reach the account's share. */
async function studentWithSessions(t: TestApp, count: number) {
  const student = await activeStudent(t);
  const sessions = [student.accessToken];
  while (sessions.length < count) {
    sessions.push((await loginStudent(t, student.input.email, student.input.password)).accessToken);
  }
  return { id: student.id, sessions };
}
const sessionsOf = async (t: TestApp, count: number) =>
  (await studentWithSessions(t, count)).sessions;

const ACCOUNT_REFUSAL = {
  code: 'TOO_MANY_STREAMS',
  message: messages.common.tooManyAccountStreams,
};

// Security round 3: a share per session, but five logins gave one account five shares.
describe.each(testDialects)('live streams of one account (%s)', (dialect) => {
  let t: TestApp;
  let live: string;
  beforeAll(async () => {
    t = await startTestApp(dialect);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    live = `${baseUrl(t.app)}/api/v1/live`;
  });
  afterAll(async () => {
    await t.close();
  });

  it(`refuses more than ${LIVE_STREAMS_PER_ACCOUNT} streams of one account, over all its sessions`, async () => {
    expect(LIVE_STREAMS_PER_ACCOUNT).toBe(2 * LIVE_STREAMS_PER_SESSION);
    const [phone, laptop, third] = await sessionsOf(t, 3);
    const open = [
      ...(await openMany(live, phone!, LIVE_STREAMS_PER_SESSION)),
      ...(await openMany(live, laptop!, LIVE_STREAMS_PER_SESSION)),
    ];
    try {
      // A third login has a session's share of its own, but the account has none left.
      expect(await refusal(live, third!)).toEqual({ status: 429, body: ACCOUNT_REFUSAL });
      // Another person is not affected.
      const other = await openStream(live, (await activeStudent(t)).accessToken);
      expect(other.status).toBe(200);
      other.close();
      // A closed stream gives its place back.
      open.shift()!.close();
      await expect
        .poll(async () => {
          const retry = await openStream(live, third!);
          if (retry.status === 200) open.push(retry);
          return retry.status;
        })
        .toBe(200);
    } finally {
      for (const stream of open) stream.close();
    }
  });
});

/**
 * With REDIS_URL the shares hold across server processes: two apps on one database and one
 * Redis (each with its own memory, as two processes have) count the same streams.
 */
describe.skipIf(!testRedis.url)(
  suiteName('live streams counted across processes through Redis', testRedis),
  () => {
    let t: TestApp;
    let urls: [string, string];
    beforeAll(async () => {
      t = await startTestApp('sqlite', { REDIS_URL: testRedis.url! });
      const other = await t.startAnother();
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      await other.listen({ port: 0, host: '127.0.0.1' });
      urls = [`${baseUrl(t.app)}/api/v1/live`, `${baseUrl(other)}/api/v1/live`];
    });
    afterAll(async () => {
      await t?.close();
    });

    it('an account’s share and a session’s share are the same whichever process holds them', async () => {
      const [one, two] = urls;
      const [phone, laptop, third] = await sessionsOf(t, 3);
      const onOne = await openMany(one, phone!, LIVE_STREAMS_PER_SESSION);
      const onTwo = await openMany(two, laptop!, LIVE_STREAMS_PER_SESSION);
      try {
        // The session that holds its 20 on process one has none left on process two.
        expect(await refusal(two, phone!)).toEqual({
          status: 429,
          body: { code: 'TOO_MANY_STREAMS', message: messages.common.tooManyStreams },
        });
        // The account's 40 are taken, 20 on each process: a third login gets none on either.
        for (const url of urls) {
          expect(await refusal(url, third!)).toEqual({ status: 429, body: ACCOUNT_REFUSAL });
        }
        // A stream closed on process two frees a place that process one sees.
        onTwo.shift()!.close();
        await expect
          .poll(async () => {
            const retry = await openStream(one, third!);
            if (retry.status === 200) onOne.push(retry);
            return retry.status;
          })
          .toBe(200);
      } finally {
        for (const stream of [...onOne, ...onTwo]) stream.close();
      }
    });

    it('the places of a process that died lapse once their lease is not renewed', async () => {
      const [one] = urls;
      const { id, sessions } = await studentWithSessions(t, 1);
      // A process that held all the account's streams is killed: nobody renews or frees them.
      const redis = new Redis(testRedis.url!);
      try {
        const [seconds, micros] = await redis.time();
        const leaseEnd = Number(seconds) * 1000 + Math.floor(Number(micros) / 1000) + 1500;
        const key = `ovningskort:streams:{student:${id}}`;
        const members = Array.from({ length: LIVE_STREAMS_PER_ACCOUNT }, (_, i) => `dead-${i}`);
        await redis.zadd(key, ...members.flatMap((member) => [leaseEnd, member]));
        expect(await refusal(one, sessions[0]!)).toEqual({ status: 429, body: ACCOUNT_REFUSAL });
        await expect
          .poll(
            async () => {
              const retry = await openStream(one, sessions[0]!);
              retry.close();
              return retry.status;
            },
            { timeout: 10_000, interval: 250 },
          )
          .toBe(200);
      } finally {
        await redis.quit();
      }
    });
  },
);
