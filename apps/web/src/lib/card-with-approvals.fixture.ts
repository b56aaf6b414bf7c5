/** Test data (issue 34): not part of the app. */
import { cardTemplate, SUB_MOMENT_KEYS, statusKeyOf, type DrivingNote } from '@ovningskort/domain';

/**
 * A whole manual card as the API sends it: the first lesson's first two sub-moments 'Godkänd',
 * the first by the learner herself, the second by the supervisor (`approvedBySupervisor`).
 */
export function cardWithApprovals(
  approvedBySupervisor?: DrivingNote['approvedBySupervisor'],
): DrivingNote[] {
  return cardTemplate(false).map((lesson, at) => {
    const note = {
      id: `l${at + 1}`,
      groupId: 'g1',
      studentId: 's1',
      number: lesson.number,
      nytitle: lesson.nytitle,
      isDone: false,
      ...lesson.headings,
      statA: '',
      statB: '',
      statC: '',
      statD: '',
      statE: '',
      statF: '',
      statG: '',
      statH: '',
      statI: '',
    } as DrivingNote;
    if (at === 0) {
      const [first, second] = SUB_MOMENT_KEYS.filter((key) => lesson.headings[key]);
      note[statusKeyOf(first!)] = 'Godkänd';
      note[statusKeyOf(second!)] = 'Godkänd';
      if (approvedBySupervisor) note.approvedBySupervisor = approvedBySupervisor;
    } else if (approvedBySupervisor) {
      note.approvedBySupervisor = [];
    }
    return note;
  });
}
