import { useId, useState } from 'react';
import { Button } from '../../../components/Button.js';
import { pageStyles } from '../../../components/Page.js';
import { notificationScreens } from '../../../copy/notifications.js';
import { ApiError, NetworkError } from '../../../lib/api-client.js';
import type { Role } from '../../../lib/session.js';
import { toast } from '../../../lib/toast.js';
import {
  sendSubscription,
  useNotificationSettings,
  useSaveNotificationSettings,
} from '../api/notification-settings.js';
import {
  devicePush,
  PushBlockedError,
  rememberDevicePush,
  subscribeDevice,
} from '../device-push.js';
import styles from './NotificationSettings.module.css';

const t = notificationScreens;
const answeredKey = (role: Role) => `ovk_notify_prompt_${role}`;

function answered(role: Role): boolean {
  try {
    return localStorage.getItem(answeredKey(role)) === '1';
  } catch {
    return true;
  }
}

/**
 * Asked at the moment it makes sense (issue 38), never on a first visit: on a supervisor's Hem
 * when drives wait for them and they have not chosen to hear of it. "Ja, säg till" turns it on,
 * with push on this device where the browser takes it and e-mail where it does not; "Inte nu"
 * is remembered on the device.
 */
export function NotificationPrompt({ role, show }: { role: Role; show: boolean }) {
  const headingId = useId();
  const settings = useNotificationSettings(role);
  const save = useSaveNotificationSettings(role);
  const [gone, setGone] = useState(() => answered(role));
  const [busy, setBusy] = useState(false);
  if (!show || gone || !settings.data || settings.data.kinds.drivesWaiting) return null;
  const current = settings.data;

  const close = () => {
    try {
      localStorage.setItem(answeredKey(role), '1');
    } catch {
      // Private mode: asked again next time.
    }
    setGone(true);
  };

  const yes = async () => {
    setBusy(true);
    try {
      const device = await devicePush(role);
      let email = current.email;
      if (current.pushKey && (device.state === 'off' || device.state === 'on')) {
        if (device.state === 'off') {
          const subscription = await subscribeDevice(current.pushKey);
          await sendSubscription(role, subscription);
          rememberDevicePush(role, subscription.endpoint);
        }
      } else {
        email = true;
      }
      const saved = await save.mutateAsync({
        kinds: { ...current.kinds, drivesWaiting: true },
        email,
        quietHours: current.quietHours,
      });
      toast.success(email && !current.email ? t.prompt.byEmail : saved.message);
      close();
    } catch (error) {
      toast.error(
        error instanceof PushBlockedError
          ? t.device.blocked
          : error instanceof ApiError || error instanceof NetworkError
            ? error.message
            : t.device.failed,
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className={styles.prompt} aria-labelledby={headingId}>
      <h2 id={headingId}>{t.prompt.heading}</h2>
      <p className={pageStyles.muted}>{t.prompt.text}</p>
      <div className={styles.promptActions}>
        <Button disabled={busy} onClick={() => void yes()}>
          {t.prompt.yes}
        </Button>
        <Button variant="secondary" disabled={busy} onClick={close}>
          {t.prompt.notNow}
        </Button>
      </div>
    </section>
  );
}
