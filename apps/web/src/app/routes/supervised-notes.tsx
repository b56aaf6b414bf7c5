import { SupervisedCardsPage } from '../../features/cards/components/SupervisedCardsPage.js';
import { WithCardInstructions } from './card-instructions.js';

/** `/instructorNotesGet/:studentId`: a linked student's cards, with the instructions. */
export default function SupervisedNotesRoute() {
  return (
    <WithCardInstructions>
      <SupervisedCardsPage />
    </WithCardInstructions>
  );
}
