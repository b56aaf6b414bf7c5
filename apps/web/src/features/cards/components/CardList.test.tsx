import { groupCards, SUB_MOMENT_KEYS, type DrivingNote } from '@ovningskort/domain';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CardList } from './CardList.js';
import { cardWithApprovals } from '../../../lib/card-with-approvals.fixture.js';

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

describe('the card list (issue 34: approved is the supervisor’s approval)', () => {
  const render = (lessons: DrivingNote[]) =>
    text(
      renderToStaticMarkup(
        <CardList cards={groupCards(lessons)} selected={0} onSelect={() => undefined} />,
      ),
    );

  it('counts only the sub-moments the supervisor approved, and says so', () => {
    const lessons = cardWithApprovals(['statB']);
    const total = lessons.flatMap((l) => SUB_MOMENT_KEYS.filter((k) => l[k])).length;
    expect(render(lessons)).toContain(`Godkända av handledaren 1 av ${total}`);
  });

  it('counts none of the learner’s own assessments', () => {
    expect(render(cardWithApprovals([]))).toMatch(/Godkända av handledaren 0 av \d+/);
  });
});
