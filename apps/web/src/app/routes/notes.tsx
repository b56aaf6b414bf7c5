import { CardsPage } from '../../features/cards/components/CardsPage.js';
import { WithCardInstructions } from './card-instructions.js';

/** `/notes`: the student's cards, with the instructions of every sub-moment. */
export default function NotesRoute() {
  return (
    <WithCardInstructions>
      <CardsPage />
    </WithCardInstructions>
  );
}
