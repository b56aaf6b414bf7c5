import { OidcConfigSchema } from '@ovningskort/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.js';

const OIDC_START_URL = '/api/v1/oidc/start';

/** Where the sign-in button leads: with `remember=1` the device remembers the session. */
export function oidcStartUrl(remember: boolean): string {
  return remember ? `${OIDC_START_URL}?remember=1` : OIDC_START_URL;
}

export function getOidcConfig() {
  return api.request('/v1/oidc/config', { response: OidcConfigSchema });
}

/** Whether sign-in with the provider is configured on this server (it shows the button). */
export function useOidcConfig() {
  return useQuery({ queryKey: ['oidc-config'], queryFn: getOidcConfig, staleTime: Infinity });
}
