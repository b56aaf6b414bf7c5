import { SettingsPage } from '../../features/account/components/SettingsPage.js';
import { NotificationSettings } from '../../features/notifications/components/NotificationSettings.js';
import { ShareWithSchool } from '../../features/shares/components/ShareWithSchool.js';

/** `/settings` of the student: the account's settings and "Dela med trafikskolan" (issue 34). */
export function StudentSettingsPage() {
  return (
    <SettingsPage role="student">
      <NotificationSettings role="student" />
      <ShareWithSchool />
    </SettingsPage>
  );
}
