import { messages } from '@ovningskort/domain';
import { toast } from '../../../lib/toast.js';
import { Button } from '../../../components/Button.js';
import { pageStyles } from '../../../components/Page.js';
import type { Role } from '../../../lib/session.js';
import { useResendActivation } from '../api/resend-activation.js';

/** Hem of an account that is not activated yet: the notice and a new activation link. */
export function ActivationNotice({ role }: { role: Role }) {
  const resend = useResendActivation(role);
  return (
    <div className={pageStyles.notice} role="status">
      <p>{messages.activation.notActivated}</p>
      <Button
        variant="secondary"
        disabled={resend.isPending}
        onClick={() =>
          resend.mutate(undefined, {
            onSuccess: ({ message }) => toast.success(message),
            onError: (error) => toast.error(error.message),
          })
        }
      >
        {messages.activation.resend}
      </Button>
    </div>
  );
}
