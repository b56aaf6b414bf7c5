import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openTemporarySqlite } from '../../../test/support/sqlite-database.js';
import type { DatabaseHandle } from '../../db/connect.js';
import * as repo from './repository.js';

describe('lessonWriter: the one statement that changes a lesson', () => {
  let handle: DatabaseHandle;
  let remove: () => Promise<void>;

  beforeAll(async () => {
    ({ handle, remove } = await openTemporarySqlite('ovk-note-updater-'));
    const person = (id: string, isActivated: 0 | 1) => ({
      id,
      email: `${id}@example.se`,
      passwordHash: null,
      name: 'Elev',
      surname: 'Test',
      city: 'Lund',
      pnr: null,
      phone: null,
      category: '["B"]',
      autotransmission: 0 as const,
      isActivated,
      profileComplete: 1 as const,
      createdAt: 1,
      updatedAt: 1,
    });
    await handle.db
      .insertInto('students')
      .values([person('active', 1), person('inactive', 0)])
      .execute();
    const { profileComplete: _, ...supervisor } = person('', 1);
    await handle.db
      .insertInto('teachers')
      .values([
        { ...supervisor, id: 'tor', email: 'tor@example.se' },
        { ...supervisor, id: 'stranger', email: 'stranger@example.se' },
        { ...supervisor, id: 'asleep', email: 'asleep@example.se', isActivated: 0 },
      ])
      .execute();
    await handle.db
      .insertInto('studentTeacher')
      .values([
        { studentId: 'active', teacherId: 'tor', createdAt: 1 },
        { studentId: 'inactive', teacherId: 'asleep', createdAt: 1 },
      ])
      .execute();
    const note = (id: string, studentId: string) => ({
      id,
      groupId: `card-${studentId}`,
      studentId,
      number: 1,
      nytitle: 'Inledande',
      catA: 'Ratten',
      catB: null,
      catC: null,
      catD: null,
      catE: null,
      catF: null,
      catG: null,
      catH: null,
      catI: null,
      createdAt: 1,
      updatedAt: 1,
    });
    for (const studentId of ['active', 'inactive']) {
      await handle.db
        .insertInto('cards')
        .values({ id: `card-${studentId}`, studentId, slot: 1, createdAt: 1 })
        .execute();
    }
    await handle.db
      .insertInto('drivingNotes')
      .values([note('mine', 'active'), note('theirs', 'inactive')])
      .execute();
  });

  afterAll(async () => {
    await remove();
  });

  type Cell = { field: repo.LessonCell; from: string | number; to: string | number };
  let write: ReturnType<typeof repo.lessonWriter>;
  beforeAll(() => {
    write = repo.lessonWriter(handle.db, 'sqlite');
  });
  const student = (id: string) => ({ role: 'student' as const, id });
  const supervisor = (id: string) => ({ role: 'supervisor' as const, id });
  const cell = (field: repo.LessonCell, from: string | number, to: string | number): Cell => ({
    field,
    from,
    to,
  });

  it('changes exactly the cells of each call, whichever sets came before', async () => {
    const run = (cells: Cell[], now: number) =>
      write(handle.db, student('active'), 'mine', cells, now);
    const first = await run([cell('statA', '', 'Började')], 10);
    expect(first).toMatchObject({ statA: 'Började', statB: '', isDone: 0, version: 1 });

    const second = await run([cell('statB', '', 'Godkänd')], 20);
    expect(second).toMatchObject({ statA: 'Började', statB: 'Godkänd', updatedAt: 20 });

    const third = await run([cell('isDone', 0, 1), cell('statA', 'Började', 'Godkänd')], 30);
    expect(third).toMatchObject({ statA: 'Godkänd', statB: 'Godkänd', isDone: 1, version: 3 });

    const again = await run([cell('statA', 'Godkänd', 'Visad kunskap')], 40);
    expect(again).toEqual({ ...third, statA: 'Visad kunskap', updatedAt: 40, version: 4 });
    expect(await repo.findNote(handle.db, 'mine')).toEqual(again);
  });

  it('changes nothing when a cell no longer holds its from, not even the other cells', async () => {
    const before = await repo.findNote(handle.db, 'mine');
    const stale = [cell('statB', 'Godkänd', ''), cell('statA', 'Började', 'Godkänd')];
    expect(await write(handle.db, student('active'), 'mine', stale, 45)).toBeUndefined();
    expect(await repo.findNote(handle.db, 'mine')).toEqual(before);
  });

  it('changes nothing of another student or of a student who is not activated', async () => {
    const cells = [cell('statA', '', 'Godkänd')];
    expect(await write(handle.db, student('inactive'), 'mine', cells, 50)).toBeUndefined();
    expect(await write(handle.db, student('active'), 'theirs', cells, 50)).toBeUndefined();
    expect(await write(handle.db, student('inactive'), 'theirs', cells, 50)).toBeUndefined();
    const theirs = await repo.findNote(handle.db, 'theirs');
    expect(theirs).toMatchObject({ statA: '', version: 0, updatedAt: 1 });
  });

  it('lets the supervisor linked to the student write, in the same statement', async () => {
    const before = (await repo.findNote(handle.db, 'mine'))!;
    const change = (who: { role: 'supervisor' | 'student'; id: string }, groupId?: string) =>
      write(handle.db, who, 'mine', [cell('statE', '', 'Godkänd')], 70, groupId);
    expect(await change(supervisor('tor'))).toMatchObject({
      statE: 'Godkänd',
      version: before.version + 1,
    });
    // With the card's group named, only a lesson of that card.
    const back = [cell('statE', 'Godkänd', 'Började')];
    expect(
      await write(handle.db, supervisor('tor'), 'mine', back, 71, 'card-other'),
    ).toBeUndefined();
    expect(
      await write(handle.db, supervisor('tor'), 'mine', back, 71, 'card-active'),
    ).toMatchObject({ statE: 'Började' });
    // Not linked to this student, or not activated: nothing changes.
    const again = [cell('statE', 'Började', 'Godkänd')];
    expect(await write(handle.db, supervisor('stranger'), 'mine', again, 72)).toBeUndefined();
    expect(await write(handle.db, supervisor('asleep'), 'theirs', again, 72)).toBeUndefined();
    expect(await write(handle.db, supervisor('active'), 'mine', again, 72)).toBeUndefined();
    // A student's id is never a supervisor's, and the other way round.
    expect(await write(handle.db, student('tor'), 'mine', again, 72)).toBeUndefined();
    expect(await repo.findNote(handle.db, 'mine')).toMatchObject({
      statE: 'Började',
      updatedAt: 71,
    });
  });

  it('builds the statement once per role and set of cells', async () => {
    const build = vi.spyOn(handle.db, 'updateTable');
    const writeOnce = repo.lessonWriter(handle.db, 'sqlite');
    const me = student('active');
    await writeOnce(handle.db, me, 'mine', [cell('statC', '', 'Började')], 60);
    await writeOnce(handle.db, me, 'mine', [cell('statC', 'Började', 'Godkänd')], 61);
    await writeOnce(handle.db, me, 'mine', [cell('statD', '', 'Började')], 62);
    await writeOnce(handle.db, me, 'mine', [cell('statC', 'Godkänd', 'Visad kunskap')], 63);
    await writeOnce(handle.db, supervisor('tor'), 'mine', [cell('statC', 'x', 'Godkänd')], 64);
    expect(build).toHaveBeenCalledTimes(3);
    build.mockRestore();
  });
});
