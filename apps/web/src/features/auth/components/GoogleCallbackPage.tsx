import { messages } from '@ovningskort/domain';
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { destinationAfterLogin } from '../../../lib/after-login.js';
import { toast } from '../../../lib/toast.js';
import { ButtonLink } from '../../../components/Button.js';
import { Page, pageStyles } from '../../../components/Page.js';
import { FullPageSpinner } from '../../../components/Spinner.js';
import { paths } from '../../../config/paths.js';
import { useGoogleLogin } from '../api/google-login.js';

const t = messages.oidc;

/** Where the provider sends the browser back: redeem the code, then Hem or /moreinfoplz. */
export function GoogleCallbackPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const code = params.get('code');
  const state = params.get('state');
  const providerError = params.get('error');
  const login = useGoogleLogin(providerError ? null : code, state);

  useEffect(() => {
    if (!login.data) return;
    const { user } = login.data;
    if (!user.profileComplete) {
      void navigate(paths.completeProfile, { replace: true });
      return;
    }
    toast.success(messages.auth.welcome(user.name));
    void navigate(destinationAfterLogin('student', paths.home), { replace: true });
  }, [login.data, navigate]);

  if (!providerError && code && state && !login.isError)
    return <FullPageSpinner label={t.signingIn} />;

  const message = providerError
    ? t.cancelled
    : !code
      ? t.noCode
      : (login.error?.message ?? t.failed);
  return (
    <Page title={t.failed}>
      <p role="alert">{message}</p>
      <div className={pageStyles.actions}>
        <ButtonLink to={paths.login}>{messages.screens.activation.toLogin}</ButtonLink>
      </div>
    </Page>
  );
}
