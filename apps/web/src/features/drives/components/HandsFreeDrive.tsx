import {
  applyDriveCommand,
  DRIVE_CONDITION_LABELS,
  DRIVE_ROAD_LABELS,
  drivenMs,
  isEcho,
  matchDriveVoiceCommand,
  matchReflectionAnswer,
  type DriveCommandOutcome,
  type DriveUnderWay,
  type DriveVoiceCommand,
  type ReflectionQuestion,
} from '@ovningskort/domain';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../../components/Button.js';
import { driveScreens } from '../../../copy/drives.js';
import { canSynthesizeSpeech, claimSpeaker, speak, type Playback } from '../../../lib/speech.js';
import { useLatestCallback } from '../../../lib/use-latest-callback.js';
import { useVoiceListening } from '../../../lib/use-voice-listening.js';
import type { VoiceEvent } from '../../../lib/voice.js';
import { useWakeLock } from '../../../lib/wake-lock.js';
import { clock } from '../drive-timer.js';
import styles from './HandsFreeDrive.module.css';

const t = driveScreens.handsFree;
/** How long the talk on the parked car lasts before the form (issue 38). */
export const DEBRIEF_SECONDS = 60;

/** The short name of what a command notes, as the spoken answer says it. */
const NOTED: Partial<Record<DriveVoiceCommand, string>> = {
  dark: DRIVE_CONDITION_LABELS.dark,
  rain: DRIVE_CONDITION_LABELS.rain,
  motorway: 'Motorväg',
};

function answerTo(command: DriveVoiceCommand, outcome: DriveCommandOutcome): string {
  const a = t.answers;
  if (outcome === 'noted') return a.noted(NOTED[command] ?? '');
  if (outcome === 'alreadyNoted') return a.alreadyNoted(NOTED[command] ?? '');
  return a[outcome];
}

/** Says a short answer aloud where the device can; the screen shows it in any case. */
function useSpokenAnswers() {
  const playing = useRef<Playback | null>(null);
  const release = useRef<(() => void) | null>(null);
  useEffect(
    () => () => {
      playing.current?.cancel();
      release.current?.();
    },
    [],
  );
  /** What was said last and when, to know the app's own voice if the microphone hears it. */
  const last = useRef<{ text: string; at: number } | null>(null);
  const say = (text: string) => {
    if (!canSynthesizeSpeech()) return;
    last.current = { text, at: Date.now() };
    playing.current?.cancel();
    release.current?.();
    const playback = speak(text);
    playing.current = playback;
    release.current = claimSpeaker(() => playback.cancel());
  };
  const isOwnVoice = (heard: string) => isEcho(heard, last.current, Date.now());
  return { say, isOwnVoice };
}

/**
 * The drive screen for a phone in its holder (issue 38): the running time in large type, the
 * screen kept on, voice commands with spoken answers, the same actions as large buttons. After
 * "avsluta körningen" the parked car gets a minute's talk over the drive's reflection questions;
 * then `onFinished` opens the filled-in form. Nothing is saved here.
 */
export function HandsFreeDrive({
  drive,
  reflectionQuestions,
  onChange,
  onStart,
  onFinished,
  onClose,
}: {
  drive: DriveUnderWay | null;
  reflectionQuestions: readonly ReflectionQuestion[];
  /** The drive after a pause or a note (kept on the device). */
  onChange: (drive: DriveUnderWay) => void;
  onStart: (drive: DriveUnderWay) => void;
  /** After the talk: the drive as ended and the answers given, for the form. */
  onFinished: (drive: DriveUnderWay, endedAt: number, reflection: Record<string, string>) => void;
  onClose: () => void;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const [ended, setEnded] = useState<{ drive: DriveUnderWay; at: number } | null>(null);
  const [answers, setAnswers] = useState<Record<string, string>>({});
  const [said, setSaid] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const { say, isOwnVoice } = useSpokenAnswers();
  const screen = useWakeLock(true);

  const unanswered = reflectionQuestions.filter((q) => answers[q.id] === undefined);
  const asking = ended ? unanswered[0] : undefined;

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    return () => element?.close();
  }, []);

  function act(command: DriveVoiceCommand) {
    const now = Date.now();
    const result = applyDriveCommand(drive, command, now);
    // After "avsluta" the first question of the talk follows the answer.
    const first = result.outcome === 'stopped' ? reflectionQuestions[0] : undefined;
    say(
      first
        ? `${answerTo(command, result.outcome)} ${first.text}`
        : answerTo(command, result.outcome),
    );
    setSaid(answerTo(command, result.outcome));
    if (!result.drive) return;
    if (result.outcome === 'started') onStart(result.drive);
    else if (result.outcome === 'stopped') setEnded({ drive: result.drive, at: now });
    else if (result.drive !== drive) onChange(result.drive);
  }

  function answer(question: ReflectionQuestion, code: string) {
    const next = { ...answers, [question.id]: code };
    setAnswers(next);
    const following = reflectionQuestions.find((q) => next[q.id] === undefined);
    if (following) say(following.text);
  }

  function heard(event: VoiceEvent) {
    if (event.type === 'error') {
      setProblem(event.reason === 'denied' ? t.denied : t.failed);
      return;
    }
    setProblem(null);
    if (isOwnVoice(event.text)) return;
    if (ended) {
      const question = reflectionQuestions.find((q) => answers[q.id] === undefined);
      const code = question ? matchReflectionAnswer(question, event.text) : null;
      if (question && code) answer(question, code);
      else setSaid(t.heard(event.text));
      return;
    }
    const command = matchDriveVoiceCommand(event.text);
    if (command) act(command);
    else {
      say(t.answers.notUnderstood);
      setSaid(`${t.heard(event.text)} ${t.answers.notUnderstood}`);
    }
  }

  const voice = useVoiceListening('student', heard);
  // Listening starts with the screen (the tap that opened it asked for it), once: a person who
  // turns it off keeps it off.
  const startListening = useLatestCallback(voice.start);
  const autoStarted = useRef(false);
  useEffect(() => {
    if (voice.mode === null || autoStarted.current) return;
    autoStarted.current = true;
    startListening();
  }, [voice.mode, startListening]);

  const finish = () => {
    if (!ended) return;
    voice.stop();
    onFinished(ended.drive, ended.at, answers);
  };
  const finishLatest = useLatestCallback(finish);
  useEffect(() => {
    if (ended && unanswered.length === 0) finishLatest();
  }, [ended, unanswered.length, finishLatest]);

  const voiceStatus =
    problem ?? (voice.mode === null ? t.noVoice : voice.listening ? t.listening : t.voiceOff);

  return (
    <dialog
      ref={dialog}
      className={styles.screen}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        if (!ended) onClose();
      }}
    >
      <header className={styles.bar}>
        <h2 id={titleId}>{ended ? t.debrief.title : t.title}</h2>
        {ended ? null : (
          <Button variant="secondary" onClick={onClose}>
            {t.close}
          </Button>
        )}
      </header>

      {ended ? (
        <Debrief
          question={asking}
          startedAt={ended.at}
          answered={answers}
          questions={reflectionQuestions}
          onAnswer={answer}
          onDone={finish}
        />
      ) : (
        <Driving drive={drive} onCommand={act} />
      )}

      <footer className={styles.foot}>
        <p className={styles.said} role="status">
          {said}
        </p>
        <p className={styles.voice}>
          {voiceStatus}{' '}
          {voice.mode === null ? null : (
            <Button
              variant="secondary"
              aria-pressed={voice.listening}
              onClick={() => {
                setProblem(null);
                if (voice.listening) voice.stop();
                else voice.start();
              }}
            >
              {voice.listening ? t.stopListening : t.listen}
            </Button>
          )}
        </p>
        {ended || voice.mode === null ? null : <p className={styles.commands}>{t.commands}</p>}
        <p className={styles.screenState}>{t.screen[screen]}</p>
      </footer>
    </dialog>
  );
}

