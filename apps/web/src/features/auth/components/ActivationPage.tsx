import { messages, REDIRECT_COUNTDOWN_SECONDS } from '@ovningskort/domain';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { Button, ButtonLink } from '../../../components/Button.js';
import { Page, pageStyles } from '../../../components/Page.js';
import { FullPageSpinner } from '../../../components/Spinner.js';
import { useCountdown } from '../../../components/useCountdown.js';
import { paths } from '../../../config/paths.js';
import { ApiError } from '../../../lib/api-client.js';
import { session } from '../../../lib/session.js';
import { useActivateAccount } from '../api/activate-account.js';

const t = messages.screens.activation;

/** After activation the page reloads at the start, so Hem shows the activated account. */
const goToStart = () => window.location.assign(paths.home);

function Activated({ message }: { message: string }) {
  const left = useCountdown(REDIRECT_COUNTDOWN_SECONDS.activation, goToStart);
  useEffect(() => {
    // The link does not say whose account it was: mark the one logged in here, if only one is.
    const { student, supervisor } = session.snapshot();
    if (student && !supervisor) session.update('student', { isActivated: true });
    else if (supervisor && !student) session.update('teacher', { isActivated: true });
  }, []);
  return (
    <Page title={message}>
      <p className={pageStyles.muted}>{messages.screens.confirm.countdown(left)}</p>
      <div className={pageStyles.actions}>
        <Button onClick={goToStart}>{messages.common.toStart}</Button>
      </div>
    </Page>
  );
}

export function ActivationPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const activation = useActivateAccount(token);

  if (token && activation.isPending) return <FullPageSpinner label={t.checking} />;
  if (activation.data) return <Activated message={activation.data.message} />;

  const error = activation.error;
  const message =
    error instanceof ApiError && error.status === 400
      ? messages.activation.invalidLink
      : error
        ? error.message
        : messages.activation.invalidLink;
  return (
    <Page title={t.invalidTitle}>
      <p role="alert">{message}</p>
      <p>{t.invalidHelp}</p>
      <div className={pageStyles.actions}>
        <ButtonLink to={paths.login}>{t.toLogin}</ButtonLink>
      </div>
    </Page>
  );
}
