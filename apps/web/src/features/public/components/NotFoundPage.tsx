import { messages } from '@ovningskort/domain';
import { ButtonLink } from '../../../components/Button.js';
import { Page, pageStyles } from '../../../components/Page.js';
import { paths } from '../../../config/paths.js';

const t = messages.screens.notFound;

export function NotFoundPage() {
  return (
    <Page title={t.title}>
      <p>{t.body}</p>
      <div className={pageStyles.actions}>
        <ButtonLink to={paths.home}>{messages.common.toStart}</ButtonLink>
      </div>
    </Page>
  );
}
