import type { DrivingNote } from '@ovningskort/domain';
import { describe, expect, it } from 'vitest';
import {
  appendCard,
  applyLessonChange,
  changedValues,
  removeCard,
  settleLessonChange,
  statusChange,
} from './cache.js';

function note(id: string, groupId = 'g1', number = 1): DrivingNote {
  return {
    id,
    groupId,
    studentId: 's1',
    number,
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
  };
}

const list = [note('n1'), note('n2', 'g1', 2), note('n3', 'g2')];

describe('applyLessonChange', () => {
  it('changes only the given fields of the given lesson, in a new list', () => {
    const next = applyLessonChange(list, 'n2', { statB: 'Godkänd', isDone: true });
    expect(next[1]).toEqual({ ...list[1], statB: 'Godkänd', isDone: true });
    expect(next[0]).toBe(list[0]);
    expect(next[2]).toBe(list[2]);
    expect(next).not.toBe(list);
    expect(list[1]!.statB).toBe('');
  });

  it('can set a status back to empty and done back to false', () => {
    const done = applyLessonChange(list, 'n1', { statA: 'Började', isDone: true });
    expect(applyLessonChange(done, 'n1', { statA: '', isDone: false })[0]).toEqual(list[0]);
  });

  it('leaves the list as it was for an unknown lesson', () => {
    expect(applyLessonChange(list, 'nope', { isDone: true })).toEqual(list);
  });
});

describe('changedValues', () => {
  it('answers the current values of just the changed fields', () => {
    const notes = applyLessonChange(list, 'n1', { statA: 'Började' });
    expect(changedValues(notes, 'n1', { statA: 'Godkänd' })).toEqual({ statA: 'Började' });
    expect(changedValues(notes, 'n1', { isDone: true })).toEqual({ isDone: false });
  });

  it('answers nothing for an unknown lesson', () => {
    expect(changedValues(list, 'nope', { isDone: true })).toBeUndefined();
  });
});

describe('settleLessonChange (rolling back a failed save)', () => {
  it('puts back the value from before the change', () => {
    const previous = changedValues(list, 'n1', { statA: 'Godkänd' })!;
    const optimistic = applyLessonChange(list, 'n1', { statA: 'Godkänd' });
    expect(settleLessonChange(optimistic, 'n1', { statA: 'Godkänd' }, previous)).toEqual(list);
  });

  it('puts back a done flag', () => {
    const optimistic = applyLessonChange(list, 'n1', { isDone: true });
    const rolledBack = settleLessonChange(optimistic, 'n1', { isDone: true }, { isDone: false });
    expect(rolledBack[0]!.isDone).toBe(false);
  });

  it('keeps a newer change of the same field made while the failed one was on its way', () => {
    const first = applyLessonChange(list, 'n1', { statA: 'Började' });
    const second = applyLessonChange(first, 'n1', { statA: 'Godkänd' });
    const rolledBack = settleLessonChange(second, 'n1', { statA: 'Började' }, { statA: '' });
    expect(rolledBack[0]!.statA).toBe('Godkänd');
  });

  it('keeps the other fields and lessons changed meanwhile', () => {
    const first = applyLessonChange(list, 'n1', { statA: 'Började' });
    const second = applyLessonChange(first, 'n1', { statB: 'Godkänd' });
    const third = applyLessonChange(second, 'n3', { isDone: true });
    const rolledBack = settleLessonChange(third, 'n1', { statA: 'Började' }, { statA: '' });
    expect(rolledBack[0]).toEqual({ ...list[0], statB: 'Godkänd' });
    expect(rolledBack[2]!.isDone).toBe(true);
  });
});

describe('appendCard and removeCard', () => {
  it('adds a new card at the end', () => {
    const fresh = [note('m1', 'g3'), note('m2', 'g3', 2)];
    expect(appendCard(list, fresh)).toEqual([...list, ...fresh]);
  });

  it('does not list a card twice when it is already there', () => {
    const again = [note('n3', 'g2')];
    expect(appendCard(list, again).filter((n) => n.groupId === 'g2')).toHaveLength(1);
  });

  it('removes every lesson of one card and nothing else', () => {
    expect(removeCard(list, 'g1')).toEqual([list[2]]);
    expect(removeCard(list, 'nope')).toEqual(list);
  });
});

describe('statusChange', () => {
  it('sends only the one status field that changed', () => {
    expect(statusChange('statB', 'Godkänd')).toEqual({ statB: 'Godkänd' });
    expect(statusChange('statE', '')).toEqual({ statE: '' });
  });
});
