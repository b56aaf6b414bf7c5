import { lazyResponse } from '../../../lib/api-client.js';

/** The drive log's response schemas, each loaded when its first request is sent. */
const schemas = () => import('./response-schemas.js');

export const drivesResponse = lazyResponse(() => schemas().then((m) => m.DrivesResponseSchema));
export const driveSavedResponse = lazyResponse(() =>
  schemas().then((m) => m.DriveSavedResponseSchema),
);
export const messageResponse = lazyResponse(() => schemas().then((m) => m.MessageSchema));
export const drivesWaitingResponse = lazyResponse(() =>
  schemas().then((m) => m.DrivesWaitingResponseSchema),
);
export const drivesToConfirmResponse = lazyResponse(() =>
  schemas().then((m) => m.DrivesToConfirmResponseSchema),
);
export const driveConfirmationsResponse = lazyResponse(() =>
  schemas().then((m) => m.DriveConfirmationsResponseSchema),
);
