// Every Korean message the API answers with, in one place.

/** "45초" or "12분": how long until a limit's window ends. */
export function waitText(ms: number): string {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  return seconds < 60 ? `${seconds}초` : `${Math.ceil(seconds / 60)}분`;
}

export const msg = {
  // Search filters (issue 50): the labels of the facet values.
  searchPriceUnder10k: '1만원 미만',
  searchPrice10kTo20k: '1만원~2만원',
  searchPrice20kTo30k: '2만원~3만원',
  searchPriceOver30k: '3만원 이상',
  searchLengthUnder1h: '1시간 미만',
  searchLength1hTo3h: '1~3시간',
  searchLength3hTo6h: '3~6시간',
  searchLengthOver6h: '6시간 이상',
  searchRatingOver: '점 이상',
  searchFreePreview: '무료 미리보기',
  notFoundRoute: '요청한 주소를 찾을 수 없습니다.',
  notFound: (what: string) => `${what}을(를) 찾을 수 없습니다.`,
  badJson: '요청 본문(JSON) 형식이 올바르지 않습니다.',
  badForm: '요청 본문 형식이 올바르지 않습니다.',
  youtubeOnly: '유튜브 영상 링크(youtube.com, youtu.be)만 넣을 수 있습니다.',
  badMediaType: '지원하지 않는 요청 형식입니다. JSON 또는 폼 데이터로 보내주세요.',
  tooLarge: '요청 본문이 너무 큽니다.',
  uploadTooLarge: (mb: number) => `파일이 너무 큽니다. ${mb}MB 이하의 이미지만 올릴 수 있습니다.`,
  uploadMissing: '업로드할 사진(photo)을 선택해주세요.',
  uploadType: 'JPG, PNG, GIF, WEBP 이미지만 올릴 수 있습니다.',
  uploadTooMany: (ms: number) =>
    `사진을 너무 많이 올렸어요. ${waitText(ms)} 후에 다시 올려 주세요.`,
  writesTooMany: (ms: number) => `요청이 너무 많아요. ${waitText(ms)} 후에 다시 시도해 주세요.`,
  uploadBusy: (ms: number) =>
    `지금 사진을 올리는 분이 많아요. ${waitText(ms)} 후에 다시 시도해 주세요.`,
  uploadQuota: (mb: number) =>
    `오늘 올릴 수 있는 사진 용량(${mb}MB)을 다 썼어요. 내일 다시 올려 주세요.`,
  invalidInput: '입력값이 올바르지 않습니다.',
  serverError: '일시적인 서버 오류입니다. 잠시 후 다시 시도해주세요.',
  conflict: '이미 처리된 요청입니다.',
  discountCodeInvalid: '사용할 수 없는 할인 코드예요. 코드를 다시 확인해 주세요.',
  paymentDeclined: '카드사에서 결제를 거절했어요. 다른 카드로 다시 시도해 주세요.',
  paymentCardUnknown:
    '테스트 결제에서는 테스트 카드만 쓸 수 있어요. (승인 4242 4242 4242 4242, 거절 4000 0000 0000 0002)',
  alreadyEnrolled: '이미 수강 중인 클래스예요.',
  xsrf: '보안 토큰(XSRF)이 없거나 일치하지 않습니다. 페이지를 새로고침한 뒤 다시 시도해주세요.',
  loginRequired: '로그인이 필요합니다.',
  sessionInvalid: '로그인 정보가 만료되었거나 올바르지 않습니다. 다시 로그인해주세요.',
  forbidden: '권한이 없습니다.',
  notYourself: '본인의 정보만 조회하거나 변경할 수 있습니다.',
  loginFailed: '휴대폰 번호 또는 비밀번호를 확인해주세요',
  noSession: '로그인 세션이 없습니다.',
  smsBadPhone: '올바른 휴대폰 번호를 입력해주세요.',
  smsExisting:
    '이미 가입된 휴대폰 번호입니다. 휴대폰 번호로 로그인하시거나, 비밀번호를 잊으셨다면 비밀번호 찾기를 이용해주세요.',
  smsSent: '인증번호를 보냈습니다.',
  smsTooSoon: (s: number) => `인증번호를 너무 자주 요청했습니다. ${s}초 후에 다시 시도해주세요.`,
  smsTooMany: '인증번호 요청 횟수를 초과했습니다. 10분 후에 다시 시도해주세요.',
  smsWrongCode: '인증번호가 올바르지 않습니다.',
  smsTooManyAttempts: '인증번호를 여러 번 잘못 입력했습니다. 인증번호를 다시 요청해주세요.',
  smsExpired: '인증번호 입력 시간이 지났습니다. 인증번호를 다시 요청해주세요.',
  smsNotRequested: '인증번호를 먼저 요청해주세요.',
  smsBadCode: '인증번호 6자리를 입력해주세요.',
  smsVerified: '휴대폰 인증이 완료되었습니다.',
  phoneNotVerified: '휴대폰 인증을 먼저 완료해주세요.',
  passwordRule: '비밀번호는 영문과 숫자를 포함해 8~64자로 입력해주세요.',
  nameRule: '이름은 2~20자로 입력해주세요.',
  nicknameRule: '닉네임은 2~20자로 입력해주세요.',
  resetRequested: '등록된 번호라면 비밀번호 재설정 안내를 문자로 보내드렸습니다.',
  couponNotFound: '존재하지 않는 쿠폰 번호입니다.',
  couponExpired: '사용 기간이 지난 쿠폰입니다.',
  couponUsed: '이미 사용한 쿠폰입니다.',
  couponSoldOut: '선착순 사용 수량이 모두 소진된 쿠폰입니다.',
  selfFollow: '자기 자신은 팔로우할 수 없습니다.',
  selfBlock: '자기 자신은 차단할 수 없습니다.',
  notAuthor: '본인이 작성한 글만 수정하거나 삭제할 수 있습니다.',
  coachOnly: '코치만 이용할 수 있습니다.',
  withdrawCoach: '운영 중인 클래스가 있는 코치는 탈퇴할 수 없습니다. 고객센터로 문의해주세요.',
  withdrawn: '회원 탈퇴가 완료되었습니다.',
  loggedOut: '로그아웃되었습니다.',
  loggedOutEverywhere: (n: number) => `모든 기기에서 로그아웃되었습니다. (세션 ${n}개 종료)`,
  logoutByPost: '로그아웃은 로그아웃 버튼(POST 요청)으로만 할 수 있습니다.',
  loginTooMany: (ms: number) =>
    `로그인 시도가 너무 많습니다. ${waitText(ms)} 후에 다시 시도해주세요.`,
  smsClientTooMany: (ms: number) =>
    `인증번호 요청이 너무 많습니다. ${waitText(ms)} 후에 다시 시도해주세요.`,
  smsServiceBusy: (ms: number) =>
    `지금은 인증번호를 보낼 수 없습니다. ${waitText(ms)} 후에 다시 시도해주세요.`,
  phoneCheckTooMany: (ms: number) =>
    `휴대폰 번호 확인 요청이 너무 많습니다. ${waitText(ms)} 후에 다시 시도해주세요.`,
  resetTooMany: (ms: number) =>
    `비밀번호 찾기 요청이 너무 많습니다. ${waitText(ms)} 후에 다시 시도해주세요.`,
  devOnly: '개발 모드에서만 사용할 수 있습니다.',
  noSmsCode: '이 번호로 보낸 인증번호가 없습니다.',
  contactRequired: '휴대폰 번호 또는 카카오톡 아이디를 입력해주세요.',
  emailRequired: '이메일을 입력해주세요.',
  rangeEnd: 'end는 start보다 커야 합니다.',
  reviewExists: '이미 이 클래스에 후기를 작성했습니다.',
  pushFlagRequired: '바꿀 알림 설정을 하나 이상 보내주세요.',
  pushFlagValue: '알림 설정은 true/false 또는 Y/N으로 보내주세요.',
  pushFlagUnknown: (keys: string) => `알 수 없는 알림 설정입니다: ${keys}`,
  // Issue #33 (hardening part 2) items 2, 4, 9: business rules (closed classes, blocks, own content).
  classClosed: '판매가 종료된 클래스예요.',
  blockedBetween: '차단한 회원이거나 회원님을 차단한 회원과는 팔로우, 댓글, 좋아요를 할 수 없어요.',
  ownClassPurchase: '내가 운영하는 클래스는 구매할 수 없어요.',
  ownClassReview: '내가 운영하는 클래스에는 후기를 남길 수 없어요.',
  ownReviewHelpful: '내가 쓴 후기에는 도움돼요를 누를 수 없어요.',
  ownPostLike: '내가 쓴 글에는 좋아요를 누를 수 없어요.',
  ownPostReport: '내가 쓴 글은 신고할 수 없어요.',

  // Issue #33 items 11–15 (h-info): errors Fastify and Node's HTTP parser answer before a route.
  badUrl: '요청 주소 형식이 올바르지 않습니다.',
  urlTooLong: '요청 주소가 너무 깁니다.',
  headersTooLarge: '요청 헤더가 너무 큽니다. 쿠키를 지운 뒤 다시 시도해주세요.',
  badRequest: '잘못된 요청입니다.',
  requestTimeout: '요청 시간이 초과되었습니다. 다시 시도해주세요.',

  // Issue #33 item 10 (h-client): names — visible characters, reserved, unique.
  nameCharacters:
    '이름에는 한글, 영문, 숫자, 띄어쓰기와 . _ - 만 쓸 수 있어요. 보이지 않는 문자는 쓸 수 없어요.',
  nameReserved: '운영자나 공식 계정으로 보일 수 있는 이름은 쓸 수 없어요.',
  nameTaken: '이미 다른 회원이 쓰고 있는 이름이에요. 다른 이름을 입력해주세요.',

  // Classroom (issue 35): lessons, media, progress.
  classroomNotEnrolled: '수강 중인 클래스가 아니에요. 클래스를 구매하면 모든 강의를 볼 수 있어요.',
  classroomClosed: '판매가 종료된 클래스예요. 이미 수강 중인 분만 강의를 볼 수 있어요.',
  lessonNotInClass: '이 클래스의 강의가 아닙니다.',
  positionPastEnd: (sec: number) => `재생 위치가 강의 길이(${sec}초)를 넘었습니다.`,
  mediaLinkInvalid: '영상 주소가 만료되었거나 올바르지 않습니다. 강의를 다시 열어 주세요.',
  mediaRange: '요청한 구간(Range)이 파일 크기를 벗어났습니다.',
  captionsKo: '한국어',

  // Checkout part 2 (issue #37, h-pay): orders, easy-pay, points at checkout, refunds.
  pointsInvalid: '사용할 포인트는 0 이상의 정수(숫자만)로 입력해 주세요.',
  amountInvalid: '금액은 0 이상의 정수(숫자만)로 입력해 주세요.',
  dateInvalid: '날짜는 YYYY-MM-DD 형식의 실제 날짜로 입력해 주세요. (예: 2026-03-01)',
  pointsUnit: '포인트는 100P 단위로 사용할 수 있어요.',
  pointsOverBalance: (balance: number) =>
    `보유 포인트(${balance.toLocaleString('ko-KR')}P)보다 많이 사용할 수 없어요.`,
  pointsOverPrice: (max: number) =>
    `이 주문에는 포인트를 최대 ${max.toLocaleString('ko-KR')}P까지 사용할 수 있어요.`,
  pointsSpentTitle: (className: string) => `클래스 결제에 사용 (${className.slice(0, 60)})`,
  pointsReturnedTitle: '결제 취소로 돌려받은 포인트',
  pointsRefundedTitle: '환불로 돌려받은 포인트',
  pointsReviewReclaimedTitle: '환불로 회수된 후기 작성 적립',
  orderKeyReused: '이미 다른 주문에 쓴 결제 요청 키예요. 새로고침한 뒤 다시 시도해 주세요.',
  orderAmountChanged: (amount: number) =>
    `결제 금액이 바뀌었어요. 새 결제 금액 ${amount.toLocaleString('ko-KR')}원을 확인한 뒤 다시 결제해 주세요.`,
  orderReturnInvalid: '결제사 응답을 확인할 수 없어요. 결제를 처음부터 다시 시도해 주세요.',
  orderCardRequired: '카드 결제에는 카드 번호와 유효기간(MM/YY)이 필요해요.',
  orderCardExpiry: '카드 유효기간을 MM/YY 형식으로 입력해 주세요.',
  orderInProgress: '결제를 처리하고 있어요. 잠시 후 주문 상태를 다시 확인해 주세요.',
  orderFailure: {
    expired: '결제 시간이 지나 주문이 취소되었어요. 사용한 포인트는 돌려드렸어요.',
    user_cancel: '결제를 취소했어요. 사용한 포인트는 돌려드렸어요.',
    declined: '카드사에서 결제를 거절했어요. 다른 카드로 다시 시도해 주세요.',
    unknown_card:
      '테스트 결제에서는 테스트 카드만 쓸 수 있어요. (승인 4242 4242 4242 4242, 거절 4000 0000 0000 0002)',
    card_expired: '카드 유효기간이 지났어요. 다른 카드로 다시 시도해 주세요.',
    amount_mismatch: '결제 금액이 주문 금액과 달라 결제를 승인하지 않았어요. 다시 결제해 주세요.',
    already_enrolled: '이미 수강 중인 클래스라 결제를 취소했어요.',
    superseded: '다른 창에서 새 주문을 만들어 이 주문은 취소되었어요.',
    not_found: '결제사에서 결제 내역을 찾을 수 없어요. 다시 결제해 주세요.',
  } as Record<string, string>,
  orderStatus: {
    pending: '결제 대기',
    paid: '결제 완료',
    failed: '결제 실패',
    cancelled: '결제 취소',
  } as Record<string, string>,
  paymentStatus: {
    paid: '결제 완료',
    refund_requested: '환불 요청',
    refunded: '환불 완료',
    declined: '결제 거절',
  } as Record<string, string>,
  paymentMethod: {
    card: '카드',
    kakaopay: '카카오페이',
    naverpay: '네이버페이',
    tosspay: '토스페이',
    points: '포인트',
  } as Record<string, string>,
  refundTooLate: (days: number) => `결제 후 ${days}일이 지나 환불할 수 없어요.`,
  refundTooMuchWatched: (taken: number, total: number) =>
    `강의의 3분의 1 이상을 들어 환불할 수 없어요. (${total}강 중 ${taken}강 수강)`,
  refundAlready: '이미 환불된 결제예요.',
  refundRequested: '환불을 처리하고 있어요. 잠시 후 다시 확인해 주세요.',
  refundNotPaid: '결제가 완료된 주문만 환불할 수 있어요.',
  refundGatewayFailed:
    '결제사에 환불을 요청하지 못했어요. 환불 요청은 접수되었으니 잠시 후 다시 시도해 주세요.',
  pgTitle: '테스트 결제',
  pgNotice: '실제로 돈이 나가지 않는 테스트 결제입니다. 승인 또는 취소를 눌러 주세요.',
  pgApprove: '승인',
  pgCancel: '취소',
  pgBadOrder: '결제 정보가 올바르지 않아요. 가맹점 화면에서 다시 결제해 주세요.',
  // Studio part 2 (issue 36, h-studio): class editing, curriculum, learners, sales, review replies.
  classRule: {
    title: '클래스 제목은 5~60자로, 한 줄로 입력해주세요.',
    summary: '한 줄 소개는 80자 이내로, 한 줄로 입력해주세요.',
    description: '클래스 소개는 5,000자 이내로 입력해주세요.',
    price: '가격은 0원 이상 10,000,000원 이하의 정수로 입력해주세요.',
    discount: '할인율은 0~90% 사이의 정수로 입력해주세요.',
    months: '할부 개월 수는 1~24개월 사이로 입력해주세요.',
    sectionTitle: '섹션 제목은 1~100자로, 한 줄로 입력해주세요.',
    lessonTitle: '강의 제목은 1~200자로, 한 줄로 입력해주세요.',
    lessonNotes: '강의 노트는 10,000자 이내로 입력해주세요.',
    durationSec: '강의 길이는 0~86,400초 사이의 정수로 입력해주세요.',
  },
  studioCategoryUnknown: '없는 카테고리예요. 목록에서 카테고리를 다시 골라주세요.',
  studioSubCategoryMismatch: '세부 카테고리가 고른 카테고리에 속하지 않아요. 다시 골라주세요.',
  studioPhotoInvalid: '표지 사진은 직접 올린 사진(사진 올리기)만 쓸 수 있어요.',
  studioNothingToChange: '바꿀 항목을 하나 이상 보내주세요.',
  studioAlreadyPublished: '이미 공개된 클래스예요.',
  studioNotPublished: '공개 중인 클래스만 판매를 종료할 수 있어요.',
  studioPublishMissing: (what: string) => `공개하려면 ${what}을(를) 먼저 채워주세요.`,
  studioPublishNeeds: {
    summary: '한 줄 소개',
    description: '클래스 소개',
    lessons: '강의 1개 이상',
  },
  studioOrderMismatch:
    '순서에는 이 클래스의 섹션과 강의를 빠짐없이, 한 번씩만 넣어주세요. 화면을 새로고침한 뒤 다시 시도해주세요.',
  studioPublishedNeedsLesson:
    '공개 중인 클래스에는 강의가 1개 이상 있어야 해요. 판매를 종료한 뒤 지워주세요.',
  studioSectionNotInClass: '이 클래스의 섹션이 아닙니다.',
  studioCaptionsMissing: '올릴 자막 파일(captions)을 선택해주세요.',
  studioCaptionsType:
    '자막은 WebVTT(.vtt, UTF-8) 파일만 올릴 수 있어요. 파일 첫 줄이 WEBVTT여야 해요.',
  studioCaptionsTooLarge: '자막 파일이 너무 커요. 512KB 이하만 올릴 수 있어요.',
  studioSalesRange:
    '조회 기간이 올바르지 않아요. 시작일은 종료일보다 앞서고, 최대 3년까지 볼 수 있어요.',
  reviewReplyTitle: '후기 답글',
  reviewReplyContent: (coach: string, className: string) =>
    `${coach} 코치님이 「${className}」 후기에 답글을 남겼어요.`,
  // Issue 47 (h47-live): the notifications members receive (services/notifications.ts).
  noticeWelcomeTitle: '환영합니다',
  noticeWelcome: (name: string) =>
    `${name}님, 배움에 오신 것을 환영해요! 웰컴 포인트 3,000P가 적립되었습니다.`,
  noticeReplyTitle: '새 댓글',
  noticeReply: (name: string, content: string) =>
    `${name}님이 회원님의 글에 댓글을 남겼습니다: "${content.slice(0, 40)}"`,
  noticeReplyToReply: (name: string, content: string) =>
    `${name}님이 회원님의 댓글에 답글을 남겼습니다: "${content.slice(0, 40)}"`,
  noticeFollowTitle: '새 팔로워',
  noticeFollow: (name: string) => `${name}님이 회원님을 팔로우하기 시작했습니다.`,
  noticeLikeTitle: '좋아요 알림',
  noticeLike: (name: string) => `${name}님이 회원님의 글을 좋아합니다.`,
  noticeHelpful: (name: string) => `${name}님이 회원님의 후기가 도움이 됐다고 했어요.`,
  notifyStreamsFull:
    '알림 연결이 너무 많아요. 다른 탭이나 기기의 배움 페이지를 닫은 뒤 다시 시도해주세요.',
  notifyServerBusy: '지금은 실시간 알림에 연결할 수 없어요. 잠시 후 다시 연결할게요.',
  // Issue #38 (h-account): password reset, password change, marketing consent.
  resetTokenInvalid:
    '인증 시간이 지났거나 이미 사용한 인증이에요. 인증번호를 다시 받아 처음부터 진행해주세요.',
  passwordResetDone:
    '비밀번호를 바꿨어요. 모든 기기에서 로그아웃되었으니 새 비밀번호로 로그인해주세요.',
  currentPasswordEmpty: '지금 쓰는 비밀번호를 입력해주세요.',
  currentPasswordWrong: '지금 쓰는 비밀번호가 맞지 않아요.',
  passwordUnchanged: '새 비밀번호가 지금 비밀번호와 같아요. 다른 비밀번호를 입력해주세요.',
  passwordChanged: '비밀번호를 바꿨어요. 다른 기기에서는 로그아웃되었어요.',
  marketingValue: '마케팅 정보 수신 동의는 true/false 또는 Y/N으로 보내주세요.',

  // Video upload (issue 36, h-upload): resumable tus uploads of lesson videos and their processing.
  videoMetadata: '업로드 정보(class_id, lesson_id)가 올바르지 않아요. 강의를 다시 골라주세요.',
  videoNotVideoLesson: '영상 강의에만 영상을 올릴 수 있어요.',
  videoLengthRequired:
    '파일 크기(Upload-Length)를 알려주세요. 크기를 모르는 업로드는 받을 수 없어요.',
  videoTooLarge: (mb: number) => `영상 파일이 너무 커요. 한 파일은 ${mb}MB까지 올릴 수 있어요.`,
  videoQuota: (gb: number) =>
    `영상 저장 공간(${gb}GB)이 부족해요. 쓰지 않는 영상을 지운 뒤 다시 올려주세요.`,
  videoType: 'MP4 또는 WebM 영상만 올릴 수 있어요. 파일 내용이 영상이 아니에요.',
  videoUploadGone: '업로드를 찾을 수 없어요. 처음부터 다시 올려주세요.',
  videoUploadConflict: '업로드 위치가 맞지 않아요. 잠시 후 이어서 올려주세요.',
  videoUploadFailed: '영상 업로드를 처리하지 못했어요. 잠시 후 다시 시도해주세요.',
  videoNotPlayable: '영상을 읽을 수 없어요. 재생 시간이 있는 MP4 또는 WebM 파일인지 확인해주세요.',
  videoProcessError: '영상 처리 중 문제가 생겼어요. 다시 올려주세요.',
  // Issue 45: a crash left the upload half done and it could not be finished.
  videoProcessStuck: '영상 처리가 중단되어 끝내지 못했어요. 다시 올려주세요.',
  videoStill: '움직이는 영상이 아니에요. 정지된 사진 한 장이 아니라 재생되는 영상을 올려주세요.',
  videoBroken: '영상 파일이 손상되었거나 끝까지 올라오지 않았어요. 원본 파일을 다시 올려주세요.',
  studioPublishVideoNotReady: (titles: string) =>
    `영상이 준비되지 않은 영상 강의가 있어요: ${titles}. 영상을 올리고 처리가 끝난 뒤 공개해주세요.`,
  // Issue 45 (h45-tus): an upload is reached by its own address only, and tus extensions the
  // service does not offer are refused.
  videoUploadAddress:
    '업로드 주소가 올바르지 않아요. 업로드를 만들 때 받은 주소를 그대로 써주세요.',
  videoUploadUnsupported:
    '지원하지 않는 업로드 방식이에요(Upload-Concat 등). 파일 하나를 처음부터 이어서 올려주세요.',

  // Issue 36 (h-journey): an abandoned video upload expires and frees its quota.
  videoUploadExpired: (hours: number) =>
    `업로드를 시작한 지 ${hours}시간이 지나 만료됐어요. 처음부터 다시 올려주세요.`,

  // Issue #38 (h-community): reporting a member from their profile.
  selfReport: '내 계정은 신고할 수 없어요.',
  reportTooMany: (ms: number) =>
    `신고를 너무 많이 보냈어요. ${waitText(ms)} 후에 다시 시도해 주세요.`,
  // Issue #47 (h47-outbox): the outbox's reasons (operators' view) and e-mail verification.
  outboxMemberGone: '회원이 탈퇴해 보내지 않았어요.',
  outboxNoAddress: '받을 주소(이메일 또는 휴대폰 번호)가 없어 보내지 않았어요.',
  outboxNoSender: '이 채널은 아직 보내는 곳이 없어요.',
  outboxUnverified: '확인되지 않은 이메일 주소라 보내지 않았어요.',
  outboxAddressChanged: '이메일 주소가 바뀌어 이전 주소의 확인 메일은 보내지 않았어요.',
  outboxBusy: '다른 서버가 보내는 중이에요. 잠시 후 다시 확인합니다.',
  emailVerifySent: (email: string) =>
    `${email}(으)로 확인 메일을 보냈어요. 메일의 링크를 눌러주세요.`,
  emailVerifyNoAddress: '등록된 이메일 주소가 없어요. 먼저 이메일 주소를 입력해주세요.',
  emailAlreadyVerified: '이미 확인된 이메일 주소예요.',
  emailVerifyTooSoon: (ms: number) =>
    `확인 메일을 방금 보냈어요. ${waitText(ms)} 후에 다시 요청해주세요.`,
  emailVerifyInvalid:
    '올바르지 않은 확인 링크예요. 메일의 링크를 다시 확인하거나 새 확인 메일을 요청해주세요.',
  emailVerifyUsed: '이미 사용한 확인 링크예요.',
  emailVerifyExpired: '확인 링크의 유효 기간이 지났어요. 새 확인 메일을 요청해주세요.',
  emailVerifyChanged:
    '이메일 주소가 바뀌어 이 링크로는 확인할 수 없어요. 새 주소로 확인 메일을 요청해주세요.',
  emailVerified: (email: string) => `이메일 주소(${email})가 확인되었어요.`,
  emailVerifyTitle: '이메일 주소 확인',
  emailVerifyPrompt: '아래 버튼을 눌러 이메일 주소 확인을 마쳐주세요.',
  emailVerifyButton: '이메일 주소 확인',
  noDevMail: '개발용 메일함에 이 주소로 온 메일이 없어요.',
};

