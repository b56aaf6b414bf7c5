import { createRemoteJWKSet, jwtVerify, type JWTPayload } from 'jose';

export interface ProviderConfig {
  issuer: string;
  clientId: string;
  clientSecret: string | undefined;
  redirectUri: string;
}

interface Metadata {
  issuer: string;
  authorization_endpoint: string;
  token_endpoint: string;
  jwks_uri: string;
}

export interface IdentityClaims {
  issuer: string;
  subject: string;
  email: string | undefined;
  emailVerified: boolean;
  name: string | undefined;
}

/** The provider could not be reached or answered with an error. */
export class ProviderUnavailableError extends Error {}
/** The provider's answer does not prove who the user is (signature, issuer, audience, nonce…). */
export class IdentityRejectedError extends Error {}

const stringField = (value: unknown): string | undefined =>
  typeof value === 'string' && value !== '' ? value : undefined;

/**
 * A generic OpenID Connect relying party: discovery, the authorization-code request with PKCE,
 * the code exchange, and ID token verification against the provider's published keys.
 */
export function createOidcProvider(config: ProviderConfig) {
  let metadata: Promise<Metadata> | undefined;
  let keys: ReturnType<typeof createRemoteJWKSet> | undefined;

  async function discover(): Promise<Metadata> {
    const url = `${config.issuer.replace(/\/+$/, '')}/.well-known/openid-configuration`;
    let response: Response;
    try {
      response = await fetch(url, { signal: AbortSignal.timeout(10_000) });
    } catch (error) {
      throw new ProviderUnavailableError(`discovery failed: ${(error as Error).message}`);
    }
    if (!response.ok) throw new ProviderUnavailableError(`discovery answered ${response.status}`);
    const body = (await response.json()) as Partial<Metadata>;
    const { issuer, authorization_endpoint, token_endpoint, jwks_uri } = body;
    if (!issuer || !authorization_endpoint || !token_endpoint || !jwks_uri) {
      throw new ProviderUnavailableError('discovery document is incomplete');
    }
    return { issuer, authorization_endpoint, token_endpoint, jwks_uri };
  }

  function provider(): Promise<Metadata> {
    metadata ??= discover().catch((error: unknown) => {
      metadata = undefined;
      throw error;
    });
    return metadata;
  }

  return {
    async authorizationUrl(request: { state: string; nonce: string; codeChallenge: string }) {
      const { authorization_endpoint } = await provider();
      const url = new URL(authorization_endpoint);
      url.search = new URLSearchParams({
        response_type: 'code',
        client_id: config.clientId,
        redirect_uri: config.redirectUri,
        scope: 'openid email profile',
        state: request.state,
        nonce: request.nonce,
        code_challenge: request.codeChallenge,
        code_challenge_method: 'S256',
      }).toString();
      return url.toString();
    },

    /** Exchanges the code (with the PKCE verifier) and returns the verified identity. */
    async redeem(code: string, codeVerifier: string, nonce: string): Promise<IdentityClaims> {
      const meta = await provider();
      const form = new URLSearchParams({
        grant_type: 'authorization_code',
        code,
        redirect_uri: config.redirectUri,
        client_id: config.clientId,
        code_verifier: codeVerifier,
      });
      if (config.clientSecret) form.set('client_secret', config.clientSecret);
      let response: Response;
      try {
        response = await fetch(meta.token_endpoint, {
          method: 'POST',
          headers: {
            'content-type': 'application/x-www-form-urlencoded',
            accept: 'application/json',
          },
          body: form,
          signal: AbortSignal.timeout(10_000),
        });
      } catch (error) {
        throw new ProviderUnavailableError(`token request failed: ${(error as Error).message}`);
      }
      if (response.status >= 500)
        throw new ProviderUnavailableError(`token endpoint ${response.status}`);
      const body = (await response.json().catch(() => ({}))) as { id_token?: unknown };
      if (!response.ok || typeof body.id_token !== 'string') {
        throw new IdentityRejectedError(`the provider refused the code (${response.status})`);
      }

      keys ??= createRemoteJWKSet(new URL(meta.jwks_uri));
      let payload: JWTPayload;
      try {
        ({ payload } = await jwtVerify(body.id_token, keys, {
          issuer: meta.issuer,
          audience: config.clientId,
          clockTolerance: 30,
          requiredClaims: ['sub', 'exp', 'iat'],
        }));
      } catch (error) {
        throw new IdentityRejectedError(`ID token rejected: ${(error as Error).message}`);
      }
      if (payload.nonce !== nonce) throw new IdentityRejectedError('ID token nonce mismatch');
      return {
        issuer: meta.issuer,
        subject: payload.sub!,
        email: stringField(payload.email)?.toLowerCase(),
        emailVerified: payload.email_verified === true || payload.email_verified === 'true',
        name: stringField(payload.given_name) ?? stringField(payload.name),
      };
    },
  };
}
export type OidcProvider = ReturnType<typeof createOidcProvider>;
