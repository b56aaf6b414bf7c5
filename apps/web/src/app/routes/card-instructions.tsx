import type { ReactNode } from 'react';
import {
  InstructionsSlot,
  type InstructionsSlotProps,
} from '../../features/cards/components/instructions-slot.js';
import { InstructionAccordion } from '../../features/instructions/index.js';

function renderInstructions({ role, studentId, automatic, ...rest }: InstructionsSlotProps) {
  return <InstructionAccordion source={{ role, studentId, automatic }} {...rest} />;
}

/** The card screens show each sub-moment's instructions from the instructions feature. */
export function WithCardInstructions({ children }: { children: ReactNode }) {
  return (
    <InstructionsSlot.Provider value={renderInstructions}>{children}</InstructionsSlot.Provider>
  );
}
