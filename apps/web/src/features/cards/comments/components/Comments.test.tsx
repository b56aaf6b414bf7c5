import type { CardComment } from '@ovningskort/domain';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { CommentsOfLesson, ShownComment } from '../use-comments.js';
import { Comments } from './Comments.js';

const comment = (changes: Partial<CardComment>): ShownComment => ({
  id: 'c1',
  groupId: 'g1',
  lessonId: 'l1',
  lesson: 3,
  subMoment: null,
  body: 'Öva mer på vänstersväng.',
  by: { role: 'supervisor', name: 'Tor Handledare' },
  mine: false,
  mayDelete: false,
  createdAt: 100,
  updatedAt: 100,
  madeAt: 100,
  pending: false,
  ...changes,
});

/** The comments of one place as the card screen gives them to the component. */
const ofLesson = (list: ShownComment[]): CommentsOfLesson => ({
  read: list,
  of: () => list,
  save: () => undefined,
  remove: () => undefined,
});

/** Each comment's text with the names of its buttons (their visible words). */
function commentsShown(list: ShownComment[]): [string, string[]][] {
  const html = renderToStaticMarkup(
    <Comments comments={ofLesson(list)} lessonId="l1" place="lesson" about="lektionen" />,
  );
  return [...html.matchAll(/<li[^>]*data-comment[^>]*>(.*?)<\/li>/g)].map(([, inner = '']) => [
    /<p[^>]*>(.*?)<\/p>/.exec(inner)?.[1] ?? '',
    [...inner.matchAll(/<button type="button"[^>]*>(.*?)<span/g)].map(([, name = '']) => name),
  ]);
}

describe('the comments on a lesson (security round 3: the card’s student deletes any of them)', () => {
  it('offers the card’s student "Ta bort" on every comment of their card, "Ändra" only on their own', () => {
    expect(
      commentsShown([
        comment({ id: 'a', body: 'Från handledaren', mayDelete: true }),
        comment({
          id: 'b',
          body: 'Från en tidigare handledare',
          by: { role: 'supervisor', name: 'Tidigare Handledare' },
          mayDelete: true,
        }),
        comment({
          id: 'c',
          body: 'Min egen',
          by: { role: 'student', name: 'Ines Elev' },
          mine: true,
          mayDelete: true,
        }),
      ]),
    ).toEqual([
      ['Från handledaren', ['Ta bort']],
      ['Från en tidigare handledare', ['Ta bort']],
      ['Min egen', ['Ändra', 'Ta bort']],
    ]);
  });

  it('offers a supervisor nothing on the student’s comments, and both on their own', () => {
    expect(
      commentsShown([
        comment({ id: 'a', body: 'Elevens', by: { role: 'student', name: 'Ines Elev' } }),
        comment({ id: 'b', body: 'Min', mine: true, mayDelete: true }),
      ]),
    ).toEqual([
      ['Elevens', []],
      ['Min', ['Ändra', 'Ta bort']],
    ]);
  });
});

describe('when a comment was written (issue 34)', () => {
  const at = (hour: number) => new Date(2026, 10, 24, hour, 0).getTime();
  const metaOf = (shown: ShownComment) => {
    const html = renderToStaticMarkup(
      <Comments comments={ofLesson([shown])} lessonId="l1" place="lesson" about="lektionen" />,
    );
    return /<p[^>]*class="[^"]*meta[^"]*"[^>]*>(.*?)<\/p>/.exec(html)?.[1] ?? '';
  };

  it('dates a comment written offline when it was written, and says when it was sent', () => {
    const meta = metaOf(comment({ madeAt: at(10), createdAt: at(12), updatedAt: at(12) }));
    expect(meta).toContain('24 nov. 10:00 (gjord utan nät, skickad 24 nov. 12:00)');
  });

  it('says nothing more of a comment sent as it was written', () => {
    const meta = metaOf(comment({ madeAt: at(10), createdAt: at(10), updatedAt: at(10) }));
    expect(meta).toContain('24 nov. 10:00');
    expect(meta).not.toContain('utan nät');
  });
});
