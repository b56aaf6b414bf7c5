import { OidcConfigSchema } from '@ovningskort/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.js';

export const OIDC_START_URL = '/api/v1/oidc/start';

export function getOidcConfig() {
  return api.request('/v1/oidc/config', { response: OidcConfigSchema });
}

/** Whether sign-in with the provider is configured on this server (it shows the button). */
export function useOidcConfig() {
  return useQuery({ queryKey: ['oidc-config'], queryFn: getOidcConfig, staleTime: Infinity });
}
