import { messages } from '@ovningskort/domain';
import { Link } from '../../../components/Link.js';
import { ButtonLink } from '../../../components/Button.js';
import { Page, pageStyles } from '../../../components/Page.js';
import { paths } from '../../../config/paths.js';

const t = messages.screens.registerChoice;

export function RegisterChoicePage() {
  return (
    <Page title={t.title} step={t.step}>
      <p>{t.question}</p>
      <div className={pageStyles.actions}>
        <ButtonLink to={paths.registerStudent} block>
          {t.student}
        </ButtonLink>
        <ButtonLink to={paths.registerSupervisor} variant="secondary" block>
          {t.supervisor}
        </ButtonLink>
      </div>
      <div className={pageStyles.links}>
        <Link to={paths.login}>{t.haveAccount}</Link>
      </div>
    </Page>
  );
}
