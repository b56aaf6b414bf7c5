/** The Swedish voice commands of spec §2 'Accordion'. */
export const VOICE_COMMANDS = {
  next: 'nästa steg',
  first: 'första steg',
  stop: 'avsluta läsning',
  readAll: 'läs alla steg',
} as const;
export type VoiceCommand = keyof typeof VOICE_COMMANDS;

/** A transcript as the matchers compare it: lower case, no punctuation, single spaces. */
export function normaliseSpeech(text: string): string {
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
  return matchPhrases(transcript, VOICE_COMMANDS);
}

/**
 * Which key's phrase a transcript holds, or null: a phrase counts wherever it occurs as whole
 * words, and the one said last wins (at the same place, the longer one).
 */
export function matchPhrases<Key extends string>(
  transcript: string,
  phrases: Readonly<Record<Key, string | readonly string[]>>,
): Key | null {
  const heard = ` ${normaliseSpeech(transcript)} `;
  let found: { key: Key; at: number; length: number } | null = null;
  for (const [key, said] of Object.entries(phrases) as [Key, string | readonly string[]][]) {
    for (const phrase of typeof said === 'string' ? [said] : said) {
      const at = heard.lastIndexOf(` ${phrase} `);
      if (at < 0) continue;
      if (found === null || at > found.at || (at === found.at && phrase.length > found.length))
        found = { key, at, length: phrase.length };
    }
  }
  return found?.key ?? null;
}
