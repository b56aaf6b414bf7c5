/** The query holding every lesson of the student's cards, as GET /v1/drivingnotes lists them. */
export const cardsKey = ['cards'] as const;
