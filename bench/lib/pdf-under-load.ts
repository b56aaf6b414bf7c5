// Security round 3 (decision 021): /api/health while the largest progress PDFs are drawn. A
// student of the size the issue measured – 10 full cards, 1500 drives with 1000-character notes,
// 600 comments of 480 characters – asks for their PDF once alone, then five times at once in
// three rounds (16 of the 20 an hour); all the while another loop asks /api/health, one request
// after the other. Before, pdfkit drew on the event loop and one such PDF held health for
// 1.5–4.8 s.
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { connectDatabase } from '../../apps/server/src/db/connect.js';
import type { Target } from './processes.js';
import { seed } from './seed.js';

export const PDF_LOAD = { drives: 1500, comments: 600, atOnce: 5, rounds: 3 };

export interface Latencies {
  count: number;
  p50: number;
  p99: number;
  max: number;
}

export interface PdfUnderLoadResult {
  /** /api/health with nothing else going on, for as long as one round took. */
  idle: Latencies;
  /** /api/health while the PDFs of every round were being drawn. */
  during: Latencies;
  /** Each PDF's time from the request to its last byte, every round. */
  pdfs: Latencies;
  /** '200', or the status and code of a refusal ('503 PDF_BUSY'), and how many. */
  statuses: Record<string, number>;
  bytes: number;
  /**
   * The server's CPU time (`/proc`) per PDF of the rounds, in ms: on its main thread (reading the
   * report and sending the PDF; the health checks' share taken off, at what one cost alone) and
   * on its other threads (the PDF worker; V8's garbage collection helpers and SQLite's checkpoint
   * worker too). NaN where /proc cannot be read.
   */
  cpu: { mainPerPdf: number; otherPerPdf: number; healthEach: number };
}

const CLOCK_TICKS = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK']).toString().trim()) || 100;
  } catch {
    return 100;
  }
})();

