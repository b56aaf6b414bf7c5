import * as z from 'zod/mini';
import { messages } from '../messages.js';
import { ALL_NOTIFICATION_KINDS } from '../notifications.js';

const m = messages.notifications;

const hour = z
  .number({ error: m.invalidHour })
  .check(z.int(m.invalidHour), z.gte(0, m.invalidHour), z.lte(23, m.invalidHour));

export const QuietHoursSchema = z.strictObject({ from: hour, to: hour }, { error: m.invalidHour });

/** The kinds a person has said yes to (only those of their role are accepted). */
const kinds = z.partialRecord(
  z.enum(ALL_NOTIFICATION_KINDS as [string, ...string[]], { error: m.invalidSettings }),
  z.boolean({ error: m.invalidSettings }),
  { error: m.invalidSettings },
);

/** PUT /v1/notifications and /v1/teacher/notifications: the person's whole choice. */
export const NotificationSettingsInputSchema = z.strictObject(
  {
    kinds,
    /** By e-mail too, where no device of theirs takes push. */
    email: z.boolean({ error: m.invalidSettings }),
    quietHours: QuietHoursSchema,
  },
  { error: m.invalidSettings },
);
export type NotificationSettingsInput = z.infer<typeof NotificationSettingsInputSchema>;

export const NotificationSettingsSchema = z.object({
  /** Every kind of the person's role, true where they said yes. */
  kinds: z.record(z.string(), z.boolean()),
  email: z.boolean(),
  quietHours: z.object({ from: z.number(), to: z.number() }),
  /** The server's VAPID public key (base64url), null where push is not set up. */
  pushKey: z.nullable(z.string()),
  /** Devices of the person that take push now. */
  pushDevices: z.number(),
});
export type NotificationSettings = z.infer<typeof NotificationSettingsSchema>;

export const NotificationSettingsSavedSchema = z.object({
  message: z.string(),
  settings: NotificationSettingsSchema,
});

const base64url = (min: number, max: number) =>
  z
    .string({ error: m.invalidSubscription })
    .check(
      z.regex(/^[A-Za-z0-9_-]+=*$/, m.invalidSubscription),
      z.minLength(min),
      z.maxLength(max),
    );

/** POST /v1/notifications/push: the browser's PushSubscription (its toJSON()). */
export const PushSubscriptionInputSchema = z.object(
  {
    endpoint: z
      .string({ error: m.invalidSubscription })
      .check(
        z.maxLength(1000, m.invalidSubscription),
        z.regex(/^https:\/\/[^\s/?#@]+(\/\S*)?$/, m.invalidSubscription),
      ),
    expirationTime: z.optional(z.nullable(z.number())),
    keys: z.object(
      {
        // An uncompressed P-256 point (65 bytes) and a 16-byte secret, base64url.
        p256dh: base64url(86, 90),
        auth: base64url(21, 25),
      },
      { error: m.invalidSubscription },
    ),
  },
  { error: m.invalidSubscription },
);
export type PushSubscriptionInput = z.infer<typeof PushSubscriptionInputSchema>;

export const PushEndpointSchema = z.strictObject(
  {
    endpoint: z
      .string({ error: m.invalidSubscription })
      .check(z.maxLength(1000, m.invalidSubscription)),
  },
  { error: m.invalidSubscription },
);

/** PUT /v1/notifications/hold: a drive is under way on this device until `until` at the latest. */
export const DriveHoldSchema = z.strictObject(
  {
    until: z.number({ error: m.invalidHold }).check(z.int(m.invalidHold), z.gte(0, m.invalidHold)),
  },
  { error: m.invalidHold },
);
