/**
 * The few texts of the first paint (the frame, the loading indicator, the start page), in a
 * module of their own so the web app's entry does not carry the whole catalogue. The catalogue
 * (`messages`) holds the same entries.
 */
export const startTexts = {
  appName: 'Övningskort',
  skipToContent: 'Hoppa till innehållet',
  loading: 'Laddar…',
  landing: {
    title: 'Välkommen till Övningskort',
    lead: 'Dina övningskort för privat övningskörning – alltid med i bilen, och din handledare ser hur det går.',
    enter: 'Kom igång',
    pauseMotion: 'Pausa filmen',
    playMotion: 'Spela filmen',
  },
} as const;
