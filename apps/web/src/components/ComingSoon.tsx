import { messages } from '@ovningskort/domain';
import { paths } from '../config/paths.js';
import { ButtonLink } from './Button.js';
import { Page, pageStyles } from './Page.js';

/** A clear "not built yet" state for screens whose issue has not landed. */
export function ComingSoon({ title }: { title: string }) {
  return (
    <Page title={title}>
      <p>
        <strong>{messages.common.comingSoon}.</strong> {messages.common.comingSoonBody}
      </p>
      <div className={pageStyles.actions}>
        <ButtonLink to={paths.home} variant="secondary">
          {messages.common.toStart}
        </ButtonLink>
      </div>
    </Page>
  );
}
