import type { Page } from '@playwright/test';

/**
 * Replaces the browser's speech APIs at their boundary, before the app loads: speech synthesis
 * records what it is asked to say and ends each utterance after a short while (40 ms), or with
 * `heldUntilEnded` only when the test says so (`endSpeaking`): a part is then seen being read
 * however slowly the machine checks. Speech recognition is a stand-in the test speaks into with
 * `say(page, 'nästa steg')`.
 */
export async function replaceSpeechSynthesis(
  page: Page,
  options: { swedishVoice?: boolean; heldUntilEnded?: boolean } = {},
) {
  // A device lists its voices; the app reads aloud only with a Swedish one.
  const voices = [
    { name: 'English', lang: 'en-US', default: true, localService: true, voiceURI: 'English' },
    ...(options.swedishVoice === false
      ? []
      : [{ name: 'Alva', lang: 'sv-SE', default: false, localService: true, voiceURI: 'Alva' }]),
  ];
  await page.addInitScript(
    ({ voices, held }) => {
      const w = window as unknown as Record<string, unknown>;
      const spoken: { text: string; lang: string }[] = [];
      let current: SpeechSynthesisUtterance | null = null;
      let timer: number | undefined;
      w.__spoken = spoken;
      const end = (utterance: SpeechSynthesisUtterance, type: 'end' | 'error') => {
        if (current !== utterance) return;
        current = null;
        if (type === 'end') utterance.onend?.(new Event('end') as SpeechSynthesisEvent);
        else
          utterance.onerror?.(
            Object.assign(new Event('error'), { error: 'canceled' }) as SpeechSynthesisErrorEvent,
          );
      };
      const synthesis = {
        get speaking() {
          return current !== null;
        },
        pending: false,
        paused: false,
        speak(utterance: SpeechSynthesisUtterance) {
          spoken.push({ text: utterance.text, lang: utterance.lang });
          current = utterance;
          if (!held) timer = window.setTimeout(() => end(utterance, 'end'), 40);
        },
        cancel() {
          window.clearTimeout(timer);
          if (current) end(current, 'error');
        },
        pause() {},
        resume() {},
        getVoices: () => voices,
        addEventListener() {},
        removeEventListener() {},
      };
      Object.defineProperty(window, 'speechSynthesis', { value: synthesis, configurable: true });
      w.__endSpeaking = () => {
        if (current) end(current, 'end');
      };
      // The listed voices are plain objects, which a real utterance would refuse as its voice.
      class StandInUtterance {
        lang = '';
        voice: unknown = null;
        onend: ((event: Event) => void) | null = null;
        onerror: ((event: Event) => void) | null = null;
        constructor(public text = '') {}
      }
      Object.defineProperty(window, 'SpeechSynthesisUtterance', {
        value: StandInUtterance,
        configurable: true,
        writable: true,
      });
    },
    { voices, held: options.heldUntilEnded === true },
  );
}

/**
 * With `heldUntilEnded`: the sentence being said ends now, as a voice ends it. Answers whether
 * the app has then gone on to say another (a part may be several sentences).
 */
export async function endSpeaking(page: Page): Promise<boolean> {
  return page.evaluate(async () => {
    (window as unknown as { __endSpeaking: () => void }).__endSpeaking();
    // The app says its next sentence once the end has reached it.
    await new Promise((resolve) => setTimeout(resolve, 0));
    return window.speechSynthesis.speaking;
  });
}

export async function replaceSpeechRecognition(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as Record<string, unknown>;
    class StandInRecognition {
      lang = '';
      continuous = false;
      interimResults = false;
      onresult: ((event: unknown) => void) | null = null;
      onerror: ((event: unknown) => void) | null = null;
      onend: (() => void) | null = null;
      start() {
        w.__recognition = this;
        w.__recognitionLang = this.lang;
      }
      stop() {
        if (w.__recognition === this) w.__recognition = null;
      }
      abort() {
        this.stop();
      }
    }
    w.SpeechRecognition = StandInRecognition;
    w.webkitSpeechRecognition = StandInRecognition;
  });
}

/** Says something to the app's speech recogniser, as the browser would report it. */
export async function say(page: Page, text: string) {
  await page.evaluate((transcript) => {
    const recognition = (window as unknown as { __recognition?: { onresult(e: unknown): void } })
      .__recognition;
    if (!recognition) throw new Error('Nobody is listening');
    const result = Object.assign([{ transcript, confidence: 0.9 }], { isFinal: true });
    recognition.onresult({ resultIndex: 0, results: [result] });
  }, text);
}

/** Takes away the browser's own speech recognition (and the recorder, if asked). */
export async function withoutSpeechRecognition(page: Page, options: { recorder: boolean }) {
  await page.addInitScript((keepRecorder) => {
    const w = window as unknown as Record<string, unknown>;
    delete w.SpeechRecognition;
    delete w.webkitSpeechRecognition;
    if (!keepRecorder) delete w.MediaRecorder;
  }, options.recorder);
}

/**
 * Replaces Screen Wake Lock at its boundary (the headless browser has no screen to keep on):
 * each request and release is recorded in order, for `wakeLockEvents`.
 */
export async function replaceWakeLock(page: Page) {
  await page.addInitScript(() => {
    const events: string[] = [];
    (window as unknown as { __wakeLock: string[] }).__wakeLock = events;
    const wakeLock = {
      request(type: string) {
        events.push(`request ${type}`);
        const listeners: (() => void)[] = [];
        const lock = {
          type,
          released: false,
          addEventListener(_: string, listener: () => void) {
            listeners.push(listener);
          },
          async release() {
            if (lock.released) return;
            lock.released = true;
            events.push('release');
            for (const listener of listeners) listener();
          },
        };
        return Promise.resolve(lock);
      },
    };
    Object.defineProperty(navigator, 'wakeLock', { value: wakeLock, configurable: true });
  });
}

/** What the page asked of the screen's wake lock, in order ('request screen', 'release'). */
export async function wakeLockEvents(page: Page): Promise<string[]> {
  return page.evaluate(() => [...(window as unknown as { __wakeLock: string[] }).__wakeLock]);
}

/** What the app has said aloud so far, in order. */
export async function spokenTexts(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    (window as unknown as { __spoken: { text: string }[] }).__spoken.map((s) => s.text),
  );
}
