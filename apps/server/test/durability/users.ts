import fs from 'node:fs/promises';
import path from 'node:path';
import { linkIn, parseMail } from '@ovningskort/test-support';
import { mustAnswer } from './http.js';
import { sleep } from '../support/server-process.js';

/**
 * Accounts made the way people make them, through the API of the running server: register,
 * open the activation link from the e-mail in DATA_DIR/mail, log in, link the supervisor,
 * create a card.
 */

/** Reads the server's outbox incrementally (each .eml once), by recipient. */
export class Outbox {
  private seen = new Set<string>();
  private tokens = new Map<string, string>();

  constructor(private readonly dataDir: string) {}

  async activationToken(email: string, timeoutMs = 60_000): Promise<string> {
    const key = email.toLowerCase();
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const token = this.tokens.get(key);
      if (token) return token;
      await this.scan();
      if (this.tokens.has(key)) continue;
      if (Date.now() > deadline) throw new Error(`no activation e-mail to ${email}`);
      await sleep(100);
    }
  }

  private async scan() {
    const outbox = path.join(this.dataDir, 'mail');
    const files = await fs.readdir(outbox).catch(() => [] as string[]);
    for (const file of files.filter((f) => f.endsWith('.eml') && !this.seen.has(f))) {
      const mail = parseMail(file, await fs.readFile(path.join(outbox, file), 'utf8'));
      // The server may still be writing the file: read it again next time until it is whole.
      if (!mail.to || !mail.subject) continue;
      if (!mail.subject.includes('Aktivera')) {
        this.seen.add(file);
        continue;
      }
      let token: string | null;
      try {
        token = new URL(linkIn(mail, 'http://app.test/aktivering?token=')).searchParams.get(
          'token',
        );
      } catch {
        continue;
      }
      if (!token) continue;
      this.seen.add(file);
      this.tokens.set(
        mail.to
          .replace(/^.*<|>.*$/g, '')
          .trim()
          .toLowerCase(),
        token,
      );
    }
  }
}

export interface Lesson {
  id: string;
  number: number;
}

export interface Pair {
  index: number;
  student: { id: string; email: string; token: string };
  supervisor: { id: string; email: string; token: string };
  /** The card both of them tick off; never deleted. */
  card: { groupId: string; lessons: Lesson[] };
}

let counter = 0;
const email = (prefix: string) => {
  counter += 1;
  return `${prefix}.${Date.now().toString(36)}.${process.pid}.${counter}@example.se`;
};

async function account(
  baseUrl: string,
  outbox: Outbox,
  role: 'student' | 'teacher',
): Promise<{ id: string; email: string; token: string }> {
  const address = email(role === 'student' ? 'elev' : 'handledare');
  const password = role === 'student' ? 'korkort-2026' : 'handleder-2026';
  const common = { email: address, password, city: 'Malmö', category: ['CategoryB'] };
  if (role === 'student') {
    await mustAnswer(200, baseUrl, 'POST', '/api/registration', {
      body: { ...common, name: 'Elin Elev' },
    });
  } else {
    await mustAnswer(200, baseUrl, 'POST', '/api/v1/teacher/registration', {
      body: { ...common, name: 'Hanna Handledare', autotransmission: false },
    });
  }
  const token = await outbox.activationToken(address);
  await mustAnswer(200, baseUrl, 'POST', '/api/v1/activate', { body: { token } });
  if (role === 'student') {
    const login = await mustAnswer<{ accessToken: string; user: { id: string } }>(
      200,
      baseUrl,
      'POST',
      '/api/v1/login',
      { body: { email: address, password } },
    );
    return { id: login.user.id, email: address, token: login.accessToken };
  }
  const login = await mustAnswer<{ accessToken: string; teacher: { id: string } }>(
    200,
    baseUrl,
    'POST',
    '/api/v1/teacher/login',
    { body: { email: address, password } },
  );
  return { id: login.teacher.id, email: address, token: login.accessToken };
}

/** A student with one card, linked to a supervisor of their own. */
export async function createPair(baseUrl: string, outbox: Outbox, index: number): Promise<Pair> {
  const [student, supervisor] = await Promise.all([
    account(baseUrl, outbox, 'student'),
    account(baseUrl, outbox, 'teacher'),
  ]);
  await mustAnswer(200, baseUrl, 'POST', '/api/v1/addTeacher', {
    token: student.token,
    body: { teacherEmail: supervisor.email, studentId: student.id },
  });
  const created = await mustAnswer<{
    groupId: string;
    drivingNotes: Array<{ id: string; number: number }>;
  }>(201, baseUrl, 'POST', '/api/v1/drivingnotes/card', { token: student.token });
  const lessons = created.drivingNotes.map(({ id, number }) => ({ id, number }));
  if (lessons.length !== 15) throw new Error(`a new card has ${lessons.length} lessons`);
  return { index, student, supervisor, card: { groupId: created.groupId, lessons } };
}

/** Many pairs, a few at a time (password hashing is the slow part). */
export async function createPairs(
  baseUrl: string,
  outbox: Outbox,
  count: number,
  concurrency = 6,
): Promise<Pair[]> {
  const pairs: Pair[] = new Array(count);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(concurrency, count) }, async () => {
      while (next < count) {
        const index = next++;
        pairs[index] = await createPair(baseUrl, outbox, index);
      }
    }),
  );
  return pairs;
}