/** Korean labels for field names, used to prefix validation messages. */
export const fieldLabels: Record<string, string> = {
  keyword: '검색어',
  order: '정렬',
  start: '시작 위치',
  end: '끝 위치',
  user_id: '휴대폰 번호',
  passwd: '비밀번호',
  phone: '휴대폰 번호',
  hpno: '휴대폰 번호',
  authno: '인증번호',
  user_name: '이름',
  nickname: '닉네임',
  profile_comment: '소개',
  content: '내용',
  comment_id: '글 번호',
  class_id: '클래스 번호',
  page: '페이지',
  limit: '개수',
  limit_no: '개수',
  skip: '건너뛸 개수',
  mode: '모드',
  type: '유형',
  email: '이메일',
  uuid: '방문자 ID',
  sessionId: '세션 ID',
  category: '카테고리',
  sub_category: '세부 카테고리',
  sort_item: '정렬 기준',
  kakako_id: '카카오톡 아이디',
  living_abroad: '해외 거주 여부',
  poor_flag: '신고 여부',
  reason: '사유',
  score: '별점',
  // Classroom (issue 35)
  position_sec: '재생 위치',
  done: '완료 여부',
  // Checkout part 2 (issue #37)
  points: '사용할 포인트',
  method: '결제 수단',
  card_number: '카드 번호',
  card_expiry: '카드 유효기간',
  expected_amount: '결제 금액',
  amount: '결제 금액',
  // Studio (issue 36)
  title: '제목',
  summary: '한 줄 소개',
  description: '클래스 소개',
  price: '가격',
  discount: '할인율',
  months: '할부 개월 수',
  photo: '표지 사진',
  level: '난이도',
  keywords: '키워드',
  kind: '강의 종류',
  notes: '강의 노트',
  free_preview: '미리보기 여부',
  duration_sec: '강의 길이',
  section_id: '섹션 번호',
  sections: '섹션 순서',
  period: '기간 단위',
  from: '시작일',
  to: '종료일',
  q: '검색어',
  // Issue #38 (h-account)
  code: '인증번호',
  reset_token: '재설정 인증',
  current_passwd: '현재 비밀번호',
  agreed: '동의 여부',
};

