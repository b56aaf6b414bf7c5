import { matchVoiceCommand, type VoiceCommand } from '@ovningskort/domain';
import { useState } from 'react';
import { instructionScreens } from '../../../copy/instructions.js';
import { Button } from '../../../components/Button.js';
import { useVoiceListening } from '../../../lib/use-voice-listening.js';
import styles from './Instructions.module.css';

const t = instructionScreens.voice;

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
  const [message, setMessage] = useState<string>('');
  const voice = useVoiceListening(role, (event) => {
    if (event.type === 'error') {
      setMessage(event.reason === 'denied' ? t.denied : t.failed);
      return;
    }
    const command = matchVoiceCommand(event.text);
    setMessage(command ? t.heard(event.text) : t.notUnderstood(event.text));
    if (command) onCommand(command);
  });
  const { listening } = voice;

  if (voice.mode === null) return null;

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
            voice.stop();
            setMessage(t.off);
          } else {
            voice.start();
            setMessage(t.listening);
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
