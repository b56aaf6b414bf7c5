/** One guide (issue 20): reading text, not card lessons. Plain text only, no markup. */
export interface Guide {
  /** Its h1; the same title as on the links to it (copy/guides.ts). */
  title: string;
  /** Paragraphs under the title. */
  intro: readonly string[];
  /** The day the text was last checked against its sources (YYYY-MM-DD). */
  reviewed: string;
  sections: readonly GuideSection[];
}

export interface GuideSection {
  /** The section's anchor (the table of contents links to it): lowercase a–z, digits, '-'. */
  id: string;
  heading: string;
  paragraphs: readonly string[];
  list?: { intro?: string; items: readonly string[] };
  /** Paragraphs after the list. */
  after?: readonly string[];
  /** A highlighted box: a rule that is changing, or something not to miss. */
  notice?: { heading: string; text: string };
  /** Where the rules of the section come from (law, ordinance, regulation). */
  sources: readonly string[];
}
