// "Ladda ner som PDF" (decision 021): a student with 10 whole cards (150 lessons, every status
// set by the seed), a history of changes and comments on every lesson made through the API as
// the app sends them, and 200 drives (written straight into the database, drives.ts); then the
// PDF downloaded one request at a time.
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { seedDrives } from './drives.js';
import type { SeededDatabase } from './seed.js';

export interface PdfStudent {
  id: string;
  token: string;
  supervisorToken: string;
  lessonIds: string[];
}

async function send(origin: string, method: string, url: string, token: string, body: unknown) {
  const response = await fetch(`${origin}/api${url}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (response.status !== 200) {
    throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
  }
}

/**
 * The seed left statA 'Godkänd' and statC 'Började' on every lesson. The supervisor takes statA
 * back to 'Visad kunskap' and approves it again, the student moves statC on to 'Visad kunskap'
 * (three history rows a lesson, 450 in all); the supervisor comments on the first sub-moment
 * and the student on the lesson (300 comments); 200 drives.
 */
export async function seedPdfStudent(
  origin: string,
  student: PdfStudent,
  drives: number,
  database: SeededDatabase,
) {
  const change = (lessonId: string, field: string, from: string, to: string) => ({
    id: randomUUID(),
    lessonId,
    field,
    from,
    to,
  });
  const ids = student.lessonIds;
  // 50 lessons a batch: 100 or 50 changes, within the 200 a request may send (and 6 and 3
  // batches in all, well within an account's 60 batches and 2000 changes a minute).
  for (let at = 0; at < ids.length; at += 50) {
    const some = ids.slice(at, at + 50);
    await send(origin, 'POST', '/v1/teacher/lessonChanges', student.supervisorToken, {
      changes: some.map((id) => change(id, 'statA', 'Godkänd', 'Visad kunskap')),
    });
    await send(origin, 'POST', '/v1/teacher/lessonChanges', student.supervisorToken, {
      changes: some.map((id) => change(id, 'statA', 'Visad kunskap', 'Godkänd')),
    });
    await send(origin, 'POST', '/v1/lessonChanges', student.token, {
      changes: some.map((id) => change(id, 'statC', 'Började', 'Visad kunskap')),
    });
  }
  for (let at = 0; at < ids.length; at += 8) {
    await Promise.all(
      ids.slice(at, at + 8).flatMap((lessonId) => [
        send(origin, 'PUT', `/v1/teacher/comments/${randomUUID()}`, student.supervisorToken, {
          lessonId,
          subMoment: 'catA',
          body: 'Bra koll på det här – nästa gång i mörker och på landsväg med mer trafik.',
        }),
        send(origin, 'PUT', `/v1/comments/${randomUUID()}`, student.token, {
          lessonId,
          subMoment: null,
          body: 'Vi övade på gården först och sedan i stan. Det gick bättre andra gången.',
        }),
      ]),
    );
  }
  await seedDrives(database, student.id, drives);
}

export interface PdfTimings {
  /** Milliseconds of each download, in order (the first includes the server's warm-up). */
  times: number[];
  p50: number;
  max: number;
  bytes: number;
  /** From pdfinfo when poppler-utils is installed; 0 otherwise. */
  pages: number;
  errors: number;
}

/** Downloads the student's PDF `count` times, one after the other (20 an hour is the limit). */
export async function pdfTimings(origin: string, token: string, count: number) {
  const times: number[] = [];
  let bytes = 0;
  let errors = 0;
  let last: Buffer | undefined;
  for (let i = 0; i < count; i += 1) {
    const start = performance.now();
    const response = await fetch(`${origin}/api/v1/progress/pdf`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const body = Buffer.from(await response.arrayBuffer());
    times.push(performance.now() - start);
    if (response.status !== 200 || response.headers.get('content-type') !== 'application/pdf') {
      errors += 1;
      continue;
    }
    bytes = body.length;
    last = body;
  }
  const sorted = times.toSorted((a, b) => a - b);
  return {
    times,
    p50: sorted[Math.floor(sorted.length / 2)] ?? 0,
    max: sorted[sorted.length - 1] ?? 0,
    bytes,
    pages: last ? pagesOf(last) : 0,
    errors,
  } satisfies PdfTimings;
}

function pagesOf(pdf: Buffer): number {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ovk-bench-pdf-'));
  try {
    const file = path.join(dir, 'progress.pdf');
    fs.writeFileSync(file, pdf);
    const info = execFileSync('pdfinfo', [file], { encoding: 'utf8' });
    return Number(/^Pages:\s+(\d+)/m.exec(info)?.[1] ?? 0);
  } catch {
    return 0;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
