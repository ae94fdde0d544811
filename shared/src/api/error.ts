// Every failed call rejects with an ApiError: an answer that is not the success envelope,
// an HTTP error, a network failure, a timeout or an abort. `message` keeps the HTTP client's
// own wording; `errorMessage()` of messages/errors picks the Korean text to show.
import axios from 'axios';
import { httpClientMessages } from '../messages/errors';

export type ApiErrorKind = 'envelope' | 'http' | 'network' | 'timeout' | 'aborted' | 'canceled';

export interface ApiErrorInit {
  kind: ApiErrorKind;
  message: string;
  code: number | null;
  status: number | null;
  body?: unknown;
  cause?: unknown;
}

export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly kind: ApiErrorKind;
  /** The envelope `code` when the body has one, else the HTTP status; null without an answer. */
  readonly code: number | null;
  /** The HTTP status; null when the server never answered. */
  readonly status: number | null;
  /** The answer's body as received (null without an answer). */
  readonly body: unknown;
  /** The server's own (Korean) message from the body, when it sent one. */
  readonly serverMessage: string | undefined;

  constructor(init: ApiErrorInit) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.kind = init.kind;
    this.code = init.code;
    this.status = init.status;
    this.body = init.body ?? null;
    this.serverMessage = messageOf(init.body);
  }
}

function messageOf(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const { message } = body as { message?: unknown };
  return typeof message === 'string' && message ? message : undefined;
}

/** An envelope or body code as a number ('200' → 200); null when absent or not numeric. */
export function codeOf(body: unknown): number | null {
  if (typeof body !== 'object' || body === null || !('code' in body)) return null;
  const { code } = body as { code: unknown };
  const value = typeof code === 'string' && code.trim() !== '' ? Number(code) : code;
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

/** True when the session is invalid: the server's 470 (spec section 8). */
export function isInvalidSession(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 470 || error.code === 470);
}

/** Turns whatever the HTTP layer threw into an ApiError. */
export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (axios.isCancel(error)) {
    return new ApiError({
      kind: 'canceled',
      message: httpClientMessages.canceled,
      code: null,
      status: null,
      cause: error,
    });
  }
  if (axios.isAxiosError(error)) {
    const { response } = error;
    if (response) {
      return new ApiError({
        kind: 'http',
        message: error.message || httpClientMessages.status(response.status),
        code: codeOf(response.data) ?? response.status,
        status: response.status,
        body: response.data,
        cause: error,
      });
    }
    if (error.code === 'ETIMEDOUT' || /^timeout/i.test(error.message)) {
      return new ApiError({
        kind: 'timeout',
        message: error.message,
        code: null,
        status: null,
        cause: error,
      });
    }
    if (error.code === 'ECONNABORTED') {
      return new ApiError({
        kind: 'aborted',
        message: httpClientMessages.aborted,
        code: null,
        status: null,
        cause: error,
      });
    }
  }
  // No answer at all. The browser adapter says 'Network Error'; Node's says e.g.
  // 'connect ECONNREFUSED …' — one wording for both, the original stays in `cause`.
  return new ApiError({
    kind: 'network',
    message: httpClientMessages.network,
    code: null,
    status: null,
    cause: error,
  });
}
