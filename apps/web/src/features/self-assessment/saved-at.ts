/** When the self-assessment was saved, as Sweden writes it: '6 dec. 2026 17:40'. */
export function savedAt(ms: number): string {
  return new Date(ms).toLocaleString('sv-SE', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'Europe/Stockholm',
  });
}
