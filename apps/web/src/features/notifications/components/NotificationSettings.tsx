import {
  NOTIFICATION_KINDS,
  type NotificationKind,
  type NotificationSettings as Settings,
} from '@ovningskort/domain';
import { useEffect, useId, useState } from 'react';
import { Button } from '../../../components/Button.js';
import { inputClassName } from '../../../components/Field.js';
import { pageStyles } from '../../../components/Page.js';
import { notificationScreens } from '../../../copy/notifications.js';
import { ApiError, NetworkError } from '../../../lib/api-client.js';
import type { Role } from '../../../lib/session.js';
import { toast } from '../../../lib/toast.js';
import {
  removeSubscription,
  sendSubscription,
  useNotificationSettings,
  useSaveNotificationSettings,
} from '../api/notification-settings.js';
import {
  devicePush,
  type DevicePush,
  dropUnusedSubscription,
  PushBlockedError,
  rememberDevicePush,
  subscribeDevice,
} from '../device-push.js';
import styles from './NotificationSettings.module.css';

const t = notificationScreens;
const HOURS = Array.from({ length: 24 }, (_, hour) => hour);

const said = (error: unknown, fallback: string) =>
  error instanceof ApiError || error instanceof NetworkError ? error.message : fallback;

/**
 * "Aviseringar" in the settings of both roles (issue 38): which kinds the person wants (all off
 * until they say yes), this device's push, e-mail where no device takes push, quiet hours.
 */
export function NotificationSettings({ role }: { role: Role }) {
  const headingId = useId();
  const settings = useNotificationSettings(role);
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId}>{t.heading}</h2>
      <p className={pageStyles.muted}>{t.lead}</p>
      {settings.data ? <SettingsForm role={role} settings={settings.data} /> : null}
    </section>
  );
}

function SettingsForm({ role, settings }: { role: Role; settings: Settings }) {
  const save = useSaveNotificationSettings(role);
  const [kinds, setKinds] = useState(settings.kinds);
  const [email, setEmail] = useState(settings.email);
  const [quiet, setQuiet] = useState(settings.quietHours);
  const kindsOfRole: readonly NotificationKind[] =
    NOTIFICATION_KINDS[role === 'student' ? 'student' : 'supervisor'];

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    save.mutate(
      { kinds, email, quietHours: quiet },
      {
        onSuccess: (answer) => toast.success(answer.message),
        onError: (error) => toast.error(said(error, t.saveFailed)),
      },
    );
  };

  return (
    <form className={styles.form} onSubmit={submit}>
      <fieldset className={styles.group}>
        <legend>{t.kindsLegend}</legend>
        {kindsOfRole.map((kind) => (
          <label key={kind} className={styles.check}>
            <input
              type="checkbox"
              checked={kinds[kind] ?? false}
              onChange={(event) => setKinds({ ...kinds, [kind]: event.target.checked })}
            />
            <span>{t.kinds[kind]}</span>
          </label>
        ))}
      </fieldset>
      <fieldset className={styles.group}>
        <legend>{t.channelsLegend}</legend>
        <ThisDevice role={role} publicKey={settings.pushKey} devices={settings.pushDevices} />
        <label className={styles.check}>
          <input
            type="checkbox"
            checked={email}
            onChange={(event) => setEmail(event.target.checked)}
          />
          <span>{t.email}</span>
        </label>
      </fieldset>
      <fieldset className={styles.group}>
        <legend>{t.quietLegend}</legend>
        <p className={pageStyles.muted}>{t.quietHelp}</p>
        <div className={styles.hours}>
          {(['from', 'to'] as const).map((end) => (
            <label key={end}>
              {end === 'from' ? t.quietFrom : t.quietTo}
              <select
                className={inputClassName}
                value={quiet[end]}
                onChange={(event) => setQuiet({ ...quiet, [end]: Number(event.target.value) })}
              >
                {HOURS.map((hour) => (
                  <option key={hour} value={hour}>
                    {t.hour(hour)}
                  </option>
                ))}
              </select>
            </label>
          ))}
        </div>
      </fieldset>
      <div>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? t.saving : t.save}
        </Button>
      </div>
    </form>
  );
}

/** This device's push: on or off, what stops it, and the button that changes it. */
function ThisDevice({
  role,
  publicKey,
  devices,
}: {
  role: Role;
  publicKey: string | null;
  devices: number;
}) {
  const [device, setDevice] = useState<DevicePush | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    let live = true;
    void devicePush(role).then((found) => {
      if (!live) return;
      setDevice(found);
      // The server keeps a device's push with the session that sent it: after a new login on
      // this browser it is sent again, so the device that says "on" is on.
      if (found.state === 'on') void sendSubscription(role, found.subscription).catch(() => {});
    });
    return () => {
      live = false;
    };
  }, [role]);
  if (!device) return null;
  if (device.state === 'unsupported' || !publicKey) {
    return <p className={pageStyles.muted}>{t.device.unsupported}</p>;
  }
  if (device.state === 'blocked') return <p className={pageStyles.muted}>{t.device.blocked}</p>;

  const turnOn = async () => {
    setBusy(true);
    try {
      const subscription = await subscribeDevice(publicKey);
      const answer = await sendSubscription(role, subscription);
      rememberDevicePush(role, subscription.endpoint);
      setDevice({ state: 'on', endpoint: subscription.endpoint, subscription });
      toast.success(answer.message);
    } catch (error) {
      if (error instanceof PushBlockedError) setDevice(await devicePush(role));
      toast.error(
        error instanceof PushBlockedError ? t.device.blocked : said(error, t.device.failed),
      );
    } finally {
      setBusy(false);
    }
  };
  const turnOff = async () => {
    if (device.state !== 'on') return;
    setBusy(true);
    try {
      const answer = await removeSubscription(role, device.endpoint);
      rememberDevicePush(role, null);
      await dropUnusedSubscription();
      setDevice({ state: 'off' });
      toast.success(answer.message);
    } catch (error) {
      toast.error(said(error, t.device.failed));
    } finally {
      setBusy(false);
    }
  };
  const others = devices - (device.state === 'on' ? 1 : 0);

  return (
    <div className={styles.device}>
      <p role="status">{device.state === 'on' ? t.device.on : t.device.off}</p>
      {others > 0 ? <p className={pageStyles.muted}>{t.device.otherDevices(others)}</p> : null}
      {device.state === 'on' ? (
        <Button variant="secondary" disabled={busy} onClick={() => void turnOff()}>
          {t.device.turnOff}
        </Button>
      ) : (
        <Button variant="secondary" disabled={busy} onClick={() => void turnOn()}>
          {busy ? t.device.turningOn : t.device.turnOn}
        </Button>
      )}
    </div>
  );
}
