import { LESSONS, type LessonNumber, type NoteDescriptionResponse } from '@ovningskort/domain';
import type { QueryClient } from '@tanstack/react-query';
import { NetworkError } from '../../../lib/api-client.js';
import { session } from '../../../lib/session.js';
import { whenSettled } from '../../../lib/when-settled.js';
import { getLessonInstructions } from '../api/get-lesson-instructions.js';
import { instructionKey, type InstructionSource } from '../api/keys.js';

/**
 * A card's instructions kept on the device for use without a network (issue 35, decision 035):
 * each lesson's texts in one request into the query cache (which is kept on the device with the
 * role's other queries), then its pictures one at a time at low priority through the service
 * worker, which keeps what it serves. One lesson at a time, each when the browser is idle, so
 * it never competes with what the person is doing. Not with Data Saver on; stopped by a lost
 * network and taken up again when it returns.
 */
export type OnDevice =
  /** Looking at what the device has. */
  | { kind: 'checking' }
  /** Fetching: `kept` of `total` lessons on the device. */
  | { kind: 'fetching'; kept: number; total: number }
  /** Every lesson's texts and pictures are on the device. */
  | { kind: 'ready'; total: number }
  /** Some are not, and there is no network to get them now (they come when it returns). */
  | { kind: 'offline'; kept: number; total: number }
  /** Some are not, and the browser asks to save data: each is fetched when opened. */
  | { kind: 'saving-data'; kept: number; total: number }
  /** The server refused (signed out, the link ended): each is fetched when opened. */
  | { kind: 'stopped'; kept: number; total: number };

type Listener = () => void;

const states = new Map<string, OnDevice>();
const running = new Map<string, Promise<void>>();
const waitingForNetwork = new Set<string>();
const listeners = new Map<string, Set<Listener>>();
const CHECKING: OnDevice = { kind: 'checking' };

/** One card's instructions: whose, which gearbox, which lessons. */
export const onDeviceKey = (source: InstructionSource, lessons: readonly number[]) =>
  [
    source.role,
    source.studentId,
    source.automatic ?? '',
    [...lessons].sort((a, b) => a - b).join(','),
  ].join(':');

export function onDeviceState(key: string): OnDevice {
  return states.get(key) ?? CHECKING;
}

export function subscribeOnDevice(key: string, listener: Listener): () => void {
  let set = listeners.get(key);
  if (!set) listeners.set(key, (set = new Set()));
  set.add(listener);
  return () => set.delete(listener);
}

function setState(key: string, state: OnDevice): void {
  states.set(key, state);
  for (const listener of listeners.get(key) ?? []) listener();
}

/** The browser's Data Saver (Chromium's `navigator.connection.saveData`). */
function savingData(): boolean {
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
  return connection?.saveData === true;
}

function whenIdle(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestIdleCallback === 'function')
      requestIdleCallback(() => resolve(), { timeout: 2000 });
    else setTimeout(resolve, 200);
  });
}

/** The account the instructions are kept for is still the one signed in on this device. */
function stillSignedIn(source: InstructionSource): boolean {
  const now = session.snapshot();
  return source.role === 'student' ? now.student?.id === source.studentId : now.hasSupervisorToken;
}

const subMomentsOf = (lesson: number) =>
  (LESSONS[lesson as LessonNumber] as (typeof LESSONS)[LessonNumber] | undefined)?.subMoments ?? [];

/** The lesson's instructions in the query cache, or undefined if one is missing. */
function keptTexts(
  client: QueryClient,
  source: InstructionSource,
  lesson: number,
): NoteDescriptionResponse[] | undefined {
  const texts: NoteDescriptionResponse[] = [];
  for (const { key } of subMomentsOf(lesson)) {
    const text = client.getQueryData<NoteDescriptionResponse>(instructionKey(source, lesson, key));
    if (!text) return undefined;
    texts.push(text);
  }
  return texts;
}

const picturesOf = (texts: readonly NoteDescriptionResponse[]) => [
  ...new Set(texts.flatMap((text) => text.img.map((image) => image.url))),
];

