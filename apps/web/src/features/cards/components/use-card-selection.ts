import type { CardGroup, DrivingNote } from '@ovningskort/domain';
import { useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { paths, supervisorStudentNotesPath } from '../../../config/paths.js';
import { accountKey } from '../../../lib/account-key.js';
import { lastLessonOf, lastPlace, recordPlace } from '../../../lib/last-place.js';
import { useSession } from '../../../lib/session.js';
import type { CardsScope } from '../api/scope.js';
import { CARD_PARAM, indexFromParam, LESSON_PARAM } from './selection.js';

/** Whose cards these are, for remembering where the person was (see last-place.ts). */
export interface PlaceOwner {
  /** The account: its last place is Hem's "Fortsätt". */
  account: string;
  /** The account's places on these cards (the supervisor's are per student). */
  owner: string;
  /** The page of these cards. */
  path: string;
  studentName?: string;
}

/**
 * Whose places these cards are: the student's own, or the signed-in supervisor's of one
 * student (per student, and the last of all of them for Hem). Null before the session is known.
 */
export function usePlaceOwner(scope: CardsScope, studentName?: string): PlaceOwner | null {
  const now = useSession();
  const id = scope.role === 'student' ? now.student?.id : now.supervisor?.id;
  const studentId = scope.role === 'supervisor' ? scope.studentId : undefined;
  return useMemo(() => {
    if (!id) return null;
    if (studentId === undefined) {
      const account = accountKey('student', id);
      return { account, owner: account, path: paths.notes };
    }
    const account = accountKey('teacher', id);
    return {
      account,
      owner: `${account}:${studentId}`,
      path: supervisorStudentNotesPath(studentId),
      studentName,
    };
  }, [id, studentId, studentName]);
}

/**
 * The card and lesson shown, kept in the address (see selection.ts), and a way to move. Without
 * a card in the address, the card and lesson last used open; a card chosen without a lesson
 * opens at its lesson last used. Every place shown is remembered.
 */
export function useCardSelection(
  cards: readonly CardGroup<DrivingNote>[],
  place: PlaceOwner | null,
) {
  const [params, setParams] = useSearchParams();
  const remembered = place && !params.has(CARD_PARAM) ? lastPlace(place.owner) : undefined;
  const rememberedIndex = remembered
    ? cards.findIndex((card) => card.groupId === remembered.groupId)
    : -1;
  const cardIndex =
    rememberedIndex >= 0 ? rememberedIndex : indexFromParam(params.get(CARD_PARAM), cards.length);
  const card = cards[cardIndex];
  const lessonIndex = indexFromParam(
    rememberedIndex >= 0 && !params.has(LESSON_PARAM)
      ? String(remembered!.lesson)
      : params.get(LESSON_PARAM),
    card?.lessons.length ?? 0,
  );

  const groupId = card?.groupId;
  const title = card?.lessons[lessonIndex]?.nytitle;
  // Only when the place changes (not at every change of a status): it writes to the disk.
  useEffect(() => {
    if (!place || groupId === undefined || title === undefined) return;
    const here = {
      groupId,
      card: cardIndex + 1,
      lesson: lessonIndex + 1,
      title,
      path: place.path,
      studentName: place.studentName,
    };
    recordPlace(place.owner, here);
    if (place.account !== place.owner) recordPlace(place.account, here);
  }, [place, groupId, title, cardIndex, lessonIndex]);

  function show(nextCard: number, nextLesson?: number) {
    const groupId = cards[nextCard]?.groupId;
    const lessonPosition =
      nextLesson !== undefined
        ? nextLesson + 1
        : ((place && groupId && lastLessonOf(place.owner, groupId)) ?? 1);
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set(CARD_PARAM, String(nextCard + 1));
        next.set(LESSON_PARAM, String(lessonPosition));
        return next;
      },
      { replace: true },
    );
  }

  return { cardIndex, lessonIndex, show };
}
export type CardSelection = ReturnType<typeof useCardSelection>;
