import { messages, REDIRECT_COUNTDOWN_SECONDS } from '@ovningskort/domain';
import { accountScreens } from '../../../copy/account.js';
import { useNavigate } from 'react-router';
import { ButtonLink } from '../../../components/Button.js';
import { Page, pageStyles } from '../../../components/Page.js';
import { useCountdown } from '../../../components/useCountdown.js';
import { paths } from '../../../config/paths.js';

const t = accountScreens.requestMade;

/** `/requestMade`: the same words whether or not the address is registered; then to start. */
export function RequestMadePage() {
  const navigate = useNavigate();
  const left = useCountdown(
    REDIRECT_COUNTDOWN_SECONDS.requestMade,
    () => void navigate(paths.home),
  );
  return (
    <Page title={t.title}>
      <p>{t.body}</p>
      <p>{t.spam}</p>
      <p className={pageStyles.muted} aria-live="off">
        {messages.screens.confirm.countdown(left)}
      </p>
      <div className={pageStyles.actions}>
        <ButtonLink to={paths.home}>{messages.common.toStart}</ButtonLink>
      </div>
    </Page>
  );
}
