import {
  SupervisedCardsPage,
  type BelowCard,
} from '../../features/cards/components/SupervisedCardsPage.js';
import { WithCardInstructions } from './card-instructions.js';
import { SupervisedNextSession } from './next-session.js';

/** Under the card: the coach's "Förslag till nästa pass" from the card and the drive log. */
const belowCard: BelowCard = (studentId, lessons, position) => (
  <SupervisedNextSession studentId={studentId} lessons={lessons} position={position} />
);

/** `/instructorNotesGet/:studentId`: a linked student's cards, with the instructions. */
export default function SupervisedNotesRoute() {
  return (
    <WithCardInstructions>
      <SupervisedCardsPage belowCard={belowCard} />
    </WithCardInstructions>
  );
}
