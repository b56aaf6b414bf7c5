import { CARD_PARAM } from '../../features/cards/components/selection.js';
import { StudentCardOverview } from '../../features/cards/components/StudentCardOverview.js';
import { SupervisedStudentsPage } from '../../features/supervision/components/SupervisedStudentsPage.js';
import {
  STUDENT_PARAM,
  SupervisorDesktop,
  type StudentOverview,
} from '../../features/supervision/components/SupervisorDesktop.js';
import { useMediaQuery } from '../../lib/use-media-query.js';
import { SupervisedNextSession } from './next-session.js';

/** Where the supervisor's students and the chosen student's whole card are side by side. */
const DESKTOP = '(min-width: 1100px)';

const overview: StudentOverview = (student, notes, headingId) => (
  <StudentCardOverview
    key={student.id}
    studentId={student.id}
    name={student.name}
    notes={notes}
    headingId={headingId}
    cardAddress={(card) =>
      `?${STUDENT_PARAM}=${encodeURIComponent(student.id)}&${CARD_PARAM}=${card}`
    }
    belowCard={(lessons, position) => (
      <SupervisedNextSession
        studentId={student.id}
        lessons={lessons}
        position={position}
        headingLevel={3}
      />
    )}
  />
);

/**
 * `/instructornotes`: the supervisor's students. On a phone, a list of names that open each
 * student's cards; on a desktop, the students with their progress beside the chosen student's
 * whole card (decision 023). The two features meet here, not in each other.
 */
export default function SupervisedStudentsRoute() {
  const desktop = useMediaQuery(DESKTOP);
  return desktop ? <SupervisorDesktop overview={overview} /> : <SupervisedStudentsPage />;
}
