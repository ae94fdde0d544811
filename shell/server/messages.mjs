// Every Korean string the shell's server writes into a page itself (the app's own strings are in
// shell/src/messages.ts; the API's in api/src/messages.ts).

// h-shield (#39, "The page before scripts run"): what a drawn page says when its app is not
// there to take it over (shell/server/before-app.mjs).
export const beforeApp = {
  /** Scripts are off: the drawing reads and links; what needs the app. */
  noScript:
    '자바스크립트가 꺼져 있어요. 페이지를 읽고 링크로 이동할 수는 있지만, 로그인·검색·찜하기·수강 신청처럼 버튼으로 하는 일은 자바스크립트를 켜야 할 수 있어요.',
  /** The app did not arrive (its script failed to load, or it took too long). */
  appMissing:
    '앱을 불러오지 못했어요. 페이지를 읽고 링크로 이동할 수는 있지만, 버튼은 새로고침한 뒤에 쓸 수 있어요.',
  reload: '새로고침',
};
