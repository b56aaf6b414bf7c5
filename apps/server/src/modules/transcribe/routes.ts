import fastifyMultipart from '@fastify/multipart';
import {
  DomainError,
  ErrorSchema,
  messages,
  TRANSCRIBE_MAX_BYTES,
  TranscribeResponseSchema,
  TranscribeStatusSchema,
} from '@ovningskort/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { isAudioType, looksLikeAudio } from './audio-sniff.js';
import { SpeechToTextError, type SpeechToText } from './speech-to-text.js';

const tags = ['instructions'];
const m = messages.transcribe;

/**
 * POST /v1/transcribe (spec §7): a short voice-command clip → text, through the configured
 * speech-to-text service. Without one: 501, and the app uses the browser's recogniser or hides
 * voice control.
 */
export const transcribeRoutes: FastifyPluginAsyncZod<{
  speechToText: SpeechToText | undefined;
}> = async (app, { speechToText }) => {
  await app.register(fastifyMultipart, {
    limits: { files: 1, fileSize: TRANSCRIBE_MAX_BYTES, fields: 5, fieldSize: 1024, parts: 6 },
  });

  app.get(
    '/v1/transcribe',
    {
      schema: {
        tags,
        summary: 'Whether the server can transcribe voice commands',
        response: { 200: TranscribeStatusSchema },
      },
    },
    async () => ({ available: speechToText !== undefined }),
  );

  const signedIn = async (request: FastifyRequest) => {
    const claims = await app.readAccess(request);
    if (!claims) throw new DomainError('UNAUTHENTICATED', messages.common.unauthorized);
    request.auth = claims;
  };

  app.post(
    '/v1/transcribe',
    {
      preValidation: signedIn,
      schema: {
        tags,
        security: [{ bearer: [] }],
        summary: 'Transcribe a short audio clip (multipart field "audio", at most 1 MB)',
        consumes: ['multipart/form-data'],
        response: {
          200: TranscribeResponseSchema,
          400: ErrorSchema,
          401: ErrorSchema,
          413: ErrorSchema,
          415: ErrorSchema,
          501: ErrorSchema,
          502: ErrorSchema,
        },
      },
    },
    async (request) => {
      if (!speechToText) throw new DomainError('NOT_CONFIGURED', m.notConfigured);
      if (!request.isMultipart()) throw new DomainError('NOT_AUDIO', m.notAudio);
      let file;
      try {
        file = await request.file();
      } catch {
        throw new DomainError('NO_FILE', m.noFile);
      }
      if (!file) throw new DomainError('NO_FILE', m.noFile);
      let bytes: Buffer;
      try {
        bytes = await file.toBuffer();
      } catch (error) {
        if (error instanceof app.multipartErrors.RequestFileTooLargeError) {
          throw new DomainError('TOO_LARGE', m.tooLarge);
        }
        throw new DomainError('NO_FILE', m.noFile);
      }
      if (!isAudioType(file.mimetype) || !looksLikeAudio(bytes)) {
        throw new DomainError('NOT_AUDIO', m.notAudio);
      }
      try {
        const text = await speechToText.transcribe({
          bytes,
          filename: file.filename || 'clip',
          type: file.mimetype,
        });
        return { text };
      } catch (error) {
        if (!(error instanceof SpeechToTextError)) throw error;
        request.log.warn({ err: error }, 'transcription failed');
        throw new DomainError('TRANSCRIBE_FAILED', m.failed);
      }
    },
  );
};
