import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openTemporarySqlite } from '../../../test/support/sqlite-database.js';
import type { DatabaseHandle } from '../../db/connect.js';
import * as repo from './repository.js';

describe('lessonChanger: the one statement that changes a lesson', () => {
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

  it('changes exactly the columns of each call, whichever sets came before', async () => {
    const change = repo.lessonChanger(handle.db, 'sqlite');
    const update = (id: string, studentId: string, changes: repo.NoteChanges) =>
      change({ role: 'student', id: studentId }, id, changes);
    const first = await update('mine', 'active', { statA: 'Började', updatedAt: 10 });
    expect(first).toMatchObject({ statA: 'Började', statB: '', isDone: 0, version: 1 });

    const second = await update('mine', 'active', { statB: 'Godkänd', updatedAt: 20 });
    expect(second).toMatchObject({ statA: 'Började', statB: 'Godkänd', updatedAt: 20 });

    const third = await update('mine', 'active', { updatedAt: 30, isDone: 1, statA: 'Godkänd' });
    expect(third).toMatchObject({ statA: 'Godkänd', statB: 'Godkänd', isDone: 1, version: 3 });

    const again = await update('mine', 'active', { statA: 'Visad kunskap', updatedAt: 40 });
    expect(again).toEqual({
      ...third,
      statA: 'Visad kunskap',
      updatedAt: 40,
      version: 4,
    });
    const stored = await repo.findNote(handle.db, 'mine');
    expect(stored).toEqual(again);
  });

  it('changes nothing of another student or of a student who is not activated', async () => {
    const change = repo.lessonChanger(handle.db, 'sqlite');
    const update = (id: string, studentId: string, changes: repo.NoteChanges) =>
      change({ role: 'student', id: studentId }, id, changes);
    expect(await update('mine', 'inactive', { statA: 'Godkänd', updatedAt: 50 })).toBeUndefined();
    expect(await update('theirs', 'active', { statA: 'Godkänd', updatedAt: 50 })).toBeUndefined();
    expect(await update('theirs', 'inactive', { statA: 'Godkänd', updatedAt: 50 })).toBeUndefined();
    const theirs = await repo.findNote(handle.db, 'theirs');
    expect(theirs).toMatchObject({ statA: '', version: 0, updatedAt: 1 });
  });

  it('lets the supervisor linked to the student write, in the same statement', async () => {
    const change = repo.lessonChanger(handle.db, 'sqlite');
    const supervisor = (id: string) => ({ role: 'supervisor' as const, id });
    const before = (await repo.findNote(handle.db, 'mine'))!;
    const row = await change(supervisor('tor'), 'mine', { statE: 'Godkänd', updatedAt: 70 });
    expect(row).toMatchObject({ statE: 'Godkänd', version: before.version + 1 });
    // With the card's group named, only a lesson of that card.
    expect(
      await change(supervisor('tor'), 'mine', { statE: 'Började', updatedAt: 71 }, 'card-active'),
    ).toMatchObject({ statE: 'Började' });
    expect(
      await change(supervisor('tor'), 'mine', { statE: 'Godkänd', updatedAt: 72 }, 'card-other'),
    ).toBeUndefined();
    // Not linked to this student, or not activated: nothing changes.
    expect(await change(supervisor('stranger'), 'mine', { statE: 'Godkänd' })).toBeUndefined();
    expect(await change(supervisor('asleep'), 'theirs', { statE: 'Godkänd' })).toBeUndefined();
    expect(await change(supervisor('active'), 'mine', { statE: 'Godkänd' })).toBeUndefined();
    // A student's id is never a supervisor's, and the other way round.
    expect(
      await change({ role: 'student', id: 'tor' }, 'mine', { statE: 'Godkänd' }),
    ).toBeUndefined();
    expect(await repo.findNote(handle.db, 'mine')).toMatchObject({
      statE: 'Började',
      updatedAt: 71,
    });
  });

  it('builds the statement once per role and set of columns', async () => {
    const build = vi.spyOn(handle.db, 'updateTable');
    const change = repo.lessonChanger(handle.db, 'sqlite');
    const student = { role: 'student' as const, id: 'active' };
    await change(student, 'mine', { statC: 'Började', updatedAt: 60 });
    await change(student, 'mine', { updatedAt: 61, statC: 'Godkänd' });
    await change(student, 'mine', { statD: 'Började', updatedAt: 62 });
    await change(student, 'mine', { statC: 'Visad kunskap', updatedAt: 63 });
    await change({ role: 'supervisor', id: 'tor' }, 'mine', { statC: 'Godkänd', updatedAt: 64 });
    expect(build).toHaveBeenCalledTimes(3);
    build.mockRestore();
  });
});
