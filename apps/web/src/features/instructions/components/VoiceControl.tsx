import { matchVoiceCommand, type VoiceCommand } from '@ovningskort/domain';
import { instructionScreens } from '../../../copy/instructions.js';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../../components/Button.js';
import {
  canRecogniseSpeech,
  canRecordClips,
  claimMicrophone,
  listenInBrowser,
  listenThroughServer,
  type VoiceEvent,
  type VoiceListener,
} from '../../../lib/voice.js';
import { transcribe, useTranscribeStatus } from '../api/transcribe.js';
import styles from './Instructions.module.css';

const t = instructionScreens.voice;

/** How this browser can hear commands: itself, through the server, or not at all. */
function useVoiceMode(): 'browser' | 'server' | null {
  const inBrowser = canRecogniseSpeech();
  const status = useTranscribeStatus(!inBrowser && canRecordClips());
  if (inBrowser) return 'browser';
  return status.data?.available ? 'server' : null;
}

/**
 * Voice commands (a test version, spec §1): 'nästa steg', 'första steg', 'avsluta läsning',
 * 'läs alla steg'. Hidden where the browser cannot listen and the server cannot transcribe.
 */
export function VoiceControl({
  role,
  onCommand,
}: {
  role: 'student' | 'teacher';
  onCommand: (command: VoiceCommand) => void;
}) {
  const mode = useVoiceMode();
  const [listening, setListening] = useState(false);
  const [message, setMessage] = useState<string>('');
  const listener = useRef<VoiceListener | null>(null);
  const release = useRef<(() => void) | null>(null);
  const commandRef = useRef(onCommand);
  useEffect(() => {
    commandRef.current = onCommand;
  }, [onCommand]);

  const stopRef = useRef(() => {
    listener.current?.stop();
    listener.current = null;
    release.current?.();
    release.current = null;
    setListening(false);
  });

  useEffect(() => stopRef.current, []);

  if (mode === null) return null;

  function handle(event: VoiceEvent) {
    if (event.type === 'error') {
      stopRef.current();
      setMessage(event.reason === 'denied' ? t.denied : t.failed);
      return;
    }
    const command = matchVoiceCommand(event.text);
    setMessage(command ? t.heard(event.text) : t.notUnderstood(event.text));
    if (command) commandRef.current(command);
  }

  function start() {
    release.current = claimMicrophone(stopRef.current);
    listener.current =
      mode === 'browser'
        ? listenInBrowser(handle)
        : listenThroughServer((clip) => transcribe(role, clip), handle);
    setListening(true);
    setMessage(t.listening);
  }

  return (
    <fieldset className={styles.voice}>
      <legend>
        {t.title}
        <span className={styles.badge}>{t.testVersion}</span>
      </legend>
      <Button
        variant="secondary"
        aria-pressed={listening}
        onClick={() => {
          if (listening) {
            stopRef.current();
            setMessage(t.off);
          } else {
            start();
          }
        }}
      >
        {listening ? <span className={styles.listening}>{t.stop}</span> : t.start}
      </Button>
      <p className={styles.status} role="status">
        {message}
      </p>
    </fieldset>
  );
}
