import { useCallback, useEffect, useRef, useState } from 'react';
import { transcribe, useTranscribeStatus } from './transcribe.js';
import {
  canRecogniseSpeech,
  canRecordClips,
  claimMicrophone,
  listenInBrowser,
  listenThroughServer,
  type VoiceEvent,
  type VoiceListener,
} from './voice.js';

/** How this browser can hear commands: itself, through the server, or not at all. */
export function useVoiceMode(): 'browser' | 'server' | null {
  const inBrowser = canRecogniseSpeech();
  const status = useTranscribeStatus(!inBrowser && canRecordClips());
  if (inBrowser) return 'browser';
  return status.data?.available ? 'server' : null;
}

/**
 * Listening for voice commands on this device: `start` claims the microphone (stopping any other
 * listener of the app), `stop` lets it go, and so does leaving the screen. `onEvent` gets what
 * was heard, and a failure after which listening has stopped.
 */
export function useVoiceListening(
  role: 'student' | 'teacher',
  onEvent: (event: VoiceEvent) => void,
) {
  const mode = useVoiceMode();
  const [listening, setListening] = useState(false);
  const listener = useRef<VoiceListener | null>(null);
  const release = useRef<(() => void) | null>(null);
  const eventRef = useRef(onEvent);
  useEffect(() => {
    eventRef.current = onEvent;
  }, [onEvent]);

  const stop = useCallback(() => {
    listener.current?.stop();
    listener.current = null;
    release.current?.();
    release.current = null;
    setListening(false);
  }, []);
  useEffect(() => stop, [stop]);

  function handle(event: VoiceEvent) {
    if (event.type === 'error') stop();
    eventRef.current(event);
  }

  function start() {
    if (mode === null || listener.current) return;
    release.current = claimMicrophone(stop);
    listener.current =
      mode === 'browser'
        ? listenInBrowser(handle)
        : listenThroughServer((clip) => transcribe(role, clip), handle);
    setListening(true);
  }

  return { mode, listening, start, stop };
}
