import {
  MessageSchema,
  type NotificationSettingsInput,
  NotificationSettingsSavedSchema,
  NotificationSettingsSchema,
  type PushSubscriptionInput,
} from '@ovningskort/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.js';
import type { Role } from '../../../lib/session.js';

/** The person's own notification choices (issue 38): whose comes from the token alone. */
const base = (role: Role) =>
  role === 'student' ? '/v1/notifications' : '/v1/teacher/notifications';

export const notificationSettingsKey = (role: Role) => ['account', role, 'notifications'] as const;

export function useNotificationSettings(role: Role) {
  return useQuery({
    queryKey: notificationSettingsKey(role),
    queryFn: () => api.request(base(role), { role, response: NotificationSettingsSchema }),
  });
}

export function useSaveNotificationSettings(role: Role) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: NotificationSettingsInput) =>
      api.request(base(role), {
        method: 'PUT',
        role,
        body: input,
        response: NotificationSettingsSavedSchema,
      }),
    onSuccess: (saved) => queryClient.setQueryData(notificationSettingsKey(role), saved.settings),
  });
}

/** This device takes push, or no longer does. */
export function sendSubscription(role: Role, subscription: PushSubscriptionInput) {
  return api.request(`${base(role)}/push`, {
    method: 'POST',
    role,
    body: subscription,
    response: MessageSchema,
  });
}

export function removeSubscription(role: Role, endpoint: string) {
  return api.request(`${base(role)}/push`, {
    method: 'DELETE',
    role,
    body: { endpoint },
    response: MessageSchema,
  });
}