/**
 * Whether the service worker has the picture. Without a worker in control (a development
 * build, the very first page before it takes over) it cannot be known: fetched again, which
 * the browser's own cache answers (pictures are cached for a year).
 */
async function pictureKept(url: string): Promise<boolean> {
  if (typeof caches === 'undefined' || !navigator.serviceWorker?.controller) return false;
  return (await caches.match(url)) !== undefined;
}

async function keepPicture(url: string): Promise<void> {
  let response: Response;
  try {
    response = await fetch(url, { priority: 'low' } as RequestInit);
  } catch {
    throw new NetworkError();
  }
  // Read to the end, so the worker's copy is whole.
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
}

async function missingPictures(texts: readonly NoteDescriptionResponse[]): Promise<string[]> {
  const missing: string[] = [];
  for (const url of picturesOf(texts)) if (!(await pictureKept(url))) missing.push(url);
  return missing;
}

async function keep(
  client: QueryClient,
  key: string,
  source: InstructionSource,
  lessons: readonly number[],
): Promise<void> {
  const total = lessons.length;
  // What is already here, and what is not: looked at once the screen is drawn and its data
  // here (a card's pictures are many), when the browser is idle.
  await whenSettled();
  await whenIdle();
  const missing: number[] = [];
  for (const lesson of lessons) {
    const texts = keptTexts(client, source, lesson);
    if (!texts || (await missingPictures(texts)).length > 0) missing.push(lesson);
  }
  let kept = total - missing.length;
  if (missing.length === 0) return setState(key, { kind: 'ready', total });
  if (savingData()) return setState(key, { kind: 'saving-data', kept, total });
  if (!navigator.onLine) return setState(key, { kind: 'offline', kept, total });

  for (const lesson of missing) {
    setState(key, { kind: 'fetching', kept, total });
    await whenIdle();
    try {
      if (!stillSignedIn(source)) return setState(key, { kind: 'stopped', kept, total });
      let texts = keptTexts(client, source, lesson);
      if (!texts) {
        // Through the query cache, so that a logout's cancelQueries stops it at once.
        const answer = await client.fetchQuery({
          queryKey: ['instruction-lesson', ...instructionKey(source, lesson, '')],
          queryFn: ({ signal }) => getLessonInstructions(source, lesson, signal),
          retry: false,
          staleTime: 0,
          gcTime: 0,
        });
        for (const { parameter, instruction } of answer.subMoments) {
          client.setQueryData(instructionKey(source, lesson, parameter), instruction);
        }
        texts = answer.subMoments.map((s) => s.instruction);
      }
      for (const url of await missingPictures(texts)) await keepPicture(url);
    } catch (error) {
      const offline = error instanceof NetworkError || !navigator.onLine;
      return setState(key, { kind: offline ? 'offline' : 'stopped', kept, total });
    }
    kept += 1;
  }
  setState(key, { kind: 'ready', total });
}

/**
 * Keeps the card's instructions on the device, or says what is missing. Asked again while it
 * works, it waits for the same work; stopped by a lost network, it goes on when the network
 * returns.
 */
export function keepOnDevice(
  client: QueryClient,
  source: InstructionSource,
  lessons: readonly number[],
): Promise<void> {
  const key = onDeviceKey(source, lessons);
  const already = running.get(key);
  if (already) return already;
  // Found whole on this page already: another card of the same gearbox, the card opened again.
  if (onDeviceState(key).kind === 'ready') return Promise.resolve();
  const work = keep(client, key, source, lessons).finally(() => {
    running.delete(key);
    if (onDeviceState(key).kind === 'offline' && !waitingForNetwork.has(key)) {
      waitingForNetwork.add(key);
      window.addEventListener(
        'online',
        () => {
          waitingForNetwork.delete(key);
          void keepOnDevice(client, source, lessons);
        },
        { once: true },
      );
    }
  });
  running.set(key, work);
  return work;
}
