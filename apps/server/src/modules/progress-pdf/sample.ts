import {
  DRIVE_CONDITIONS,
  DRIVE_ROADS,
  LESSONS,
  SUB_MOMENT_KEYS,
  statusKeyOf,
  type Drive,
} from '@ovningskort/domain';
import type { ReportInput } from './report.js';
import type { CommentRow, HistoryRow, LessonRow } from './repository.js';

/**
 * A made-up student with `cards` whole cards (every status set, history and comments on them)
 * and `drives` drives: what the layout's tests and the bench draw (decision 021).
 */
export function sampleInput(options: { cards: number; drives: number; now: number }): ReportInput {
  const { now } = options;
  const statuses = ['Godkänd', 'Visad kunskap', 'Började', ''] as const;
  const lessons: LessonRow[] = [];
  const history: HistoryRow[] = [];
  const comments: CommentRow[] = [];
  const numbers = [1, 2, 3, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16] as const;
  for (let card = 0; card < options.cards; card += 1) {
    const groupId = `card-${String(card).padStart(2, '0')}`;
    numbers.forEach((number, at) => {
      const lesson = LESSONS[number];
      const id = `${groupId}-lesson-${number}`;
      const row = {
        id,
        groupId,
        number,
        nytitle: lesson.title,
        isDone: (at % 2) as 0 | 1,
      } as LessonRow;
      SUB_MOMENT_KEYS.forEach((key, k) => {
        const moment = lesson.subMoments[k];
        row[key] = moment ? moment.manual : null;
        const status = moment ? statuses[(at + k) % statuses.length]! : '';
        row[statusKeyOf(key)] = status;
        if (moment && status) {
          history.push({
            lessonId: id,
            field: statusKeyOf(key),
            toValue: status,
            byRole: status === 'Godkänd' ? 'supervisor' : 'student',
            byName: status === 'Godkänd' ? 'Tor Handledare' : 'Åsa Ängström-Öberg',
            at: now - (card * 15 + at) * 3_600_000 - k * 60_000,
            madeAt: null,
            deviceTimeRejected: 0,
          });
        }
        if (moment && k % 3 === 0) {
          comments.push({
            lessonId: id,
            subMoment: key,
            body: `Övade ${moment.manual.toLowerCase()} på gården – nästa gång på större väg med mer trafik.`,
            byRole: k % 2 === 0 ? 'supervisor' : 'student',
            byName: k % 2 === 0 ? 'Tor Handledare' : 'Åsa Ängström-Öberg',
            createdAt: now - (card * 15 + at) * 3_600_000,
            updatedAt: now - (card * 15 + at) * 3_600_000,
            madeAt: null,
            deviceTimeRejected: 0,
          });
        }
      });
      if (row.isDone) {
        history.push({
          lessonId: id,
          field: 'isDone',
          toValue: '1',
          byRole: 'student',
          byName: 'Åsa Ängström-Öberg',
          at: now - (card * 15 + at) * 3_600_000,
          madeAt: null,
          deviceTimeRejected: 0,
        });
      }
      comments.push({
        lessonId: id,
        subMoment: null,
        body: 'Bra lektion. Fortsätt öva på det här innan nästa körlektion på trafikskolan.',
        byRole: 'student',
        byName: 'Åsa Ängström-Öberg',
        createdAt: now - (card * 15 + at) * 3_600_000,
        updatedAt: now - (card * 15 + at) * 3_600_000 + 60_000,
        madeAt: null,
        deviceTimeRejected: 0,
      });
      lessons.push(row);
    });
  }
  history.sort((a, b) => b.at - a.at);
  // As the repository reads them: the oldest first.
  comments.sort((a, b) => a.createdAt - b.createdAt);
  const day = 86_400_000;
  const drives: Drive[] = Array.from({ length: options.drives }, (_, i) => {
    const at = now - (i + 1) * 2 * day;
    return {
      id: `drive-${i}`,
      studentId: 'student',
      date: new Date(at).toISOString().slice(0, 10),
      startTime: `${String(7 + (i % 14)).padStart(2, '0')}:${i % 2 === 0 ? '00' : '30'}`,
      minutes: 20 + (i % 90),
      km: i % 7 === 0 ? null : ((i * 37) % 800) / 10,
      supervisedBy:
        i % 5 === 0
          ? { kind: 'school', name: 'Trafikskolan Syd' }
          : i % 5 === 1
            ? { kind: 'other', name: 'Mamma' }
            : { kind: 'supervisor', name: 'Tor Handledare' },
      conditions: DRIVE_CONDITIONS.filter((_, c) => (i + c) % 3 === 0),
      roads: DRIVE_ROADS.filter((_, r) => (i + r) % 2 === 0),
      traffic: i % 3 === 0 ? 'dense' : 'calm',
      lessons: [1 + (i % 15)],
      note: '',
      addedBy: 'student',
      confirmed: i % 3 === 0 ? null : { at, by: 'tor', byName: 'Tor Handledare' },
      createdAt: at,
      updatedAt: at,
      madeAt: at,
      receivedAt: at,
    };
  });
  return {
    now,
    student: { name: 'Åsa', surname: 'Ängström-Öberg' },
    supervisor: { name: 'Tor', surname: 'Handledare' },
    lessons,
    history,
    comments,
    drives,
  };
}
