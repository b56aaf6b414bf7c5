import { cardIsAutomatic } from '@ovningskort/domain';
import { getCards } from '../features/cards/api/get-cards.js';
import { cardsKey } from '../features/cards/api/keys.js';
import { everyScreenCached } from '../lib/cache-screens.js';
import { queryClient } from '../lib/query-client.js';
import { session } from '../lib/session.js';

let keptFor: string | undefined;
let watching = false;

/**
 * After a learner's sign-in (issue 35, decision 035): once every screen is on the device (the
 * service worker has cached them, after the first screen was usable), each of the learner's
 * cards' instructions and pictures are kept on the device too, so a lesson never opened before
 * can be read in the car without a network, whichever screen the learner opened first. The
 * work's code loads then, not with the first screen. A supervisor's device keeps a student's
 * card when the card is opened (InstructionsOnDevice).
 */
export function keepLearnersInstructions(): void {
  if (!watching) {
    watching = true;
    // Another account, or none: the next sign-in starts again.
    session.subscribe(() => {
      if (session.snapshot().student?.id !== keptFor) keptFor = undefined;
    });
  }
  const student = session.snapshot().student;
  // An account not activated yet has no cards to read.
  const studentId = student?.isActivated ? student.id : undefined;
  if (!studentId || keptFor === studentId) return;
  keptFor = studentId;
  void (async () => {
    const stillHere = () => session.snapshot().student?.id === studentId;
    try {
      if (!(await everyScreenCached()) || !stillHere()) throw new Error('not now');
      const [{ keepOnDevice, onDeviceKey }, notes] = await Promise.all([
        import('../features/instructions/offline/keep-on-device.js'),
        queryClient.ensureQueryData({ queryKey: cardsKey, queryFn: getCards }),
      ]);
      const cards = new Map<string, number[]>();
      for (const note of notes) {
        cards.set(note.groupId, [...(cards.get(note.groupId) ?? []), note.number]);
      }
      // Cards of one gearbox share their instructions: each set is kept (and checked) once.
      const sets = new Map<string, { automatic: boolean | undefined; numbers: number[] }>();
      for (const numbers of cards.values()) {
        const source = { role: 'student' as const, studentId, automatic: cardIsAutomatic(numbers) };
        sets.set(onDeviceKey(source, numbers), { automatic: source.automatic, numbers });
      }
      for (const { automatic, numbers } of sets.values()) {
        if (!stillHere()) return;
        await keepOnDevice(queryClient, { role: 'student', studentId, automatic }, numbers);
      }
    } catch {
      // The network went first: again when it returns (or when the card screen opens).
      if (keptFor === studentId) keptFor = undefined;
      window.addEventListener('online', keepLearnersInstructions, { once: true });
    }
  })();
}
