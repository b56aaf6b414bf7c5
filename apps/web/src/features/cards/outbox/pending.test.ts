import type { DrivingNote, LessonChange } from '@ovningskort/domain';
import { describe, expect, it } from 'vitest';
import {
  cellChanges,
  cellKey,
  pendingCells,
  withAppliedChange,
  withLesson,
  withPending,
} from './pending.js';

function note(id: string, values: Partial<DrivingNote> = {}): DrivingNote {
  return {
    id,
    groupId: 'g1',
    studentId: 's1',
    number: 1,
    nytitle: 'Säkerhetskontroll',
    isDone: false,
    catA: 'Däck och hjul',
    catB: 'Lampor och reflexer',
    statA: '',
    statB: '',
    statC: '',
    statD: '',
    statE: '',
    statF: '',
    statG: '',
    statH: '',
    statI: '',
    ...values,
  };
}

const list = [note('n1'), note('n2', { number: 2 })];

describe('withPending', () => {
  it('shows the waiting changes on top of what the server holds, the last one winning', () => {
    const pending: LessonChange[] = [
      { id: 'c1', lessonId: 'n1', field: 'statA', from: '', to: 'Började' },
      { id: 'c2', lessonId: 'n1', field: 'statA', from: 'Började', to: 'Godkänd' },
      { id: 'c3', lessonId: 'n2', field: 'isDone', from: false, to: true },
    ];
    const shown = withPending(list, pending);
    expect(shown[0]).toEqual(note('n1', { statA: 'Godkänd' }));
    expect(shown[1]).toEqual(note('n2', { number: 2, isDone: true }));
    expect(list[0]!.statA).toBe('');
  });

  it('answers the same list when nothing waits, and leaves lessons without changes alone', () => {
    expect(withPending(list, [])).toBe(list);
    const shown = withPending(list, [
      { id: 'c1', lessonId: 'n2', field: 'statB', from: '', to: 'Godkänd' },
    ]);
    expect(shown[0]).toBe(list[0]);
  });
});

describe('withPending and the supervisor’s approvals (issue 34)', () => {
  it('takes a waiting change’s cell out of the approvals until the server says whose it is', () => {
    const approved = [
      note('n1', { statA: 'Godkänd', statB: 'Godkänd', approvedBySupervisor: ['statA', 'statB'] }),
    ];
    const pending: LessonChange[] = [
      { id: 'c1', lessonId: 'n1', field: 'statA', from: 'Godkänd', to: 'Började' },
      { id: 'c2', lessonId: 'n1', field: 'statA', from: 'Började', to: 'Godkänd' },
    ];
    expect(withPending(approved, pending)[0]).toMatchObject({
      statA: 'Godkänd',
      approvedBySupervisor: ['statB'],
    });
    // A lesson from a server older than the approvals gets none.
    expect(withPending(list, pending)[0]).not.toHaveProperty('approvedBySupervisor');
  });
});

describe('pendingCells', () => {
  it('names each waiting cell once', () => {
    const cells = pendingCells([
      { id: 'c1', lessonId: 'n1', field: 'statA', from: '', to: 'Började' },
      { id: 'c2', lessonId: 'n1', field: 'statA', from: 'Började', to: 'Godkänd' },
      { id: 'c3', lessonId: 'n1', field: 'isDone', from: false, to: true },
    ]);
    expect([...cells]).toEqual([cellKey('n1', 'statA'), cellKey('n1', 'isDone')]);
  });
});

describe('the server’s answers in the cache', () => {
  it('sets the cell of an applied change', () => {
    const next = withAppliedChange(list, {
      id: 'c1',
      lessonId: 'n2',
      field: 'statC',
      from: '',
      to: 'Visad kunskap',
    });
    expect(next[1]!.statC).toBe('Visad kunskap');
    expect(next[0]).toBe(list[0]);
  });

  it('replaces a lesson with the server’s, and ignores one not in the list', () => {
    const incoming = note('n1', { statB: 'Godkänd', isDone: true });
    expect(withLesson(list, incoming)[0]).toEqual(incoming);
    expect(withLesson(list, note('n9'))).toEqual(list);
  });
});

describe('cellChanges', () => {
  const ids = () => {
    let n = 0;
    return () => `id${++n}`;
  };

  it('makes one change per changed cell, from the value shown', () => {
    const shown = note('n1', { statB: 'Började' });
    expect(cellChanges(shown, { statB: 'Godkänd', isDone: true }, {}, ids())).toEqual([
      { id: 'id1', lessonId: 'n1', field: 'isDone', from: false, to: true },
      { id: 'id2', lessonId: 'n1', field: 'statB', from: 'Började', to: 'Godkänd' },
    ]);
  });

  it('makes none for a value the cell already shows', () => {
    expect(cellChanges(note('n1', { statA: 'Godkänd' }), { statA: 'Godkänd' }, {}, ids())).toEqual(
      [],
    );
  });

  it('sends a "Godkänd" the cell shows when it is reaffirmed (the supervisor approving it, issue 34)', () => {
    const shown = note('n1', { statA: 'Godkänd', statB: 'Började' });
    expect(cellChanges(shown, { statA: 'Godkänd' }, { reaffirm: true }, ids())).toEqual([
      { id: 'id1', lessonId: 'n1', field: 'statA', from: 'Godkänd', to: 'Godkänd' },
    ]);
    // Only an approval is reaffirmed: any other status the cell shows is not sent again.
    expect(cellChanges(shown, { statB: 'Började' }, { reaffirm: true }, ids())).toEqual([]);
  });
});
