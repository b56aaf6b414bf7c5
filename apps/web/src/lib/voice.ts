import { TRANSCRIBE_CLIP_MS, VOICE_LANGUAGE } from '@ovningskort/domain';

export type VoiceEvent =
  { type: 'heard'; text: string } | { type: 'error'; reason: 'denied' | 'failed' };

export interface VoiceListener {
  stop(): void;
}

interface RecognitionResultList {
  length: number;
  [index: number]: { isFinal: boolean; length: number; [index: number]: { transcript: string } };
}
interface Recognition {
  lang: string;
  continuous: boolean;
  interimResults: boolean;
  onresult: ((event: { resultIndex: number; results: RecognitionResultList }) => void) | null;
  onerror: ((event: { error: string }) => void) | null;
  onend: (() => void) | null;
  start(): void;
  stop(): void;
  abort(): void;
}
type RecognitionConstructor = new () => Recognition;

function recognitionConstructor(): RecognitionConstructor | undefined {
  const w = window as unknown as {
    SpeechRecognition?: RecognitionConstructor;
    webkitSpeechRecognition?: RecognitionConstructor;
  };
  return w.SpeechRecognition ?? w.webkitSpeechRecognition;
}

/** The browser recognises speech itself (Chrome, Edge, Safari). */
export function canRecogniseSpeech(): boolean {
  return typeof window !== 'undefined' && recognitionConstructor() !== undefined;
}

/** The browser can record short clips for the server to transcribe. */
export function canRecordClips(): boolean {
  return (
    typeof window !== 'undefined' &&
    typeof window.MediaRecorder === 'function' &&
    typeof navigator.mediaDevices?.getUserMedia === 'function'
  );
}

/** Continuous Swedish recognition in the browser; restarted when the browser ends it on silence. */
export function listenInBrowser(onEvent: (event: VoiceEvent) => void): VoiceListener {
  const Constructor = recognitionConstructor();
  if (!Constructor) throw new Error('No speech recognition in this browser');
  let listening = true;
  const recognition = new Constructor();
  recognition.lang = VOICE_LANGUAGE;
  recognition.continuous = true;
  recognition.interimResults = false;
  recognition.onresult = (event) => {
    for (let i = event.resultIndex; i < event.results.length; i += 1) {
      const result = event.results[i];
      const text = result?.[0]?.transcript.trim();
      if (result?.isFinal !== false && text) onEvent({ type: 'heard', text });
    }
  };
  recognition.onerror = (event) => {
    if (event.error === 'no-speech' || event.error === 'aborted') return;
    listening = false;
    onEvent({
      type: 'error',
      reason:
        event.error === 'not-allowed' || event.error === 'service-not-allowed'
          ? 'denied'
          : 'failed',
    });
  };
  recognition.onend = () => {
    if (!listening) return;
    try {
      recognition.start();
    } catch {
      listening = false;
      onEvent({ type: 'error', reason: 'failed' });
    }
  };
  recognition.start();
  return {
    stop() {
      listening = false;
      recognition.abort();
    },
  };
}

/**
 * Records clips of a few seconds one after another and has the server transcribe each
 * (POST /v1/transcribe), for browsers without their own recogniser.
 */
export function listenThroughServer(
  transcribe: (clip: Blob) => Promise<string>,
  onEvent: (event: VoiceEvent) => void,
): VoiceListener {
  let listening = true;
  let stream: MediaStream | null = null;
  let recorder: MediaRecorder | null = null;

  const recordClip = () =>
    new Promise<Blob>((resolve, reject) => {
      const chunks: Blob[] = [];
      recorder = new MediaRecorder(stream!);
      recorder.ondataavailable = (event) => chunks.push(event.data);
      recorder.onstop = () =>
        resolve(new Blob(chunks, { type: recorder?.mimeType || 'audio/webm' }));
      recorder.onerror = () => reject(new Error('recorder failed'));
      recorder.start();
      setTimeout(() => recorder?.state === 'recording' && recorder.stop(), TRANSCRIBE_CLIP_MS);
    });

  void (async () => {
    try {
      stream = await navigator.mediaDevices.getUserMedia({ audio: true });
    } catch {
      listening = false;
      onEvent({ type: 'error', reason: 'denied' });
      return;
    }
    let failures = 0;
    while (listening) {
      try {
        const clip = await recordClip();
        if (!listening) break;
        const text = (await transcribe(clip)).trim();
        failures = 0;
        if (text && listening) onEvent({ type: 'heard', text });
      } catch {
        failures += 1;
        if (failures >= 3 && listening) {
          listening = false;
          onEvent({ type: 'error', reason: 'failed' });
        }
      }
    }
    for (const track of stream.getTracks()) track.stop();
  })();

  return {
    stop() {
      listening = false;
      if (recorder?.state === 'recording') recorder.stop();
      for (const track of stream?.getTracks() ?? []) track.stop();
    },
  };
}

/** One microphone user at a time: starting to listen in one place stops it in another. */
let activeStop: (() => void) | null = null;
export function claimMicrophone(stop: () => void): () => void {
  if (activeStop && activeStop !== stop) activeStop();
  activeStop = stop;
  return () => {
    if (activeStop === stop) activeStop = null;
  };
}
