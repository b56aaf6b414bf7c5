import { describe, expect, it } from 'vitest';
import { indexAfterRemoval, indexFromParam } from './selection.js';

describe('indexFromParam', () => {
  it('turns the 1-based position of the address into an index', () => {
    expect(indexFromParam('1', 15)).toBe(0);
    expect(indexFromParam('15', 15)).toBe(14);
  });

  it('starts at the first when the address says nothing or nonsense', () => {
    expect(indexFromParam(null, 15)).toBe(0);
    expect(indexFromParam('', 15)).toBe(0);
    expect(indexFromParam('abc', 15)).toBe(0);
    expect(indexFromParam('-3', 15)).toBe(0);
    expect(indexFromParam('2.5', 15)).toBe(0);
  });

  it('keeps a position out of range inside the list', () => {
    expect(indexFromParam('0', 15)).toBe(0);
    expect(indexFromParam('99', 15)).toBe(14);
    expect(indexFromParam('3', 2)).toBe(1);
  });

  it('answers 0 for an empty list', () => {
    expect(indexFromParam('4', 0)).toBe(0);
  });
});

describe('indexAfterRemoval', () => {
  it('stays on the same card when an earlier card is deleted', () => {
    expect(indexAfterRemoval(3, 1)).toBe(2);
  });

  it('keeps the index when a later card or the selected card itself is deleted', () => {
    expect(indexAfterRemoval(1, 3)).toBe(1);
    expect(indexAfterRemoval(2, 2)).toBe(2);
  });
});
