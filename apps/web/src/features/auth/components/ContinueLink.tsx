import { ButtonLink } from '../../../components/Button.js';
import { continueCopy } from '../../../copy/continue.js';
import { lastPlace, placePath } from '../../../lib/last-place.js';
import type { Role } from '../../../lib/session.js';
import { accountKey } from '../../../lib/account-key.js';

/**
 * Hem's one primary action once a card has been used: back to the lesson last used
 * ("Fortsätt: Kort 2 · Lektion 5 Manövrering"). Nothing before the first card is opened.
 */
export function ContinueLink({ role, id }: { role: Role; id: string }) {
  const place = lastPlace(accountKey(role, id));
  if (!place) return null;
  return (
    <ButtonLink to={placePath(place)} block data-continue>
      {continueCopy.label(place)}
    </ButtonLink>
  );
}
