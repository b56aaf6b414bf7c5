import { useEffect, useMemo, useState, type ReactNode } from 'react';
import {
  InstructionsSlot,
  type InstructionsSlotProps,
} from '../../features/cards/components/instructions-slot.js';
import type { InstructionAccordion } from '../../features/instructions/index.js';

type Accordion = typeof InstructionAccordion;

let loaded: Accordion | undefined;
let loading: Promise<Accordion> | undefined;

/**
 * The instructions feature (the accordion, the reader, voice control, and the schemas of its
 * answers with zod) is a chunk of its own: it loads as the card screen opens, beside the
 * cards' request, instead of before the screen can start. Loaded once; a failed load (offline)
 * is tried again the next time a card screen opens.
 */
function loadAccordion(): Promise<Accordion> {
  loading ??= import('../../features/instructions/index.js').then(
    (m) => (loaded = m.InstructionAccordion),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/**
 * The card screens show each sub-moment's instructions from the instructions feature. Until
 * its chunk is there (usually before the cards' answer, which waits for zod too) a sub-moment
 * shows no 'Instruktioner'.
 */
export function WithCardInstructions({ children }: { children: ReactNode }) {
  const [Accordion, setAccordion] = useState(() => loaded);
  useEffect(() => {
    if (Accordion) return;
    let shown = true;
    loadAccordion().then(
      (accordion) => shown && setAccordion(() => accordion),
      () => undefined,
    );
    return () => {
      shown = false;
    };
  }, [Accordion]);
  const render = useMemo(
    () =>
      Accordion
        ? ({ role, studentId, automatic, ...rest }: InstructionsSlotProps) => (
            <Accordion source={{ role, studentId, automatic }} {...rest} />
          )
        : null,
    [Accordion],
  );
  return <InstructionsSlot.Provider value={render}>{children}</InstructionsSlot.Provider>;
}
