import type { DrivingNote } from '@ovningskort/domain';
import { describe, expect, it } from 'vitest';
import { replaceLesson } from './live-cards.js';

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

describe('replaceLesson', () => {
  it('replaces that lesson with the one from the server, leaving the others', () => {
    const incoming = note('n2', { number: 2, statB: 'Godkänd', isDone: true });
    const next = replaceLesson(list, incoming, []);
    expect(next[1]).toEqual(incoming);
    expect(next[0]).toBe(list[0]);
    expect(next).not.toBe(list);
  });

  it('keeps the shown value of a field whose own save is still on its way', () => {
    const shown = [note('n1', { statA: 'Började', isDone: true }), list[1]!];
    const incoming = note('n1', { statA: 'Godkänd', statB: 'Visad kunskap', isDone: false });
    const next = replaceLesson(shown, incoming, [{ id: 'n1', changes: { statA: 'Började' } }]);
    expect(next[0]).toEqual(
      note('n1', { statA: 'Började', statB: 'Visad kunskap', isDone: false }),
    );
  });

  it('keeps the done flag while its save is on its way', () => {
    const shown = [note('n1', { isDone: true }), list[1]!];
    const incoming = note('n1', { statC: 'Godkänd' });
    const next = replaceLesson(shown, incoming, [{ id: 'n1', changes: { isDone: true } }]);
    expect(next[0]).toEqual(note('n1', { statC: 'Godkänd', isDone: true }));
  });

  it('ignores saves on their way for other lessons', () => {
    const incoming = note('n1', { statA: 'Godkänd' });
    const next = replaceLesson(list, incoming, [{ id: 'n2', changes: { statA: 'Visad kunskap' } }]);
    expect(next[0]).toEqual(incoming);
  });

  it('leaves the list as it is for a lesson it does not hold', () => {
    expect(replaceLesson(list, note('other'), [])).toEqual(list);
  });
});
