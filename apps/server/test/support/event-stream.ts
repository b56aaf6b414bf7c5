import {
  LiveEventSchema,
  SupervisorLiveMessageSchema,
  type LiveEvent,
  type SupervisorLiveMessage,
} from '@ovningskort/domain';
import { bearer } from '../test-app.js';

/** Opens an event stream the way the web client does (fetch with the bearer token). */
export function openStream(url: string, accessToken: string) {
  return openMessages(url, accessToken, (data) => LiveEventSchema.parse(data));
}

/** A supervisor's single stream (`/v1/teacher/live`): each message an event and whose. */
export function openSupervisorStream(url: string, accessToken: string) {
  return openMessages<SupervisorLiveMessage>(url, accessToken, (data) =>
    SupervisorLiveMessageSchema.parse(data),
  );
}

async function openMessages<M>(url: string, accessToken: string, read: (data: unknown) => M) {
  const controller = new AbortController();
  const response = await fetch(url, { headers: bearer(accessToken), signal: controller.signal });
  const events: M[] = [];
  let ended = false;
  const waiters = new Set<() => void>();
  if (response.ok && response.body) {
    void (async () => {
      const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
      let buffer = '';
      try {
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          buffer += value;
          let split;
          while ((split = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, split);
            buffer = buffer.slice(split + 2);
            const data = block.split('\n').find((line) => line.startsWith('data: '));
            // Every event on the wire must be one the web app can read.
            if (data) events.push(read(JSON.parse(data.slice(6))));
            for (const wake of waiters) wake();
          }
        }
      } catch {
        // aborted by the test
      }
      ended = true;
      for (const wake of waiters) wake();
    })();
  }
  return {
    status: response.status,
    events,
    get ended() {
      return ended;
    },
    /** The first event matching, within the time the issue allows (2 s). */
    next,
    close: () => controller.abort(),
  };

  function next<E extends M>(match: (event: M) => event is E, timeoutMs?: number): Promise<E>;
  function next(match: (event: M) => boolean, timeoutMs?: number): Promise<M>;
  async function next(match: (event: M) => boolean, timeoutMs = 2000): Promise<M> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = events.find(match);
      if (found) return found;
      if (ended || Date.now() > deadline)
        throw new Error(`no matching event; got ${JSON.stringify(events)}`);
      await new Promise<void>((resolve) => {
        const wake = () => {
          waiters.delete(wake);
          resolve();
        };
        waiters.add(wake);
        setTimeout(wake, 50);
      });
    }
  }
}

type LessonEvent = Extract<LiveEvent, { type: 'lesson' }>;

/** Matches a lesson event (of the lesson with that id, if given). */
export const lessonEvent =
  (id?: string) =>
  (event: LiveEvent): event is LessonEvent =>
    event.type === 'lesson' && (id === undefined || event.drivingNote.id === id);
