/** Milliseconds since the epoch; tests pass a clock they can move. */
export type Clock = () => number;
export const systemClock: Clock = () => Date.now();
