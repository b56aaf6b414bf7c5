/** An error that maps straight to an HTTP answer with a Swedish message. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly code?: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string, code?: string) => new HttpError(400, message, code);
export const unauthorized = (message: string, code?: string) => new HttpError(401, message, code);
export const forbidden = (message: string, code?: string) => new HttpError(403, message, code);
export const notFound = (message: string, code?: string) => new HttpError(404, message, code);
export const tooManyRequests = (message: string, code?: string) =>
  new HttpError(429, message, code);
export const serviceUnavailable = (message: string, code?: string) =>
  new HttpError(503, message, code);
