/** The Swedish voice commands of spec §2 'Accordion'. */
export const VOICE_COMMANDS = {
  next: 'nästa steg',
  first: 'första steg',
  stop: 'avsluta läsning',
  readAll: 'läs alla steg',
} as const;
export type VoiceCommand = keyof typeof VOICE_COMMANDS;

function normalise(text: string): string {
  return text
    .toLocaleLowerCase('sv-SE')
    .replace(/[^\p{L}\p{N}\s]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The command a recognised phrase holds, or null. A recogniser hears whole sentences ("okej,
 * nästa steg tack"), so a command counts wherever it occurs; the last one said wins.
 */
export function matchVoiceCommand(transcript: string): VoiceCommand | null {
  const heard = ` ${normalise(transcript)} `;
  let found: { command: VoiceCommand; at: number } | null = null;
  for (const [command, phrase] of Object.entries(VOICE_COMMANDS) as [VoiceCommand, string][]) {
    const at = heard.lastIndexOf(` ${phrase} `);
    if (at >= 0 && (found === null || at > found.at)) found = { command, at };
  }
  return found?.command ?? null;
}
