import http from 'node:http';

export interface BearerResponse {
  status: number;
  text: string;
}

/**
 * What the load generators send with: a JSON request to `origin` with a bearer token, over
 * `agent`'s kept-alive sockets, answered with the status and the body as text. Plain node:http
 * rather than fetch: a generator process sends thousands at once and must not measure itself.
 */
export function bearerClient(origin: URL, agent: http.Agent) {
  return function send(method: string, path: string, token: string, body?: unknown) {
    return new Promise<BearerResponse>((resolve, reject) => {
      const payload = body === undefined ? undefined : JSON.stringify(body);
      const request = http.request(
        {
          host: origin.hostname,
          port: origin.port,
          method,
          path,
          agent,
          headers: {
            authorization: `Bearer ${token}`,
            accept: 'application/json',
            ...(payload ? { 'content-type': 'application/json' } : {}),
          },
        },
        (response) => {
          let text = '';
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => (text += chunk));
          response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
          response.on('error', reject);
        },
      );
      request.on('error', reject);
      request.end(payload);
    });
  };
}
