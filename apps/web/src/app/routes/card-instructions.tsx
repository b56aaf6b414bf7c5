import { useEffect, useMemo, useState, type ReactNode } from 'react';
import {
  InstructionsOnDeviceSlot,
  InstructionsSlot,
  type InstructionsOnDeviceProps,
  type InstructionsSlotProps,
} from '../../features/cards/components/instructions-slot.js';
import type {
  InstructionAccordion,
  InstructionsOnDevice,
} from '../../features/instructions/index.js';
import { instructionScreens } from '../../copy/instructions.js';
import styles from './card-instructions.module.css';

type Feature = {
  Accordion: typeof InstructionAccordion;
  OnDevice: typeof InstructionsOnDevice;
};

let loaded: Feature | undefined;
let loading: Promise<Feature> | undefined;

/**
 * The instructions feature (the accordion, the reader, voice control, and the schemas of its
 * answers with zod) is a chunk of its own: it loads as the card screen opens, beside the
 * cards' request, instead of before the screen can start. Loaded once; a failed load (offline)
 * is tried again when the network returns, or the next time a card screen opens.
 */
function loadFeature(): Promise<Feature> {
  loading ??= import('../../features/instructions/index.js').then(
    (m) => (loaded = { Accordion: m.InstructionAccordion, OnDevice: m.InstructionsOnDevice }),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** The sub-moments whose 'Instruktioner' were opened before the accordion had loaded. */
const openedEarly = new Set<string>();
const keyOf = ({ lesson, parameter }: Pick<InstructionsSlotProps, 'lesson' | 'parameter'>) =>
  `${lesson}:${parameter}`;

/**
 * 'Instruktioner' closed, as the accordion draws it, until its chunk is there: the cards come
 * from the device at once, and the sub-moments do not grow when the accordion arrives. Opened
 * meanwhile it says why it is empty, and the accordion opens as it arrives.
 */
function AccordionNotYetHere(props: InstructionsSlotProps & { failed: boolean }) {
  const { heading, className, failed } = props;
  const t = instructionScreens;
  return (
    <details
      className={className}
      onToggle={(event) => {
        if (event.currentTarget.open) openedEarly.add(keyOf(props));
        else openedEarly.delete(keyOf(props));
      }}
    >
      <summary>
        {t.summary}
        <span className="visually-hidden">{t.summaryFor(heading)}</span>
      </summary>
      <p className={styles.waiting} role="status">
        {failed ? t.notYetHere : t.loading}
      </p>
    </details>
  );
}

/** The card screens show each sub-moment's instructions from the instructions feature. */
export function WithCardInstructions({ children }: { children: ReactNode }) {
  const [feature, setFeature] = useState(() => loaded);
  const Accordion = feature?.Accordion;
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (feature) return;
    if (failed) {
      // Loaded again when the network returns (issue 35), without a reload.
      const retry = () => setFailed(false);
      window.addEventListener('online', retry);
      return () => window.removeEventListener('online', retry);
    }
    let shown = true;
    loadFeature().then(
      (loadedFeature) => shown && setFeature(loadedFeature),
      () => shown && setFailed(true),
    );
    return () => {
      shown = false;
    };
  }, [feature, failed]);
  // The accordions have opened where they were opened early: once is enough.
  useEffect(() => {
    if (Accordion) openedEarly.clear();
  }, [Accordion]);
  const render = useMemo(
    () =>
      Accordion
        ? ({ role, studentId, automatic, ...rest }: InstructionsSlotProps) => (
            <Accordion
              source={{ role, studentId, automatic }}
              defaultOpen={openedEarly.has(keyOf(rest))}
              {...rest}
            />
          )
        : (props: InstructionsSlotProps) => <AccordionNotYetHere {...props} failed={failed} />,
    [Accordion, failed],
  );
  const OnDevice = feature?.OnDevice;
  const onDevice = useMemo(
    () =>
      OnDevice
        ? ({ lessons, ...source }: InstructionsOnDeviceProps) => (
            <OnDevice source={source} lessons={lessons} />
          )
        : null,
    [OnDevice],
  );
  return (
    <InstructionsOnDeviceSlot.Provider value={onDevice}>
      <InstructionsSlot.Provider value={render}>{children}</InstructionsSlot.Provider>
    </InstructionsOnDeviceSlot.Provider>
  );
}