/** The drive under way: its time, what was noted, and the actions as large buttons. */
function Driving({
  drive,
  onCommand,
}: {
  drive: DriveUnderWay | null;
  onCommand: (command: DriveVoiceCommand) => void;
}) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!drive) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [drive]);
  if (!drive) {
    return (
      <div className={styles.main}>
        <p className={styles.state}>{t.notRunning}</p>
        <Button className={styles.big} onClick={() => onCommand('start')}>
          {t.start}
        </Button>
      </div>
    );
  }
  const paused = drive.pausedAt !== null;
  const notes = [
    ...drive.conditions.map((c) => DRIVE_CONDITION_LABELS[c]),
    ...drive.roads.map((r) => DRIVE_ROAD_LABELS[r]),
  ];
  return (
    <div className={styles.main}>
      <p className={styles.state}>{paused ? t.paused : t.running}</p>
      <p className={styles.time}>{clock(drivenMs(drive, Math.max(now, drive.startedAt)))}</p>
      {notes.length > 0 ? (
        <ul className={styles.notes} aria-label={t.noted}>
          {notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      ) : null}
      <div className={styles.actions}>
        <Button variant="secondary" onClick={() => onCommand(paused ? 'resume' : 'pause')}>
          {paused ? t.resume : t.pause}
        </Button>
        <Button className={styles.big} onClick={() => onCommand('stop')}>
          {t.stop}
        </Button>
      </div>
    </div>
  );
}

/** A minute on the parked car: the drive's reflection questions, answered by voice or tap. */
function Debrief({
  question,
  questions,
  answered,
  startedAt,
  onAnswer,
  onDone,
}: {
  question: ReflectionQuestion | undefined;
  questions: readonly ReflectionQuestion[];
  answered: Record<string, string>;
  startedAt: number;
  onAnswer: (question: ReflectionQuestion, code: string) => void;
  onDone: () => void;
}) {
  const [now, setNow] = useState(() => Date.now());
  const left = Math.max(0, DEBRIEF_SECONDS - Math.floor((now - startedAt) / 1000));
  const done = useLatestCallback(onDone);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  useEffect(() => {
    if (left === 0) done();
  }, [left, done]);
  return (
    <div className={styles.main}>
      <p className={styles.lead}>{t.debrief.lead}</p>
      {question ? (
        <fieldset className={styles.question}>
          <legend>{question.text}</legend>
          <div className={styles.choices}>
            {question.choices.map(([code, label]) => (
              <Button key={code} variant="secondary" onClick={() => onAnswer(question, code)}>
                {label}
              </Button>
            ))}
          </div>
        </fieldset>
      ) : null}
      <ul className={styles.answers}>
        {questions
          .filter((q) => answered[q.id] !== undefined)
          .map((q) => (
            <li key={q.id}>
              {t.debrief.answered(
                q.short,
                q.choices.find(([c]) => c === answered[q.id])?.[1] ?? '',
              )}
            </li>
          ))}
      </ul>
      <p className={styles.countdown}>{t.debrief.secondsLeft(left)}</p>
      <Button className={styles.big} onClick={onDone}>
        {t.debrief.toForm}
      </Button>
    </div>
  );
}
