import { messages, REDIRECT_COUNTDOWN_SECONDS } from '@ovningskort/domain';
import { useNavigate } from 'react-router';
import { ButtonLink } from '../../../components/Button.js';
import { Page, pageStyles } from '../../../components/Page.js';
import { useCountdown } from '../../../components/useCountdown.js';
import { paths } from '../../../config/paths.js';

const t = messages.screens.confirm;

export function ConfirmRegistrationPage() {
  const navigate = useNavigate();
  const left = useCountdown(REDIRECT_COUNTDOWN_SECONDS.confirm, () => void navigate(paths.home));
  return (
    <Page title={t.title}>
      <p>{t.body}</p>
      <p className={pageStyles.muted} aria-live="off">
        {t.countdown(left)}
      </p>
      <div className={pageStyles.actions}>
        <ButtonLink to={paths.home}>{messages.common.toStart}</ButtonLink>
      </div>
    </Page>
  );
}
