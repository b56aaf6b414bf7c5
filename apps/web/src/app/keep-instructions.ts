import { cardIsAutomatic } from '@ovningskort/domain';
import { getCards } from '../features/cards/api/get-cards.js';
import { cardsKey } from '../features/cards/api/keys.js';
import { queryClient } from '../lib/query-client.js';
import { session } from '../lib/session.js';
import { whenSettled } from '../lib/when-settled.js';

let keptFor: string | undefined;

/**
 * After a learner's sign-in (issue 35): once the first screen is usable, each of their cards'
 * instructions and pictures are kept on the device, so a lesson never opened before can be read
 * in the car without a network, whichever screen the learner opened first. The work and its
 * code load then, not with the first screen. A supervisor's device keeps a student's card when
 * the card is opened (InstructionsOnDevice).
 */
export function keepLearnersInstructions(): void {
  const student = session.snapshot().student;
  // An account not activated yet has no cards to read.
  const studentId = student?.isActivated ? student.id : undefined;
  if (!studentId || keptFor === studentId) return;
  keptFor = studentId;
  whenSettled(() => {
    void (async () => {
      try {
        const [{ keepOnDevice }, notes] = await Promise.all([
          import('../features/instructions/offline/keep-on-device.js'),
          queryClient.ensureQueryData({ queryKey: cardsKey, queryFn: getCards }),
        ]);
        if (session.snapshot().student?.id !== studentId) return;
        const cards = new Map<string, number[]>();
        for (const note of notes)
          cards.set(note.groupId, [...(cards.get(note.groupId) ?? []), note.number]);
        for (const numbers of cards.values()) {
          const lessons = numbers.sort((a, b) => a - b);
          await keepOnDevice(
            queryClient,
            { role: 'student', studentId, automatic: cardIsAutomatic(lessons) },
            lessons,
          );
        }
      } catch {
        // Offline before anything was on the device: the card screen tries again when opened.
        keptFor = undefined;
      }
    })();
  });
}
