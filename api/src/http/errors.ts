import { msg } from '../messages.ts';

/** An answer other than 200: HTTP status = envelope code, with a Korean message. */
export class ApiError extends Error {
  readonly code: number;
  readonly data: unknown;
  constructor(code: number, message: string, data?: unknown) {
    super(message);
    this.code = code;
    this.data = data;
  }
}

export const badRequest = (message: string = msg.invalidInput) => new ApiError(400, message);
export const notFound = (what: string) => new ApiError(404, msg.notFound(what));
export const forbidden = (message: string = msg.forbidden) => new ApiError(403, message);
export const conflict = (message: string = msg.conflict) => new ApiError(409, message);

/** The success envelope of spec section 7. */
export function ok<T>(data: T): { code: 200; data: T } {
  return { code: 200, data };
}
