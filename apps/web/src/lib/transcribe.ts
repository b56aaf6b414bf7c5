import { TranscribeResponseSchema, TranscribeStatusSchema } from '@ovningskort/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from './api.js';

const transcribeStatusKey = ['transcribe-status'] as const;

/** The server's transcription of a short clip (POST /v1/transcribe). */
export async function transcribe(role: 'student' | 'teacher', clip: Blob): Promise<string> {
  const form = new FormData();
  form.set('audio', clip, clip.type.includes('ogg') ? 'clip.ogg' : 'clip.webm');
  const { text } = await api.request('/v1/transcribe', {
    method: 'POST',
    role,
    body: form,
    response: TranscribeResponseSchema,
  });
  return text;
}

/** Whether the server can transcribe; asked once, only when the browser cannot recognise. */
export function useTranscribeStatus(enabled: boolean) {
  return useQuery({
    queryKey: transcribeStatusKey,
    queryFn: () => api.request('/v1/transcribe', { response: TranscribeStatusSchema }),
    enabled,
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
  });
}