/** CPU time (user + system) in ms of the process and of its main thread, from /proc. */
function cpuMs(pid: number): { all: number; main: number } {
  const read = (file: string) => {
    try {
      const stat = fs.readFileSync(file, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
    } catch {
      return NaN;
    }
  };
  return { all: read(`/proc/${pid}/stat`), main: read(`/proc/${pid}/task/${pid}/stat`) };
}

function latencies(values: number[]): Latencies {
  const sorted = values.toSorted((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  return { count: sorted.length, p50: at(0.5), p99: at(0.99), max: sorted.at(-1) ?? 0 };
}

/** The drives and comments written straight into the database (no rate limit, no e-mail). */
async function largeLog(dataDir: string, studentId: string) {
  const handle = connectDatabase({ dataDir });
  const { db } = handle;
  try {
    const lessons = await db
      .selectFrom('drivingNotes')
      .select(['id', 'groupId'])
      .where('studentId', '=', studentId)
      .execute();
    const day = 24 * 60 * 60 * 1000;
    const start = Date.now() - PDF_LOAD.drives * day;
    const text = 'Övade i stan, på landsväg och i mörker; nästa gång motorväg. ';
    const comments = Array.from({ length: PDF_LOAD.comments }, (_, i) => {
      const lesson = lessons[i % lessons.length]!;
      return {
        id: randomUUID(),
        studentId,
        groupId: lesson.groupId,
        lessonId: lesson.id,
        subMoment: i % 3 === 0 ? null : 'catA',
        body: `Kommentar ${i}. ${text.repeat(10)}`.slice(0, 480),
        byRole: 'student' as const,
        byId: studentId,
        byName: 'Elin Bench',
        createdAt: start + i * day,
        updatedAt: start + i * day,
      };
    });
    const drives = Array.from({ length: PDF_LOAD.drives }, (_, i) => ({
      id: randomUUID(),
      studentId,
      date: new Date(start + i * day).toISOString().slice(0, 10),
      startTime: '17:30',
      minutes: 30 + (i % 60),
      kmTenths: 100 + i,
      supervisorKind: 'other',
      supervisorName: 'Mamma',
      conditions: JSON.stringify(i % 2 === 0 ? ['dark'] : ['rain']),
      roads: JSON.stringify(['urban', 'rural']),
      traffic: 'calm',
      lessons: JSON.stringify([1 + (i % 15)]),
      note: text.repeat(20).slice(0, 1000),
      addedBy: 'student' as const,
      addedById: studentId,
      confirmedAt: null,
      confirmedBy: null,
      confirmedByName: null,
      createdAt: start + i * day,
      updatedAt: start + i * day,
    }));
    for (let i = 0; i < comments.length; i += 100) {
      await db
        .insertInto('cardComments')
        .values(comments.slice(i, i + 100))
        .execute();
    }
    for (let i = 0; i < drives.length; i += 100) {
      await db
        .insertInto('drives')
        .values(drives.slice(i, i + 100))
        .execute();
    }
  } finally {
    await handle.close();
  }
}

/** Asks /api/health one request after the other (10 ms apart) until `stop` is called. */
function healthLoop(origin: string) {
  const times: number[] = [];
  let stopping = false;
  const done = (async () => {
    while (!stopping) {
      const start = performance.now();
      const response = await fetch(`${origin}/api/health`);
      await response.arrayBuffer();
      times.push(performance.now() - start);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  })();
  return {
    async stop() {
      stopping = true;
      await done;
      return times;
    },
  };
}

/**
 * A fresh app on SQLite (`start` starts the built server with these variables), the large
 * student, then PDF_LOAD.rounds rounds of PDF_LOAD.atOnce PDFs at once with health asked all
 * the while; health alone before, for comparison.
 */
export async function pdfUnderLoad(
  start: (env: Record<string, string>) => Promise<Target>,
  authSecret: string,
  log: (message: string) => void,
): Promise<PdfUnderLoadResult> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ovk-bench-pdf-load-'));
  const app = await start({
    DATA_DIR: dataDir,
    AUTH_SECRET: authSecret,
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    DATABASE_URL: '',
  });
  try {
    log('PDF under load: seeding 10 cards, 1500 drives and 600 comments');
    const { main } = await seed({ origin: app.origin, dataDir, authSecret, students: 0 });
    await largeLog(dataDir, main.id);
    const ask = async () => {
      const begun = performance.now();
      const response = await fetch(`${app.origin}/api/v1/progress/pdf`, {
        headers: { authorization: `Bearer ${main.token}` },
      });
      const body = await response.arrayBuffer();
      const ms = performance.now() - begun;
      // A refusal by its code: '503 PDF_BUSY' is the queue, '503 PDF_FAILED' a render that failed.
      const code =
        response.status === 200
          ? ''
          : ` ${(JSON.parse(Buffer.from(body).toString()) as { code?: string }).code ?? ''}`;
      return { status: `${response.status}${code}`, bytes: body.byteLength, ms };
    };
    // One PDF alone first: the server's warm-up at start is done (it takes the one render too)
    // and the worker has drawn a PDF of this size once.
    const first = await ask();
    if (first.status !== '200') throw new Error(`the first PDF: ${first.status}`);
    // Health alone, while the server is warm and nothing else runs: the floor to compare with.
    const idleCpu = cpuMs(app.pid);
    const idle = healthLoop(app.origin);
    await new Promise((resolve) => setTimeout(resolve, 3000));
    const idleTimes = await idle.stop();
    const healthEach = (cpuMs(app.pid).main - idleCpu.main) / idleTimes.length;

    const during: number[] = [];
    const pdfTimes: number[] = [];
    const statuses: Record<string, number> = {};
    let bytes = 0;
    const before = cpuMs(app.pid);
    for (let round = 1; round <= PDF_LOAD.rounds; round += 1) {
      log(`PDF under load: round ${round}, ${PDF_LOAD.atOnce} PDFs at once`);
      const health = healthLoop(app.origin);
      const answers = await Promise.all(Array.from({ length: PDF_LOAD.atOnce }, ask));
      during.push(...(await health.stop()));
      for (const answer of answers) {
        statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
        pdfTimes.push(answer.ms);
        if (answer.status === '200') bytes = answer.bytes;
      }
    }
    const after = cpuMs(app.pid);
    const pdfCount = pdfTimes.length;
    const onMain = after.main - before.main;
    return {
      cpu: {
        mainPerPdf: (onMain - during.length * healthEach) / pdfCount,
        otherPerPdf: (after.all - before.all - onMain) / pdfCount,
        healthEach,
      },
      idle: latencies(idleTimes),
      during: latencies(during),
      pdfs: latencies(pdfTimes),
      statuses,
      bytes,
    };
  } finally {
    await app.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
