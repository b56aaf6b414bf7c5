import type { DrivingNote } from '@ovningskort/domain';
import { describe, expect, it } from 'vitest';
import { appendCard, removeCard, statusChange } from './cache.js';

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
