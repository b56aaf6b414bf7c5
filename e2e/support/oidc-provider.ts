/**
 * A real OpenID Connect provider for the browser tests (oauth2-mock-server: discovery, JWKS,
 * authorization code with PKCE, signed ID tokens). POST /__next sets who signs in next, or
 * that the person cancels at the provider.
 */
import http from 'node:http';
import { OAuth2Issuer, OAuth2Service } from 'oauth2-mock-server';

export interface NextSignIn {
  claims: Record<string, unknown>;
  cancel?: boolean;
}

const port = Number(process.env.OIDC_PORT);
const issuer = new OAuth2Issuer();
issuer.url = `http://127.0.0.1:${port}`;
await issuer.keys.generate('RS256');
const service = new OAuth2Service(issuer);

let next: NextSignIn = {
  claims: { sub: 'nobody', email: 'nobody@example.se', email_verified: true },
};

service.on('beforeTokenSigning', (token: { payload: Record<string, unknown> }) => {
  Object.assign(token.payload, next.claims);
});
service.on('beforeAuthorizeRedirect', (redirect: { url: URL }) => {
  if (!next.cancel) return;
  redirect.url.searchParams.delete('code');
  redirect.url.searchParams.set('error', 'access_denied');
});

http
  .createServer((req, res) => {
    if (req.method === 'POST' && req.url === '/__next') {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
      req.on('end', () => {
        next = JSON.parse(body) as NextSignIn;
        res.writeHead(204).end();
      });
      return;
    }
    service.requestHandler(req, res);
  })
  .listen(port, '127.0.0.1');
