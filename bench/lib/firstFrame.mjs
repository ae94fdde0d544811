// Issue #35's row: from pressing 이어서 학습하기 on a class the member takes to the first frame
// of the lesson's video in the classroom (the video's `loadeddata`), on one throttled page.
import { openThrottledPage } from './browser.mjs';

/**
 * One run: open the class page as the member (`?token=`, as the app does), let it settle and go
 * idle (the page preloads the classroom then), press 이어서 학습하기, wait for a video frame.
 * @returns {Promise<{ pressToFrame: number }>}
 */
export async function measureFirstFrame(browser, base, classId, token, profile) {
  const { context, page, settle } = await openThrottledPage(browser, profile);
  const timeout = profile === 'mobile' ? 60_000 : 30_000;
  try {
    await page.goto(`${base}/class/${classId}?token=${encodeURIComponent(token)}`, {
      waitUntil: 'load',
      timeout,
    });
    await settle();
    const link = page
      .getByRole('group', { name: '수강 메뉴' })
      .getByRole('link', { name: /이어서 학습하기/ });
    await link.waitFor({ state: 'visible', timeout });
    // What an idle page does meanwhile (the classroom's preload) is part of being ready.
    await page.waitForTimeout(1500);
    await page.evaluate(() => {
      window.__frame = { press: null, frame: null };
      document.addEventListener(
        'click',
        (e) => {
          if (window.__frame.press === null) window.__frame.press = e.timeStamp;
        },
        { capture: true },
      );
      // Media events do not bubble; a capturing listener on the document still hears them.
      document.addEventListener(
        'loadeddata',
        () => {
          if (window.__frame.frame === null) window.__frame.frame = performance.now();
        },
        { capture: true },
      );
    });
    await link.click();
    await page.waitForFunction(() => window.__frame.frame !== null, null, {
      timeout,
      polling: 50,
    });
    const { press, frame } = await page.evaluate(() => window.__frame);
    return { pressToFrame: frame - press };
  } finally {
    await context.close();
  }
}

/**
 * A class the member takes whose lesson to resume is a video (the row needs a frame to wait
 * for), from the API the bench started; null when there is none.
 */
export async function classToResume(apiPort, token) {
  const api = `http://127.0.0.1:${apiPort}`;
  const get = (p) =>
    fetch(`${api}${p}`, { headers: { authorization: `Bearer ${token}` } }).then((r) =>
      r.ok ? r.json().then((b) => b.data) : null,
    );
  for (let classId = 1; classId <= 60; classId += 1) {
    const room = await get(`/new/classroom/${classId}`).catch(() => null);
    const lessonId = room?.resume?.lesson_id;
    if (!lessonId) continue;
    const lesson = await get(`/new/classroom/${classId}/lessons/${lessonId}`).catch(() => null);
    if (lesson?.kind === 'video') return { classId };
  }
  return null;
}

const ms = (n) => (n == null ? '–' : String(Math.round(n)));

/** The row's table: medians per build and profile, against the 1.5 s on the phone. */
export function firstFrameTable(result) {
  const f = result.firstFrame;
  if (!f) return '';
  const lines = [
    `| 이어서 학습하기 → first video frame (class ${f.classId}, target ≤ 1500 ms on mobile) | mobile ms | desktop ms |`,
    '|---|--:|--:|',
  ];
  for (const [label, key] of [
    ['MF', 'mf'],
    ['mono', 'mono'],
  ]) {
    lines.push(
      `| ${label} | ${ms(f[key].mobile?.pressToFrame)} | ${ms(f[key].desktop?.pressToFrame)} |`,
    );
  }
  return lines.join('\n');
}
