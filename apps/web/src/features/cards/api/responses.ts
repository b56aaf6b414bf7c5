import { lazyResponse } from '../../../lib/api-client.js';

/** The card screens' response schemas, each loaded when its first request is sent. */
const schemas = () => import('./response-schemas.js');

export const drivingNotesResponse = lazyResponse(() =>
  schemas().then((m) => m.DrivingNotesResponseSchema),
);
export const createCardResponse = lazyResponse(() =>
  schemas().then((m) => m.CreateCardResponseSchema),
);
export const messageResponse = lazyResponse(() => schemas().then((m) => m.MessageSchema));
export const lessonChangesResponse = lazyResponse(() =>
  schemas().then((m) => m.LessonChangesResponseSchema),
);
export const cardHistoryResponse = lazyResponse(() =>
  schemas().then((m) => m.CardHistoryResponseSchema),
);
