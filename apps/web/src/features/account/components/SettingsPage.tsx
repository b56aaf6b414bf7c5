import { messages } from '@ovningskort/domain';
import { accountScreens } from '../../../copy/account.js';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '../../../lib/toast.js';
import { Button, ButtonLink } from '../../../components/Button.js';
import { Page, pageStyles } from '../../../components/Page.js';
import { paths } from '../../../config/paths.js';
import { removeAccountFromDevice } from '../../../lib/device-db.js';
import { forgetProfile } from '../../../lib/kept-profile.js';
import { forgetAccountStorage } from '../../../lib/account-storage.js';
import { signedInAccount } from '../../../lib/persisted-cache.js';
import { session, type AfterDeletion, type Role } from '../../../lib/session.js';
import { useDetails } from '../api/get-details.js';
import { DeleteAccountDialog } from './DeleteAccountDialog.js';
import { DownloadMyData } from './DownloadMyData.js';
import { accountRoutes, useAccountId } from './roles.js';
import styles from './SettingsPage.module.css';

const t = accountScreens.settings;
const a = messages.account;

/**
 * Roles whose session ends once their settings page is gone (the account was deleted). Ending
 * it while the guarded page is still shown would make its guard send us to the login page.
 */
const signOutOnLeave = new Set<Role>();

/**
 * `/settings` (student) and `/settingsT` (supervisor). `children`: sections of other features
 * under the buttons (the student's "Dela med trafikskolan", composed in app/routes).
 */
export function SettingsPage({ role, children }: { role: Role; children?: ReactNode }) {
  const routes = accountRoutes[role];
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const details = useDetails(role, useAccountId(role));
  const [confirming, setConfirming] = useState(false);

  useEffect(
    () => () => {
      if (!signOutOnLeave.delete(role)) return;
      session.clear(role);
      forgetProfile(role);
      queryClient.removeQueries({ queryKey: ['account', role] });
    },
    [role, queryClient],
  );

  function deleted() {
    const account = signedInAccount(role);
    if (account) {
      void removeAccountFromDevice(account);
      forgetAccountStorage(account);
    }
    toast.success(a.deleted);
    setConfirming(false);
    signOutOnLeave.add(role);
    const state: AfterDeletion = { deletedRole: role };
    void navigate(paths.home, { replace: true, state });
  }

  return (
    <Page title={t.title}>
      <nav aria-label={t.title} className={pageStyles.actions}>
        <ButtonLink to={routes.password} block>
          {t.changePassword}
        </ButtonLink>
        <ButtonLink to={routes.details} block>
          {t.details}
        </ButtonLink>
        <ButtonLink to={routes.devices} block>
          {t.devices}
        </ButtonLink>
        <DownloadMyData role={role} />
        <Button
          variant="secondary"
          block
          className={styles.danger}
          onClick={() => setConfirming(true)}
        >
          {t.deleteAccount}
        </Button>
      </nav>
      {children}
      <DeleteAccountDialog
        role={role}
        open={confirming}
        // Until the details have loaded, ask for the password: most accounts have one.
        hasPassword={details.data?.hasPassword ?? true}
        onDeleted={deleted}
        onCancel={() => setConfirming(false)}
      />
    </Page>
  );
}
