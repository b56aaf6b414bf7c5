import { instructionScreens } from '../../../copy/instructions.js';
import { Button } from '../../../components/Button.js';
import styles from './Instructions.module.css';

const t = instructionScreens;

/**
 * Why the instruction cannot be heard on this device, and what to do (issue 36): shown only
 * when the person asks to hear it, never before. Without a Swedish voice it says where to
 * install one; without speech synthesis, that another browser can read aloud. Both offer
 * 'Läs steg för steg', which needs no voice at all.
 */
export function NoVoiceHelp({
  id,
  voice,
  onStepByStep,
  onClose,
}: {
  id: string;
  voice: 'missing' | 'unsupported';
  onStepByStep: () => void;
  onClose: () => void;
}) {
  const missing = voice === 'missing';
  const titleId = `${id}-title`;
  return (
    <section id={id} className={styles.help} aria-labelledby={titleId}>
      <p id={titleId} className={styles.helpTitle}>
        {missing ? t.noVoice.title : t.noSpeech.title}
      </p>
      <p>{missing ? t.noVoice.why : t.noSpeech.why}</p>
      {missing ? (
        <>
          <ul className={styles.helpPaths}>
            {t.noVoice.paths.map((path) => (
              <li key={path.device}>
                <strong>{path.device}:</strong> {path.menus}
              </li>
            ))}
          </ul>
          <p className={styles.helpHedge}>{t.noVoice.hedge}</p>
        </>
      ) : null}
      <p>{t.noVoice.meanwhile}</p>
      <div className={styles.helpActions}>
        <Button onClick={onStepByStep}>{t.audio.stepByStep}</Button>
        <Button variant="secondary" onClick={onClose}>
          {t.noVoice.close}
        </Button>
      </div>
    </section>
  );
}
