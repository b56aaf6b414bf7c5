import * as z from 'zod/mini';
import { entityId } from './ids.js';

/** One signed-in device of the person ("Inloggade enheter", issue 17). */
export const SignedInDeviceSchema = z.object({
  /** The session's id: what "Logga ut" on that device names. */
  id: z.string(),
  /** "Chrome på Android" (from the login's User-Agent). */
  device: z.string(),
  /** The login, and the last time the session was used (a refresh), in ms since 1970. */
  signedInAt: z.number(),
  lastUsedAt: z.number(),
  /** "Kom ihåg mig": the session lives 30 days after its last use. */
  remembered: z.boolean(),
  /** The session of the request that asks. */
  current: z.boolean(),
  /** The device takes notifications by push (issue 38); they end with its session. */
  push: z.boolean(),
});
export type SignedInDevice = z.infer<typeof SignedInDeviceSchema>;

export const SignedInDevicesResponseSchema = z.object({
  devices: z.array(SignedInDeviceSchema),
});
export type SignedInDevicesResponse = z.infer<typeof SignedInDevicesResponseSchema>;

export const DeviceParamsSchema = z.object({ sessionId: entityId });
