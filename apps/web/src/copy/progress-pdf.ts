/**
 * "Ladda ner som PDF" (issue 19, decision 021): the student's cards and drive log as a PDF for
 * the driving school, from "Hela kortet" for the student and for a linked supervisor.
 */
export const progressPdfCopy = {
  button: 'Ladda ner som PDF',
  pending: 'Skapar PDF…',
  /** Beside the button: what the file holds and who it is for. */
  hint: 'Alla kort med status, vem som godkände vad och när, kommentarer och körjournalen – att visa för trafikskolan.',
  failed: 'PDF:en kunde inte skapas. Försök igen.',
} as const;
