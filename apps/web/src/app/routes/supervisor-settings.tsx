import { SettingsPage } from '../../features/account/components/SettingsPage.js';
import { NotificationSettings } from '../../features/notifications/components/NotificationSettings.js';

/** `/settingsT` of the supervisor: the account's settings and "Aviseringar" (issue 38). */
export function SupervisorSettingsPage() {
  return (
    <SettingsPage role="teacher">
      <NotificationSettings role="teacher" />
    </SettingsPage>
  );
}
