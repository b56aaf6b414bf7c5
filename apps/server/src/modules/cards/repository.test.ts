import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openTemporarySqlite } from '../../../test/support/sqlite-database.js';
import type { DatabaseHandle } from '../../db/connect.js';
import * as repo from './repository.js';

describe('ownNoteUpdater', () => {
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
    const update = repo.ownNoteUpdater(handle.db);
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
    const update = repo.ownNoteUpdater(handle.db);
    expect(await update('mine', 'inactive', { statA: 'Godkänd', updatedAt: 50 })).toBeUndefined();
    expect(await update('theirs', 'active', { statA: 'Godkänd', updatedAt: 50 })).toBeUndefined();
    expect(await update('theirs', 'inactive', { statA: 'Godkänd', updatedAt: 50 })).toBeUndefined();
    const theirs = await repo.findNote(handle.db, 'theirs');
    expect(theirs).toMatchObject({ statA: '', version: 0, updatedAt: 1 });
  });

  it('builds the statement once per set of columns', async () => {
    const build = vi.spyOn(handle.db, 'updateTable');
    const update = repo.ownNoteUpdater(handle.db);
    await update('mine', 'active', { statC: 'Började', updatedAt: 60 });
    await update('mine', 'active', { updatedAt: 61, statC: 'Godkänd' });
    await update('mine', 'active', { statD: 'Började', updatedAt: 62 });
    await update('mine', 'active', { statC: 'Visad kunskap', updatedAt: 63 });
    expect(build).toHaveBeenCalledTimes(2);
    build.mockRestore();
  });
});
