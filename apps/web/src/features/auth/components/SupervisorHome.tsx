import { messages, type Supervisor } from '@ovningskort/domain';
import type { ReactNode } from 'react';
import { authScreens } from '../../../copy/auth.js';
import { ButtonLink } from '../../../components/Button.js';
import { LogoutButton } from './LogoutButton.js';
import { GuideLinks } from '../../../components/GuideLinks.js';
import { Page, pageStyles } from '../../../components/Page.js';
import { paths } from '../../../config/paths.js';
import { useLogout } from '../api/logout.js';
import { lastPlace } from '../../../lib/last-place.js';
import { ActivationNotice } from './ActivationNotice.js';
import { ContinueLink } from './ContinueLink.js';
import { accountKey } from '../../../lib/account-key.js';

const t = authScreens.supervisorHome;

/**
 * Hem for a logged-in supervisor (spec §2 'Home (supervisor)'). `queue`: what waits for them
 * (the drive log's "3 körningar väntar på din bekräftelse", issue 34), shown once activated.
 */
export function SupervisorHome({
  supervisor,
  queue,
}: {
  supervisor: Supervisor;
  queue?: ReactNode;
}) {
  const logout = useLogout('teacher');

  return (
    <Page title={messages.screens.home.greeting(supervisor.name)}>
      {!supervisor.isActivated ? <ActivationNotice role="teacher" /> : null}
      <p>{t.lead}</p>
      {supervisor.isActivated ? queue : null}
      <nav aria-label={t.lead} className={pageStyles.actions}>
        {supervisor.isActivated ? (
          <>
            <ContinueLink role="teacher" id={supervisor.id} />
            <ButtonLink
              to={paths.supervisorNotes}
              variant={lastPlace(accountKey('teacher', supervisor.id)) ? 'secondary' : 'primary'}
              block
            >
              {t.notes}
            </ButtonLink>
          </>
        ) : null}
        <ButtonLink to={paths.settingsSupervisor} variant="secondary" block>
          {t.settings}
        </ButtonLink>
      </nav>
      <GuideLinks variant="section" />
      <LogoutButton onLogout={() => logout.mutate()} busy={logout.isPending} />
    </Page>
  );
}
