import { parseInstruction, type VoiceCommand } from '@ovningskort/domain';
import { instructionScreens } from '../../../copy/instructions.js';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Button } from '../../../components/Button.js';
import { useOnline } from '../../../lib/use-online.js';
import { useInstruction } from '../api/get-instruction.js';
import type { InstructionSource } from '../api/keys.js';
import { audioOffer, moveStep, silentCommand, type StepMove } from '../reader/steps.js';
import { readerParts, useReader, useSwedishVoice } from '../reader/use-reader.js';
import { AudioControls } from './AudioControls.js';
import { InstructionCoach } from './InstructionCoach.js';
import { InstructionCriteria } from './InstructionCriteria.js';
import { InstructionText } from './InstructionText.js';
import { StepByStep } from './StepByStep.js';
import styles from './Instructions.module.css';
import { VoiceControl } from './VoiceControl.js';

const t = instructionScreens;

/**
 * 'Instruktioner' of one sub-moment (spec §4 'Accordion'): closed → loading → open. The content
 * is fetched the first time it opens and kept; reading stops when it closes.
 */
export function InstructionAccordion({
  source,
  lesson,
  parameter,
  heading,
  className,
  defaultOpen = false,
}: {
  source: InstructionSource;
  lesson: number;
  parameter: string;
  heading: string;
  className?: string;
  /** Opens at once (it was opened before this part of the app had loaded). */
  defaultOpen?: boolean;
}) {
  const [open, setOpen] = useState(defaultOpen);
  const [opened, setOpened] = useState(defaultOpen);
  const query = useInstruction(source, lesson, parameter, opened);
  // Offline and not on the device (issue 35): said at once, not a spinner for ever; fetched
  // by itself when the network returns.
  const online = useOnline();
  const missing = opened && query.data === undefined;
  const waitsForNetwork = missing && (!online || query.fetchStatus === 'paused');
  const { refetch } = query;
  useEffect(() => {
    if (!missing) return;
    const again = () => void refetch();
    window.addEventListener('online', again);
    return () => window.removeEventListener('online', again);
  }, [missing, refetch]);
  return (
    <details
      className={className}
      open={open}
      onToggle={(event) => {
        const isOpen = event.currentTarget.open;
        setOpen(isOpen);
        if (isOpen) setOpened(true);
      }}
    >
      <summary>
        {t.summary}
        <span className="visually-hidden">{t.summaryFor(heading)}</span>
      </summary>
      <div className={styles.body}>
        {waitsForNetwork ? (
          <p className={styles.state} role="status">
            {t.notYetHere}
          </p>
        ) : query.isPending && opened ? (
          <p className={styles.state} role="status">
            <span className={styles.dot} aria-hidden="true" />
            {t.loading}
          </p>
        ) : query.isError ? (
          <p className={styles.error} role="alert">
            {query.error.message || t.loadFailed}
            <Button variant="secondary" onClick={() => void query.refetch()}>
              {t.retry}
            </Button>
          </p>
        ) : query.data && open ? (
          <OpenInstruction data={query.data} role={source.role} heading={heading} />
        ) : null}
      </div>
    </details>
  );
}

function OpenInstruction({
  data,
  role,
  heading,
}: {
  data: NonNullable<ReturnType<typeof useInstruction>['data']>;
  role: 'student' | 'teacher';
  heading: string;
}) {
  const document = useMemo(() => parseInstruction(data.text), [data.text]);
  const parts = useMemo(() => readerParts(document, data.mp3, role), [document, data.mp3, role]);
  const voice = useSwedishVoice();
  const { reader, state } = useReader(parts, voice === 'available');
  const textRef = useRef<HTMLDivElement>(null);
  const reading = state.status !== 'idle';
  const activePart = reading ? (parts[state.index]?.id ?? null) : null;
  const offered = audioOffer(voice, reader.available, parts.length);
  // Where nothing can be read aloud (issue 36): the explanation, asked for, and the step reader.
  const [help, setHelp] = useState(false);
  const [step, setStep] = useState<number | null>(null);
  const bodyRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!activePart) return;
    textRef.current
      ?.querySelector(`[data-part="${activePart}"]`)
      ?.scrollIntoView({ block: 'nearest' });
  }, [activePart]);

  const openSteps = () => {
    setHelp(false);
    setStep(0);
  };
  const closeSteps = () => {
    setStep(null);
    // Back to where the person opened it, so the keyboard carries on from there.
    bodyRef.current?.querySelector<HTMLElement>('[data-step-opener]')?.focus();
  };
  const move = (to: StepMove) =>
    setStep((at) => (at === null ? at : moveStep(at, parts.length, to)));

  const onCommand = (command: VoiceCommand) => {
    if (reader.available) {
      if (command === 'next') reader.next();
      else if (command === 'first') reader.first();
      else if (command === 'readAll') reader.readAll();
      else reader.stop();
      return;
    }
    const action = silentCommand(command, step !== null);
    if (action.type === 'explain') setHelp(true);
    else if (action.type === 'hideHelp') setHelp(false);
    else if (action.type === 'move') move(action.move);
    else setStep(null);
  };

  return (
    <div ref={bodyRef} className={styles.open}>
      <AudioControls
        reader={reader}
        state={state}
        parts={parts}
        voice={voice}
        offer={{
          help,
          stepsOpen: step !== null,
          onAsk: () => setHelp(true),
          onCloseHelp: () => setHelp(false),
          onStepByStep: () => (step === null ? openSteps() : closeSteps()),
        }}
      />
      {/* Commands drive the reading, or where nothing can be read, explain and turn the steps. */}
      {offered !== 'none' ? <VoiceControl role={role} onCommand={onCommand} /> : null}
      {step !== null ? (
        <StepByStep
          parts={parts}
          document={document}
          images={data.img}
          videos={data.vid}
          index={step}
          heading={heading}
          onMove={move}
          onClose={closeSteps}
        />
      ) : (
        <div ref={textRef}>
          <InstructionText
            document={document}
            images={data.img}
            videos={data.vid}
            activePart={activePart}
          />
        </div>
      )}
      {/* After the text and not one of its parts: the audio never reads it. */}
      {data.criteria ? (
        <InstructionCriteria criteria={data.criteria} role={role} heading={heading} />
      ) : null}
      {/* Last, and like the criteria never read aloud: the supervisor's coach. */}
      {data.coach ? <InstructionCoach coach={data.coach} role={role} heading={heading} /> : null}
    </div>
  );
}
