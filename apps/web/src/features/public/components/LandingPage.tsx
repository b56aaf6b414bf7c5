import { messages } from '@ovningskort/domain';
import { ButtonLink } from '../../../components/Button.js';
import { Page } from '../../../components/Page.js';
import { paths } from '../../../config/paths.js';

const t = messages.screens.landing;

/** The start page for a visitor; a supervisor who is logged in is sent to their login. */
export function LandingPage({ supervisorLoggedIn }: { supervisorLoggedIn: boolean }) {
  return (
    <Page title={t.title}>
      <p>{t.lead}</p>
      <ButtonLink to={supervisorLoggedIn ? paths.supervisorLogin : paths.login} block>
        {t.enter}
      </ButtonLink>
    </Page>
  );
}
