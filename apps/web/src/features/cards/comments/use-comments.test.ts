import type { CardComment } from '@ovningskort/domain';
import { describe, expect, it } from 'vitest';
import type { CommentChange } from '../../../lib/outbox/outbox-storage.js';
import { othersCommentsSince, withPendingComments } from './use-comments.js';

const comment = (changes: Partial<CardComment>): CardComment => ({
  id: 'c1',
  groupId: 'g1',
  lessonId: 'l1',
  lesson: 3,
  subMoment: 'catA',
  body: 'Öva mer på vänstersväng.',
  by: { role: 'supervisor', name: 'Tor Handledare' },
  mine: false,
  mayDelete: false,
  createdAt: 100,
  updatedAt: 100,
  madeAt: 100,
  ...changes,
});

const put = (
  commentId: string,
  body: string,
  subMoment: 'catA' | null = 'catA',
): CommentChange => ({
  kind: 'comment',
  id: `change-${commentId}-${body}`,
  commentId,
  groupId: 'g1',
  op: 'put',
  input: { lessonId: 'l1', subMoment, body },
  byName: 'Ines Elev',
});

describe('the comments as they are shown', () => {
  it('shows the server’s comments with the writer’s waiting changes on top, in the order written', () => {
    const server = [
      comment({}),
      comment({ id: 'c2', createdAt: 200, mine: true, by: { role: 'student', name: 'Ines Elev' } }),
    ];
    const shown = withPendingComments(
      server,
      [
        put('c2', '  Ändrad text  '),
        put('new', 'Ny kommentar', null),
        { kind: 'comment', id: 'x', commentId: 'c1', groupId: 'g1', op: 'delete' },
      ],
      'student',
    );
    expect(shown.map((c) => [c.id, c.body, c.pending, c.mine])).toEqual([
      ['c2', 'Ändrad text', true, true],
      ['new', 'Ny kommentar', true, true],
    ]);
    // A new one is the writer's, named as they are now, until the server has it.
    expect(shown[1]).toMatchObject({
      by: { role: 'student', name: 'Ines Elev' },
      subMoment: null,
      lessonId: 'l1',
    });
    // A changed one keeps who wrote it and when.
    expect(shown[0]).toMatchObject({ createdAt: 200, by: { name: 'Ines Elev' } });
  });

  it('shows the server’s as they are when nothing waits', () => {
    const server = [comment({})];
    expect(withPendingComments(server, [], 'supervisor')).toEqual([
      { ...server[0], pending: false },
    ]);
  });
});

describe('the other person’s new comments', () => {
  it('are those not mine written after the newest seen, none on the first read', () => {
    const old = comment({ createdAt: 100 });
    const mine = comment({ id: 'm', createdAt: 300, mine: true });
    const theirs = comment({ id: 't', createdAt: 400 });
    expect(othersCommentsSince([old, mine, theirs], undefined)).toEqual([]);
    expect(othersCommentsSince([old, mine, theirs], 100)).toEqual([theirs]);
    expect(othersCommentsSince([old, mine, theirs], 400)).toEqual([]);
  });
});
