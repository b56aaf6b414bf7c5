/**
 * A wait in Swedish words, rounded up: "1 minut", "15 minuter", "2 timmar", "1 dygn". Used
 * where a limit tells a person how long to wait.
 */
export function waitInWords(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  if (minutes < 60) return minutes === 1 ? '1 minut' : `${minutes} minuter`;
  const hours = Math.ceil(minutes / 60);
  if (hours < 24) return hours === 1 ? '1 timme' : `${hours} timmar`;
  const days = Math.ceil(hours / 24);
  return days === 1 ? '1 dygn' : `${days} dygn`;
}
