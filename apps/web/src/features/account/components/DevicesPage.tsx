import { messages, type SignedInDevice } from '@ovningskort/domain';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/Button.js';
import { ConfirmDialog } from '../../../components/ConfirmDialog.js';
import { Link } from '../../../components/Link.js';
import { Page, pageStyles } from '../../../components/Page.js';
import { paths } from '../../../config/paths.js';
import { accountScreens } from '../../../copy/account.js';
import { endSession } from '../../../lib/logout.js';
import type { Role } from '../../../lib/session.js';
import { toast } from '../../../lib/toast.js';
import { useDevices, useLogOutDevice, useLogOutEverywhere } from '../api/devices.js';
import styles from './DevicesPage.module.css';
import { accountRoutes } from './roles.js';
import { swedishDateFormat } from '../../../lib/swedish-format.js';

const t = accountScreens.devices;
const when = swedishDateFormat({
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
});

/** This device first, then the others as the server lists them (the one used last first). */
const thisDeviceFirst = (devices: readonly SignedInDevice[]) => [
  ...devices.filter((d) => d.current),
  ...devices.filter((d) => !d.current),
];

/** `/devices` (student) and `/devicesT` (supervisor): "Inloggade enheter" (issue 17). */
export function DevicesPage({ role }: { role: Role }) {
  const devices = useDevices(role);
  const logOutDevice = useLogOutDevice(role);
  const everywhere = useLogOutEverywhere(role);
  const [confirming, setConfirming] = useState(false);
  const navigate = useNavigate();
  const login = role === 'student' ? paths.login : paths.supervisorLogin;

  /** This device's session has ended on the server: end it here too, and go to the login. */
  async function endedHere(message: string) {
    await endSession(role);
    toast.success(message);
    void navigate(login, { replace: true });
  }

  function logOut(device: SignedInDevice) {
    logOutDevice.mutate(device.id, {
      onSuccess: ({ message }) => {
        if (device.current) void endedHere(message);
        else toast.success(message);
      },
      onError: (error) => toast.error(error.message),
    });
  }

  return (
    <Page title={t.title}>
      <p>{t.lead}</p>
      {devices.data ? (
        <ul className={styles.list}>
          {thisDeviceFirst(devices.data.devices).map((device) => (
            <li key={device.id} className={styles.device}>
              <div className={styles.about}>
                <p className={styles.name}>
                  {device.device}
                  {device.current ? <span className={styles.here}>{t.thisDevice}</span> : null}
                </p>
                <p className={styles.times}>
                  {t.signedIn(when(device.signedInAt))}, {t.lastUsed(when(device.lastUsedAt))}
                </p>
                {device.remembered ? <p className={styles.times}>{t.remembered}</p> : null}
                {device.push ? <p className={styles.times}>{t.push}</p> : null}
              </div>
              <Button
                variant="secondary"
                disabled={logOutDevice.isPending}
                onClick={() => logOut(device)}
              >
                {device.current ? t.logOutHere : t.logOut}
                <span className="visually-hidden">{t.logOutFor(device.device)}</span>
              </Button>
            </li>
          ))}
        </ul>
      ) : devices.isError ? (
        <div className={pageStyles.notice} role="alert">
          <p>{t.loadFailed}</p>
          <Button variant="secondary" onClick={() => void devices.refetch()}>
            {t.retry}
          </Button>
        </div>
      ) : (
        <p role="status">{messages.common.loading}</p>
      )}
      <div className={pageStyles.actions}>
        <Button
          variant="secondary"
          block
          className={styles.danger}
          disabled={everywhere.isPending}
          onClick={() => setConfirming(true)}
        >
          {t.everywhere}
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        title={t.everywhereTitle}
        body={t.everywhereBody}
        confirmLabel={t.everywhereConfirm}
        cancelLabel={t.cancel}
        onConfirm={() => {
          setConfirming(false);
          everywhere.mutate(undefined, {
            onSuccess: ({ message }) => void endedHere(message),
            onError: (error) => toast.error(error.message),
          });
        }}
        onCancel={() => setConfirming(false)}
      />
      <div className={pageStyles.links}>
        <Link to={accountRoutes[role].settings}>{t.back}</Link>
      </div>
    </Page>
  );
}

export function StudentDevicesPage() {
  return <DevicesPage role="student" />;
}

export function SupervisorDevicesPage() {
  return <DevicesPage role="teacher" />;
}
