/** A failed call, as Refine expects it (message + statusCode), with the response body kept. */
export class CallError extends Error {
  readonly statusCode: number;
  readonly body: unknown;
  constructor(message: string, statusCode: number, body: unknown) {
    super(message);
    this.name = 'CallError';
    this.statusCode = statusCode;
    this.body = body;
  }
}
