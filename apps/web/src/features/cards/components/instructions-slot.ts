import { createContext, type ReactNode } from 'react';

/** What a sub-moment hands to whatever shows its instructions. */
export interface InstructionsSlotProps {
  role: 'student' | 'teacher';
  studentId: string;
  /** The card's gearbox; undefined = the student's setting. */
  automatic: boolean | undefined;
  lesson: number;
  parameter: string;
  heading: string;
  className?: string;
}

/**
 * The instructions of a sub-moment come from another feature; the app puts them in this slot
 * (app/routes), so the cards feature does not depend on it.
 */
export const InstructionsSlot = createContext<((props: InstructionsSlotProps) => ReactNode) | null>(
  null,
);

/** Whose card's instructions, for the line that says whether they are on the device. */
export interface InstructionsOnDeviceProps {
  role: 'student' | 'teacher';
  studentId: string;
  automatic: boolean | undefined;
  /** The card's lesson numbers. */
  lessons: readonly number[];
}

/**
 * The line under a card's heading that says whether its instructions can be used without a
 * network ('Allt finns i telefonen', issue 35), from the instructions feature like the above.
 */
export const InstructionsOnDeviceSlot = createContext<
  ((props: InstructionsOnDeviceProps) => ReactNode) | null
>(null);
