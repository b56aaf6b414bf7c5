import { MessageSchema, SignedInDevicesResponseSchema } from '@ovningskort/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.js';
import type { Role } from '../../../lib/session.js';

/** "Inloggade enheter" (issue 17): the person's own sessions, by their token. */
const devicesPath = (role: Role) => (role === 'student' ? '/v1/devices' : '/v1/teacher/devices');

export const devicesKey = (role: Role) => ['account', role, 'devices'] as const;

export function useDevices(role: Role) {
  return useQuery({
    queryKey: devicesKey(role),
    queryFn: () =>
      api.request(devicesPath(role), { role, response: SignedInDevicesResponseSchema }),
  });
}

/** Logs out one device (its session ends at once); the list is read again. */
export function useLogOutDevice(role: Role) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (sessionId: string) =>
      api.request(`${devicesPath(role)}/${encodeURIComponent(sessionId)}`, {
        method: 'DELETE',
        role,
        response: MessageSchema,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: devicesKey(role) }),
  });
}

/** Logs out every device of the person, this one too. */
export function useLogOutEverywhere(role: Role) {
  return useMutation({
    mutationFn: () =>
      api.request(devicesPath(role), { method: 'DELETE', role, response: MessageSchema }),
  });
}
