import { messages } from '@ovningskort/domain';
import { Button } from '../../../components/Button.js';
import { pageStyles } from '../../../components/Page.js';

/**
 * "Logga ut" at the foot of Hem (issue 35): there for whoever looks for it, not a full-size
 * button among the main actions, where a thumb could take it for one of them.
 */
export function LogoutButton({ onLogout, busy }: { onLogout: () => void; busy: boolean }) {
  return (
    <div className={pageStyles.links}>
      <Button variant="secondary" onClick={onLogout} disabled={busy}>
        {messages.screens.home.logout}
      </Button>
    </div>
  );
}
