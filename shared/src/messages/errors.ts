// The Korean error catalogue of spec section 8, and the helpers that pick a message for a
// server code or a thrown ApiError. The only module of the API half with Korean text.

/** What the HTTP client says in English (axios's own wording, kept on ApiError.message). */
export const httpClientMessages = {
  network: 'Network Error',
  aborted: 'Request aborted',
  canceled: 'canceled',
  timeout: (ms: number) => `timeout of ${ms}ms exceeded`,
  status: (status: number) => `Request failed with status code ${status}`,
} as const;

export const errorMessages = {
  loginFailed: '휴대폰 번호 또는 비밀번호를 확인해주세요',
  network: '네트워크 연결이 원활하지 않아요. 연결을 확인한 뒤 다시 시도해주세요',
  aborted: '요청이 취소되었어요',
  timeout: '응답 시간이 초과되었어요. 잠시 후 다시 시도해주세요',
  generic: '요청을 처리하지 못했어요. 잠시 후 다시 시도해주세요',
  invalidSession: '로그인이 만료되었어요. 다시 로그인해주세요',
  unauthorized: '로그인이 필요해요',
  forbidden: '요청이 거부되었어요. 페이지를 새로고침한 뒤 다시 시도해주세요',
  notFound: '요청한 내용을 찾을 수 없어요',
  tooLarge: '파일이나 내용이 너무 커요',
} as const;

export const smsMessages = {
  sendSuccess: '인증번호를 보냈어요',
  checkSuccess: '휴대폰 인증이 완료되었어요',
  invalidPhone: '올바른 휴대폰 번호를 입력해주세요',
  alreadyVerified:
    '이전에 인증한 기록이 있어요. 휴대폰 번호로 먼저 로그인해주세요. 비밀번호가 기억나지 않으면 비밀번호를 재설정해주세요',
  requestFailed: '데이터 요청에 실패했어요. 고객센터로 문의해주세요',
  serverOutage: '서버 장애로 데이터 요청에 실패했어요. 고객센터로 문의해주세요',
  invalidCode: '인증번호가 올바르지 않아요',
  codeExpired: '인증번호 입력 시간이 지났어요. 인증번호를 다시 요청해주세요',
  requestCodeFirst: '인증번호를 먼저 요청해주세요',
  tooManyRequests: '인증번호 요청이 너무 잦아요. 잠시 후 다시 시도해주세요',
} as const;

/** The messages of spec section 8's code tables, by code; a code not listed takes its caller's
 * fallback. */
const SMS_SEND_CODE_MESSAGES: Partial<Record<number, string>> = {
  200: smsMessages.sendSuccess,
  422: smsMessages.invalidPhone,
  501: smsMessages.alreadyVerified,
};
const SMS_CHECK_CODE_MESSAGES: Partial<Record<number, string>> = {
  200: smsMessages.checkSuccess,
  421: smsMessages.invalidCode,
  422: smsMessages.invalidPhone,
  472: smsMessages.codeExpired,
  501: smsMessages.alreadyVerified,
  502: smsMessages.requestCodeFirst,
};
/** The messages of a failure the server did not word itself, by envelope code or HTTP status. */
const STATUS_MESSAGES: Partial<Record<number, string>> = {
  470: errorMessages.invalidSession,
  401: errorMessages.unauthorized,
  403: errorMessages.forbidden,
  404: errorMessages.notFound,
  413: errorMessages.tooLarge,
};

/** The shape of an error these helpers understand (ApiError satisfies it). */
export interface CodedError {
  /** The envelope code, else the HTTP status; null when the server never answered. */
  code: number | null;
  /** The HTTP status; null for a network failure, an abort or a timeout. */
  status: number | null;
  kind?: string;
  serverMessage?: string;
}

function isCodedError(value: unknown): value is CodedError {
  return typeof value === 'object' && value !== null && 'code' in value && 'status' in value;
}

/**
 * Spec section 8, "Send SMS code": 200, 422, 501, other codes, network failure. The reference
 * API also limits sending (429, beyond the spec's table); its message says how long to wait.
 */
export function smsSendMessage(codeOrError: number | unknown): string {
  if (typeof codeOrError === 'number') return smsSendCodeMessage(codeOrError);
  if (isCodedError(codeOrError) && codeOrError.status !== null && codeOrError.code !== null) {
    if (codeOrError.code === 429) return codeOrError.serverMessage ?? smsMessages.tooManyRequests;
    return smsSendCodeMessage(codeOrError.code);
  }
  return smsMessages.serverOutage;
}

function smsSendCodeMessage(code: number): string {
  return SMS_SEND_CODE_MESSAGES[code] ?? smsMessages.requestFailed;
}

/**
 * Spec section 8, "Check SMS code". A code gives its message (unknown codes the generic
 * failure). A thrown error keeps 421 and 472; the server answers the other codes of the
 * table (422, 501, 502) as the HTTP status too, so those keep theirs as well; anything else
 * thrown (network failure, 5xx) is the server-outage message.
 */
export function smsCheckMessage(codeOrError: number | unknown): string {
  if (typeof codeOrError === 'number')
    return smsCheckCodeMessage(codeOrError) ?? errorMessages.generic;
  if (isCodedError(codeOrError) && codeOrError.status !== null && codeOrError.code !== null) {
    return smsCheckCodeMessage(codeOrError.code) ?? smsMessages.serverOutage;
  }
  return smsMessages.serverOutage;
}

function smsCheckCodeMessage(code: number): string | undefined {
  return SMS_CHECK_CODE_MESSAGES[code];
}

/** The message for a failed login (any failure: wrong password, unknown phone, …). */
export function loginFailedMessage(): string {
  return errorMessages.loginFailed;
}

/**
 * What a form says when its call failed: the server's own Korean message when it sent one,
 * else the form's Korean `fallback` — never the HTTP client's English (`Request failed with
 * status code N`).
 */
export function failureMessage(error: unknown, fallback: string): string {
  return isCodedError(error) && error.serverMessage ? error.serverMessage : fallback;
}

/**
 * A Korean message to show for any thrown value. The server's own Korean `message` wins
 * when it sent one; otherwise the kind of failure picks a catalogue entry.
 */
export function errorMessage(error: unknown): string {
  if (!isCodedError(error)) return errorMessages.generic;
  switch (error.kind) {
    case 'network':
      return errorMessages.network;
    case 'aborted':
    case 'canceled':
      return errorMessages.aborted;
    case 'timeout':
      return errorMessages.timeout;
  }
  if (error.serverMessage) return error.serverMessage;
  const code = error.code ?? error.status;
  return (code !== null && STATUS_MESSAGES[code]) || errorMessages.generic;
}
