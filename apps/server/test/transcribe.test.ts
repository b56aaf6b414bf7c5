import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { messages, TRANSCRIBE_MAX_BYTES } from '@ovningskort/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activeStudent, activeSupervisor, bearer, startTestApp, type TestApp } from './test-app.js';

/** A tiny but real WAV file: RIFF header, fmt chunk, some silence. */
function wav(samples = 800): Buffer {
  const data = Buffer.alloc(samples * 2);
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVE', 8);
  header.write('fmt ', 12);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(16000, 24);
  header.writeUInt32LE(32000, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36);
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}

function multipart(file: { bytes: Buffer; type: string; name?: string; field?: string }) {
  const boundary = '----ovk' + Math.random().toString(16).slice(2);
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'audio'}"; filename="${file.name ?? 'clip.wav'}"\r\nContent-Type: ${file.type}\r\n\r\n`,
    ),
    file.bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}

/**
 * The remote speech-to-text service, the one part we cannot run here: a small HTTP server that
 * speaks the OpenAI /audio/transcriptions protocol (multipart file, model, language → { text }).
 */
async function startSpeechService(answer: { status: number; text?: string }) {
  const received: {
    authorization?: string;
    model?: string;
    language?: string;
    fileBytes?: number;
  }[] = [];
  const server = http.createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const form = await new Response(new Uint8Array(Buffer.concat(chunks)), {
      headers: { 'content-type': request.headers['content-type'] ?? '' },
    }).formData();
    const file = form.get('file');
    received.push({
      authorization: request.headers.authorization,
      model: String(form.get('model')),
      language: String(form.get('language')),
      fileBytes: file instanceof Blob ? file.size : undefined,
    });
    if (request.url !== '/v1/audio/transcriptions' || !(file instanceof Blob)) {
      response
        .writeHead(400, { 'content-type': 'application/json' })
        .end('{"error":{"message":"bad"}}');
      return;
    }
    response
      .writeHead(answer.status, { 'content-type': 'application/json' })
      .end(
        JSON.stringify(
          answer.status === 200 ? { text: answer.text } : { error: { message: 'nope' } },
        ),
      );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('POST /v1/transcribe with a speech-to-text service', () => {
  let t: TestApp;
  let speech: Awaited<ReturnType<typeof startSpeechService>>;
  beforeAll(async () => {
    speech = await startSpeechService({ status: 200, text: ' Nästa steg. ' });
    t = await startTestApp('sqlite', {
      TRANSCRIBE_URL: speech.url,
      TRANSCRIBE_API_KEY: 'sk-test',
      TRANSCRIBE_MODEL: 'whisper-large',
    });
  });
  afterAll(async () => {
    await t.close();
    await speech.close();
  });

  const upload = (accessToken: string | undefined, file: Parameters<typeof multipart>[0]) => {
    const { body, contentType } = multipart(file);
    return t.app.inject({
      method: 'POST',
      url: '/api/v1/transcribe',
      headers: { 'content-type': contentType, ...(accessToken ? bearer(accessToken) : {}) },
      payload: body,
    });
  };

  it('says it is available', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/transcribe' });
    expect(response.json()).toEqual({ available: true });
  });

  it('forwards a clip for a student and a supervisor and answers the text', async () => {
    const student = await activeStudent(t);
    const supervisor = await activeSupervisor(t);
    for (const who of [student, supervisor]) {
      const response = await upload(who.accessToken, { bytes: wav(), type: 'audio/wav' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ text: 'Nästa steg.' });
    }
    expect(speech.received.at(-1)).toEqual({
      authorization: 'Bearer sk-test',
      model: 'whisper-large',
      language: 'sv',
      fileBytes: wav().length,
    });
  });

  it('refuses a caller without a token', async () => {
    const response = await upload(undefined, { bytes: wav(), type: 'audio/wav' });
    expect(response.statusCode).toBe(401);
  });

  it('answers 413 for a clip over 1 MB', async () => {
    const student = await activeStudent(t);
    const big = Buffer.concat([wav(), Buffer.alloc(TRANSCRIBE_MAX_BYTES)]);
    const response = await upload(student.accessToken, { bytes: big, type: 'audio/wav' });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ message: messages.transcribe.tooLarge });
  });

  it.each([
    ['a text file', Buffer.from('nästa steg, tack så mycket'), 'text/plain'],
    ['text that claims to be audio', Buffer.from('<html><body>hej</body></html>'), 'audio/webm'],
    ['audio bytes declared as an image', wav(), 'image/png'],
  ])('answers 415 for %s', async (_, bytes, type) => {
    const student = await activeStudent(t);
    const response = await upload(student.accessToken, { bytes, type });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ message: messages.transcribe.notAudio });
  });

  it('answers 415 for a body that is not multipart, and 400 without a file', async () => {
    const student = await activeStudent(t);
    const raw = await t.app.inject({
      method: 'POST',
      url: '/api/v1/transcribe',
      headers: { 'content-type': 'application/json', ...bearer(student.accessToken) },
      payload: { audio: 'x' },
    });
    expect(raw.statusCode).toBe(415);
    const boundary = 'ovkempty';
    const empty = await t.app.inject({
      method: 'POST',
      url: '/api/v1/transcribe',
      headers: {
        'content-type': `multipart/form-data; boundary=${boundary}`,
        ...bearer(student.accessToken),
      },
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="note"\r\n\r\nhej\r\n--${boundary}--\r\n`,
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ message: messages.transcribe.noFile });
  });
});

describe('POST /v1/transcribe when the service fails', () => {
  it('answers 502 with a Swedish message', async () => {
    const speech = await startSpeechService({ status: 500 });
    const t = await startTestApp('sqlite', {
      TRANSCRIBE_URL: `${speech.url}/audio/transcriptions`,
    });
    try {
      const student = await activeStudent(t);
      const { body, contentType } = multipart({ bytes: wav(), type: 'audio/webm;codecs=opus' });
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/v1/transcribe',
        headers: { 'content-type': contentType, ...bearer(student.accessToken) },
        payload: body,
      });
      expect(speech.received).toHaveLength(1);
      expect(response.statusCode).toBe(502);
      expect(response.json()).toMatchObject({ message: messages.transcribe.failed });
    } finally {
      await t.close();
      await speech.close();
    }
  });
});

describe('POST /v1/transcribe without a service', () => {
  it('answers 501 and says it is unavailable', async () => {
    const t = await startTestApp('sqlite');
    try {
      const student = await activeStudent(t);
      const { body, contentType } = multipart({ bytes: wav(), type: 'audio/wav' });
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/v1/transcribe',
        headers: { 'content-type': contentType, ...bearer(student.accessToken) },
        payload: body,
      });
      expect(response.statusCode).toBe(501);
      expect(response.json()).toMatchObject({ message: messages.transcribe.notConfigured });
      expect((await t.app.inject({ method: 'GET', url: '/api/v1/transcribe' })).json()).toEqual({
        available: false,
      });
    } finally {
      await t.close();
    }
  });
});
