import { messages, type Student } from '@ovningskort/domain';
import type { ReactNode } from 'react';
import { ButtonLink } from '../../../components/Button.js';
import { GuideLinks } from '../../../components/GuideLinks.js';
import { Page, pageStyles } from '../../../components/Page.js';
import { paths } from '../../../config/paths.js';
import { useLogout } from '../api/logout.js';
import { lastPlace } from '../../../lib/last-place.js';
import { ActivationNotice } from './ActivationNotice.js';
import { ContinueLink } from './ContinueLink.js';
import { LogoutButton } from './LogoutButton.js';
import { accountKey } from '../../../lib/account-key.js';
import { readinessScreens } from '../../../copy/readiness.js';
import { selfAssessmentScreens } from '../../../copy/self-assessment.js';

const t = messages.screens.home;

/**
 * Hem for a logged-in student (spec §2 'Home (student)'). `nudge`: what another feature asks
 * the student to do now (the drive log's "Ni har inte kört på 9 dagar"), shown once activated.
 * "Erbjudanden" is left out until it has content, and "Logga ut" is not among the main
 * actions (issue 35, decision 011).
 */
export function StudentHome({
  student,
  nudge,
  suggestion,
  supervisor,
}: {
  student: Student;
  nudge: ReactNode;
  /** After the student's actions, once activated: the coach's "Förslag till nästa pass". */
  suggestion?: ReactNode;
  /**
   * The way to the supervisor (from the supervision feature): "Lägg till handledare", or their
   * name with "Ändra" once linked; `primary` while nothing on the card is to be continued.
   */
  supervisor: (primary: boolean) => ReactNode;
}) {
  const logout = useLogout('student');
  const continuing = student.isActivated && Boolean(lastPlace(accountKey('student', student.id)));

  return (
    <Page title={t.greeting(student.name)}>
      {!student.isActivated ? <ActivationNotice role="student" /> : null}
      <p>{t.lead}</p>
      {student.isActivated ? nudge : null}
      <nav aria-label={t.lead} className={pageStyles.actions}>
        {student.isActivated ? (
          <>
            <ContinueLink role="student" id={student.id} />
            <ButtonLink to={paths.notes} variant={continuing ? 'secondary' : 'primary'} block>
              {t.notes}
            </ButtonLink>
            <ButtonLink to={paths.driveLog} variant="secondary" block>
              {t.driveLog}
            </ButtonLink>
            <ButtonLink to={paths.readiness} variant="secondary" block>
              {readinessScreens.link}
            </ButtonLink>
            <ButtonLink to={paths.selfAssessment} variant="secondary" block>
              {selfAssessmentScreens.menu}
            </ButtonLink>
            {supervisor(!continuing)}
          </>
        ) : null}
        <ButtonLink to={paths.settings} variant="secondary" block>
          {t.settings}
        </ButtonLink>
      </nav>
      {student.isActivated ? suggestion : null}
      <GuideLinks variant="section" />
      <LogoutButton onLogout={() => logout.mutate()} busy={logout.isPending} />
    </Page>
  );
}
