import { VOICE_LANGUAGE } from '@ovningskort/domain';

export interface SpeechToText {
  transcribe(audio: { bytes: Buffer; filename: string; type: string }): Promise<string>;
}

export class SpeechToTextError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'SpeechToTextError';
  }
}

/** The endpoint of an OpenAI-compatible service: a base URL gets /audio/transcriptions added. */
export function transcriptionEndpoint(url: string): string {
  const trimmed = url.replace(/\/+$/, '');
  return trimmed.endsWith('/audio/transcriptions') ? trimmed : `${trimmed}/audio/transcriptions`;
}

/**
 * A client of an OpenAI-compatible speech-to-text service (POST …/audio/transcriptions,
 * multipart with file, model and language; answers { text }).
 */
export function createSpeechToText(options: {
  url: string;
  apiKey: string | undefined;
  model: string;
  timeoutMs?: number;
}): SpeechToText {
  const endpoint = transcriptionEndpoint(options.url);
  return {
    async transcribe({ bytes, filename, type }) {
      const form = new FormData();
      form.set('file', new Blob([bytes], { type }), filename);
      form.set('model', options.model);
      form.set('language', VOICE_LANGUAGE.slice(0, 2));
      form.set('response_format', 'json');
      let response: Response;
      try {
        response = await fetch(endpoint, {
          method: 'POST',
          body: form,
          headers: options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {},
          signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
        });
      } catch (error) {
        throw new SpeechToTextError(`speech-to-text unreachable: ${(error as Error).message}`);
      }
      if (!response.ok) {
        throw new SpeechToTextError(`speech-to-text answered ${response.status}`, response.status);
      }
      const body = (await response.json().catch(() => null)) as { text?: unknown } | null;
      if (typeof body?.text !== 'string') {
        throw new SpeechToTextError('speech-to-text answered without a text');
      }
      return body.text.trim();
    },
  };
}
