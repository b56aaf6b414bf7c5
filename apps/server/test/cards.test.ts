import { randomUUID } from 'node:crypto';
import { messages } from '@ovningskort/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  activeStudent,
  activeSupervisor,
  loginStudent,
  registerStudent,
  startTestApp,
  testDialects,
  type DialectName,
  type TestApp,
  injectAs,
  type InjectArgs,
} from './test-app.js';

type Note = { id: string; groupId: string; number: number; isDone: boolean } & Record<
  string,
  unknown
>;

describe.each(testDialects)('practice cards (%s)', (dialect: DialectName) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(dialect);
  });
  afterAll(async () => {
    await t.close();
  });

  const call = (...args: InjectArgs) => injectAs(t.app, ...args);

  async function createCard(accessToken: string) {
    const response = await call('POST', '/api/v1/drivingnotes/card', accessToken);
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ groupId: string; drivingNotes: Note[] }>();
  }

  async function notesOf(accessToken: string) {
    return (await call('GET', '/api/v1/drivingnotes', accessToken)).json<{ drivingNotes: Note[] }>()
      .drivingNotes;
  }

  it('creates a whole manual card of 15 lessons in one request', async () => {
    const s = await activeStudent(t);
    const card = await createCard(s.accessToken);
    expect(card.drivingNotes.map((n) => n.number)).toEqual([
      1, 2, 3, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16,
    ]);
    const first = card.drivingNotes[0]!;
    expect(first).toMatchObject({
      groupId: card.groupId,
      studentId: s.id,
      nytitle: 'Säkerhetskontroll',
      isDone: false,
      catA: 'Däck och hjul',
      statA: '',
      statE: '',
    });
    expect(first).not.toHaveProperty('catF');
    expect(await notesOf(s.accessToken)).toEqual(card.drivingNotes);
  });

  it('uses the automatic template for a student with an automatic gearbox', async () => {
    const s = await activeStudent(t);
    await call('PUT', `/api/v1/updUserData2/${s.id}`, s.accessToken, { autotransmission: true });
    const card = await createCard(s.accessToken);
    expect(card.drivingNotes.map((n) => n.number)).toEqual([
      1, 2, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16,
    ]);
    const hill = card.drivingNotes.find((n) => n.number === 15)!;
    expect(hill.catA).toBe('Start i uppförsbacke med bromspedal och parkeringsbroms');
  });

  it('lists the cards in the order they were made, lessons in order', async () => {
    const s = await activeStudent(t);
    const first = await createCard(s.accessToken);
    t.clock.advance(5);
    const second = await createCard(s.accessToken);
    const notes = await notesOf(s.accessToken);
    expect([...new Set(notes.map((n) => n.groupId))]).toEqual([first.groupId, second.groupId]);
  });

  it('refuses a student who has not activated the account, a supervisor, and a visitor', async () => {
    const { input } = await registerStudent(t);
    const inactive = await loginStudent(t, input.email, input.password);
    const refused = await call('POST', '/api/v1/drivingnotes/card', inactive.accessToken);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ message: messages.cards.notActivated });
    expect((await call('GET', '/api/v1/drivingnotes', inactive.accessToken)).statusCode).toBe(403);

    const supervisor = await activeSupervisor(t);
    expect((await call('GET', '/api/v1/drivingnotes', supervisor.accessToken)).statusCode).toBe(
      403,
    );
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/drivingnotes' })).statusCode).toBe(
      401,
    );
  });

  it('stops at 10 cards', async () => {
    const s = await activeStudent(t);
    for (let i = 0; i < 10; i += 1) await createCard(s.accessToken);
    const eleventh = await call('POST', '/api/v1/drivingnotes/card', s.accessToken);
    expect(eleventh.statusCode).toBe(400);
    expect(eleventh.json()).toMatchObject({ message: 'Du kan ha högst 10 övningskort.' });
    expect(new Set((await notesOf(s.accessToken)).map((n) => n.groupId)).size).toBe(10);
  });

  it('holds the limit when 50 cards are asked for at once with 9 made', async () => {
    const s = await activeStudent(t);
    for (let i = 0; i < 9; i += 1) await createCard(s.accessToken);
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => call('POST', '/api/v1/drivingnotes/card', s.accessToken)),
    );
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(codes.filter((c) => c === 400)).toHaveLength(49);
    const notes = await notesOf(s.accessToken);
    expect(new Set(notes.map((n) => n.groupId)).size).toBe(10);
    expect(notes).toHaveLength(150);
  });

  it('leaves no partial card when creation fails midway', async () => {
    const s = await activeStudent(t);
    if (dialect === 'sqlite') {
      await sql`create trigger fail_lesson_16 before insert on driving_notes when new.number = 16
        begin select raise(abort, 'lesson 16 refused'); end`.execute(t.db);
    } else {
      await sql`create function fail_lesson_16() returns trigger language plpgsql as $$
        begin if new.number = 16 then raise exception 'lesson 16 refused'; end if; return new; end $$`.execute(
        t.db,
      );
      await sql`create trigger fail_lesson_16 before insert on driving_notes
        for each row execute function fail_lesson_16()`.execute(t.db);
    }
    try {
      const response = await call('POST', '/api/v1/drivingnotes/card', s.accessToken);
      expect(response.statusCode).toBe(500);
      expect(response.json()).toMatchObject({
        message: 'Ett oväntat fel inträffade. Försök igen.',
      });
      expect(
        await t.db.selectFrom('cards').select('id').where('studentId', '=', s.id).execute(),
      ).toEqual([]);
      expect(
        await t.db.selectFrom('drivingNotes').select('id').where('studentId', '=', s.id).execute(),
      ).toEqual([]);
    } finally {
      await sql`drop trigger fail_lesson_16${dialect === 'postgres' ? sql` on driving_notes` : sql``}`.execute(
        t.db,
      );
      if (dialect === 'postgres') await sql`drop function fail_lesson_16()`.execute(t.db);
    }
    await createCard(s.accessToken);
  });

  it('changes only the fields a PUT sends', async () => {
    const s = await activeStudent(t);
    const lesson = (await createCard(s.accessToken)).drivingNotes[0]!;
    const url = `/api/v1/drivingnotes/${lesson.id}`;
    expect(
      (await call('PUT', url, s.accessToken, { statA: 'Började' })).json().drivingNote,
    ).toMatchObject({ statA: 'Började', isDone: false });
    const second = await call('PUT', url, s.accessToken, { statC: 'Godkänd', isDone: true });
    expect(second.json()).toMatchObject({
      drivingNote: { statA: 'Började', statC: 'Godkänd', isDone: true },
      congratulate: false,
    });
    const back = await call('PUT', url, s.accessToken, { statA: '' });
    expect(back.json().drivingNote).toMatchObject({
      statA: '',
      statC: 'Godkänd',
      isDone: true,
      nytitle: 'Säkerhetskontroll',
    });
  });

  it('keeps both of two simultaneous changes to different sub-moments of one lesson', async () => {
    const s = await activeStudent(t);
    const lesson = (await createCard(s.accessToken)).drivingNotes[0]!;
    const url = `/api/v1/drivingnotes/${lesson.id}`;
    for (let round = 0; round < 5; round += 1) {
      const [a, b] = ['Visad kunskap', 'Godkänd'];
      await Promise.all([
        call('PUT', url, s.accessToken, { statA: round % 2 ? a : b }),
        call('PUT', url, s.accessToken, { statB: round % 2 ? b : a }),
        call('PUT', url, s.accessToken, { isDone: round % 2 === 0 }),
      ]);
      const note = (await call('GET', url, s.accessToken)).json();
      expect(note).toMatchObject({
        statA: round % 2 ? a : b,
        statB: round % 2 ? b : a,
        isDone: round % 2 === 0,
      });
    }
  });

  it.each([
    [{ statA: 'Klar' }, messages.cards.invalidStatus],
    [{ statB: 3 }, messages.cards.invalidStatus],
    [{ isDone: 'ja' }, messages.cards.invalidDone],
    [{ studentId: randomUUID() }, messages.cards.unknownField],
    [{ number: 4 }, messages.cards.unknownField],
  ])('refuses %j with 400 and changes nothing', async (body, message) => {
    const s = await activeStudent(t);
    const lesson = (await createCard(s.accessToken)).drivingNotes[0]!;
    const url = `/api/v1/drivingnotes/${lesson.id}`;
    const response = await call('PUT', url, s.accessToken, body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message });
    expect((await call('GET', url, s.accessToken)).json()).toEqual(lesson);
  });

  it('answers a body that is not an object as that, not as an unknown field', async () => {
    const s = await activeStudent(t);
    const lesson = (await createCard(s.accessToken)).drivingNotes[0]!;
    const url = `/api/v1/drivingnotes/${lesson.id}`;
    const response = await call('PUT', url, s.accessToken, ['statA', 'Godkänd']);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: messages.common.badRequest });
    expect((await call('GET', url, s.accessToken)).json()).toEqual(lesson);
  });

  it('says congratulations once per student when lesson 15 or 16 is first done', async () => {
    const s = await activeStudent(t);
    const card = await createCard(s.accessToken);
    const other = await createCard(s.accessToken);
    const lesson = (c: typeof card, n: number) => c.drivingNotes.find((x) => x.number === n)!;
    const done = (id: string, isDone = true) =>
      call('PUT', `/api/v1/drivingnotes/${id}`, s.accessToken, { isDone });

    expect((await done(lesson(card, 14).id)).json().congratulate).toBe(false);
    expect((await done(lesson(card, 15).id)).json().congratulate).toBe(true);
    expect((await done(lesson(card, 16).id)).json().congratulate).toBe(false);
    await done(lesson(card, 15).id, false);
    expect((await done(lesson(card, 15).id)).json().congratulate).toBe(false);
    expect((await done(lesson(other, 16).id)).json().congratulate).toBe(false);
  });

  it('deletes a whole card by its group id', async () => {
    const s = await activeStudent(t);
    const keep = await createCard(s.accessToken);
    const gone = await createCard(s.accessToken);
    const response = await call('DELETE', `/api/v1/drivingnotes/${gone.groupId}`, s.accessToken);
    expect(response.json()).toEqual({ message: 'Kortet är borttaget!' });
    expect(new Set((await notesOf(s.accessToken)).map((n) => n.groupId))).toEqual(
      new Set([keep.groupId]),
    );
    expect(
      (await call('DELETE', `/api/v1/drivingnotes/${gone.groupId}`, s.accessToken)).statusCode,
    ).toBe(404);
    // A freed slot can be used again.
    for (let i = 0; i < 9; i += 1) await createCard(s.accessToken);
  });

  it('answers checkNote per spec §7', async () => {
    const s = await activeStudent(t);
    const url = `/api/v1/checkNote/${s.id}`;
    expect((await call('GET', url, s.accessToken)).json()).toEqual({
      message: 'User does not have any driving notes',
    });
    await createCard(s.accessToken);
    expect((await call('GET', url, s.accessToken)).json()).toEqual({
      message: 'User does have notes',
    });
  });

  it('creates lessons one call at a time through the spec’s drivingnotescreate', async () => {
    const s = await activeStudent(t);
    const groupId = randomUUID();
    const lesson = {
      id: randomUUID(),
      groupId,
      studentId: s.id,
      number: 2,
      nytitle: 'Hittepå',
      catA: '<b>x</b>',
      isDone: false,
    };
    const created = await call('POST', '/api/v1/drivingnotescreate', s.accessToken, lesson);
    expect(created.statusCode).toBe(201);
    expect(created.json().drivingNote).toMatchObject({
      number: 2,
      nytitle: 'Förarplatsanpassning',
      catA: 'Inställning av förarstolen',
    });
    const next = await call('POST', '/api/v1/drivingnotescreate', s.accessToken, {
      ...lesson,
      id: randomUUID(),
      number: 3,
      statA: 'Började',
    });
    expect(next.json().drivingNote).toMatchObject({ groupId, number: 3, statA: 'Började' });
    const again = await call('POST', '/api/v1/drivingnotescreate', s.accessToken, {
      ...lesson,
      id: randomUUID(),
    });
    expect(again.statusCode).toBe(400);
    const notInTemplate = await call('POST', '/api/v1/drivingnotescreate', s.accessToken, {
      ...lesson,
      id: randomUUID(),
      number: 4,
    });
    expect(notInTemplate.json()).toMatchObject({ message: messages.cards.noTemplate });
    expect(new Set((await notesOf(s.accessToken)).map((n) => n.groupId))).toEqual(
      new Set([groupId]),
    );
  });

  it('deletes the cards with the account', async () => {
    const s = await activeStudent(t);
    await createCard(s.accessToken);
    await call('DELETE', `/api/v1/delUser/${s.id}`, s.accessToken, { password: s.input.password });
    expect(
      await t.db.selectFrom('drivingNotes').select('id').where('studentId', '=', s.id).execute(),
    ).toEqual([]);
    expect(
      await t.db.selectFrom('cards').select('id').where('studentId', '=', s.id).execute(),
    ).toEqual([]);
  });

  describe('another student’s ids are refused and nothing changes', () => {
    async function twoStudents() {
      const owner = await activeStudent(t);
      const card = await createCard(owner.accessToken);
      const other = await activeStudent(t);
      return { owner, card, other, lesson: card.drivingNotes[0]! };
    }

    it('GET, PUT and DELETE of a lesson or card', async () => {
      const { owner, card, other, lesson } = await twoStudents();
      expect(
        (await call('GET', `/api/v1/drivingnotes/${lesson.id}`, other.accessToken)).statusCode,
      ).toBe(404);
      expect(
        (
          await call('PUT', `/api/v1/drivingnotes/${lesson.id}`, other.accessToken, {
            statA: 'Godkänd',
          })
        ).statusCode,
      ).toBe(404);
      expect(
        (await call('DELETE', `/api/v1/drivingnotes/${card.groupId}`, other.accessToken))
          .statusCode,
      ).toBe(404);
      expect(await notesOf(owner.accessToken)).toEqual(card.drivingNotes);
    });

    it('the studentid header, checkNote and drivingnotescreate', async () => {
      const { owner, card, other } = await twoStudents();
      const list = await call('GET', '/api/v1/drivingnotes', other.accessToken, undefined, {
        studentid: owner.id,
      });
      expect(list.statusCode).toBe(403);
      expect(
        (await call('GET', `/api/v1/checkNote/${owner.id}`, other.accessToken)).statusCode,
      ).toBe(403);
      const intoTheirCard = await call('POST', '/api/v1/drivingnotescreate', other.accessToken, {
        id: randomUUID(),
        groupId: card.groupId,
        studentId: other.id,
        number: 16,
      });
      expect(intoTheirCard.statusCode).toBe(404);
      const asThem = await call('POST', '/api/v1/drivingnotescreate', other.accessToken, {
        id: randomUUID(),
        groupId: randomUUID(),
        studentId: owner.id,
        number: 1,
      });
      expect(asThem.statusCode).toBe(403);
      expect(await notesOf(owner.accessToken)).toEqual(card.drivingNotes);
    });
  });
});
