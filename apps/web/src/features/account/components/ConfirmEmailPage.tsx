import { messages } from '@ovningskort/domain';
import { accountScreens } from '../../../copy/account.js';
import { useSearchParams } from 'react-router';
import { ButtonLink } from '../../../components/Button.js';
import { Page, pageStyles } from '../../../components/Page.js';
import { FullPageSpinner } from '../../../components/Spinner.js';
import { paths } from '../../../config/paths.js';
import { useConfirmEmail } from '../api/confirm-email.js';

const t = accountScreens.confirmEmail;

/** `/bekrafta-epost?token=…`: the link sent to a new e-mail address makes the change. */
export function ConfirmEmailPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const confirmation = useConfirmEmail(token);

  if (token && confirmation.isPending) return <FullPageSpinner label={t.checking} />;
  if (confirmation.data) {
    return (
      <Page title={confirmation.data.message}>
        <div className={pageStyles.actions}>
          <ButtonLink to={paths.home}>{messages.common.toStart}</ButtonLink>
        </div>
      </Page>
    );
  }

  // A 400 says why in Swedish (used, expired, or the address was taken meanwhile).
  const message = confirmation.error?.message ?? messages.details.emailChangeInvalid;
  return (
    <Page title={t.invalidTitle}>
      <p role="alert">{message}</p>
      <div className={pageStyles.actions}>
        <ButtonLink to={paths.home}>{messages.common.toStart}</ButtonLink>
      </div>
    </Page>
  );
}