// --- Issue #52 (h52-social): 카카오, 네이버 and Apple log-in ---
export const socialMsg = {
  label: { kakao: '카카오', naver: '네이버', apple: 'Apple' } as Record<string, string>,
  providerOff: '지원하지 않거나 지금 쓸 수 없는 간편 로그인입니다.',
  badReturnTo: '돌아갈 주소는 배움 안의 경로(/로 시작)여야 합니다.',
  /** The callback's failures, by the code it sends to the front end (?social_error=). */
  failure: {
    state: '로그인 요청이 만료되었거나 올바르지 않습니다. 처음부터 다시 시도해주세요.',
    denied: '간편 로그인을 취소했습니다.',
    expired: '로그인 인증이 만료되었습니다. 다시 시도해주세요.',
    token: '간편 로그인 응답을 확인할 수 없습니다. 다시 시도해주세요.',
    provider_down:
      '간편 로그인 서비스에 연결할 수 없습니다. 잠시 후 다시 시도해주세요. 저장된 정보는 없습니다.',
    already_linked: '이 간편 로그인 계정은 이미 다른 배움 계정에 연결되어 있습니다.',
    provider_taken: '이미 같은 서비스의 다른 계정이 연결되어 있습니다. 먼저 연결을 해제해주세요.',
    login_required: '계정 연결은 로그인한 뒤에 할 수 있습니다.',
  } as Record<string, string>,
  pendingMissing:
    '간편 가입 정보가 없거나 만료되었습니다. 간편 로그인을 처음부터 다시 시도해주세요.',
  under14:
    '만 14세 미만은 보호자 동의가 필요해 배움에 가입할 수 없습니다. 입력하신 정보는 저장하지 않았습니다.',
  termsRequired: '필수 약관(이용약관, 개인정보 수집·이용)에 모두 동의해주세요.',
  noLinkOffer: '연결을 제안할 기존 계정이 없습니다.',
  linkPasswordWrong: '비밀번호가 맞지 않습니다. 기존 계정의 비밀번호를 입력해주세요.',
  lastWayIn:
    '마지막 로그인 수단은 해제할 수 없습니다. 다른 간편 로그인을 먼저 연결하거나 비밀번호를 설정해주세요.',
  notLinked: '연결되지 않은 간편 로그인입니다.',
  unlinked: (label: string) => `${label} 연결을 해제했습니다.`,
  defaultName: (label: string) => `${label} 회원`,
};
