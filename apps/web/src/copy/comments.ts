import { COMMENT_MAX_LENGTH } from '@ovningskort/domain';

/** Comments on a lesson or a sub-moment (issue 19). */
export const commentsCopy = {
  listLabel: (about: string) => `Kommentarer om ${about}`,
  write: 'Kommentera',
  writeAbout: (about: string) => ` ${about}`,
  /** The whole lesson, as the labels name it (its title is the page's heading already). */
  lessonAbout: 'lektionen',
  lessonHeading: 'Kommentarer',
  place: 'Gäller',
  wholeLesson: 'Hela lektionen',
  field: 'Kommentar',
  fieldAbout: (about: string) => ` om ${about}`,
  hint: `Högst ${COMMENT_MAX_LENGTH} tecken. Syns för både elev och handledare.`,
  placeholder: 'T.ex. öva mer på vänstersväng i korsningar',
  save: 'Spara',
  cancel: 'Avbryt',
  required: 'Skriv en kommentar.',
  edit: 'Ändra',
  remove: 'Ta bort',
  thisComment: ' kommentaren',
  edited: 'ändrad',
  removeTitle: 'Ta bort kommentaren?',
  removeConfirm: 'Ta bort',
  /** '… (handledare) 24 nov. 18:05'. */
  meta: (who: string, when: string) => `${who} ${when}`,
  /** Said politely when the other person writes: 'Tor Handledare (handledare) kommenterade lektion 3.' */
  announced: (who: string, lesson: number) => `${who} kommenterade lektion ${lesson}.`,
} as const;
