/**
 * @jest-environment jsdom
 * @jest-environment-options {"customExportConditions": ["node", "require", "default"]}
 */
// The lesson video upload widget (issue 36) against the reference API: a committed clip goes up
// with tus through the curriculum editor (progress to 100 %, 처리 중…, 영상 있음 · 길이); pause and
// resume mid-way; a reload and a dropped connection continue the same upload; a file that is not
// a video shows the server's refusal.
import fs from 'node:fs';
import path from 'node:path';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addStudioLesson, addStudioSection, fetchStudioCurriculum } from '@baeum/shared';
import type { UserInfo } from '@baeum/shared';
import {
  COACH,
  referenceApiUrl,
  signIn,
  useReferenceApi,
} from '@baeum/shared/testing/referenceApi';
import { makeClass } from '../../../testing/studioKit';
import { renderAt } from '../../../testing/render';
import { nodeTusStack } from '../../../testing/tusNode';
import type { TusTrace } from '../../../testing/tusNode';
import { setUploadSettings } from './settings';

useReferenceApi();

const clipBytes = fs.readFileSync(
  path.resolve(__dirname, '../../../../../api/src/seed/media/clip-4.mp4'),
);
const clip = () =>
  new File([clipBytes], 'clip-4.mp4', { type: 'video/mp4', lastModified: 1_700_000_000_000 });
const CHUNK = 16 * 1024; // about six pieces: an upload with a middle

let trace: TusTrace;
beforeEach(() => {
  const transport = nodeTusStack(referenceApiUrl());
  trace = transport.trace;
  setUploadSettings({
    httpStack: transport.stack,
    chunkSize: CHUNK,
    retryDelays: [0, 0],
    pollMs: 200,
  });
});
afterAll(() => setUploadSettings());

/** A class of the demo coach with one video lesson, its editor open. */
async function editorWithVideoLesson(coach?: UserInfo) {
  const user = coach ?? (await signIn(COACH));
  const item = await makeClass();
  const { sections } = await addStudioSection(item.class_id, '실전');
  await addStudioLesson(item.class_id, {
    section_id: sections[0]!.section_id,
    title: '첫 영상',
    kind: 'video',
  });
  return { item, user, open: () => renderAt(`/studio/class/${item.class_id}/curriculum`, user) };
}

const lessonRow = () => screen.findByRole('listitem', { name: '첫 영상' });
const picker = async () => within(await lessonRow()).getByLabelText('첫 영상 동영상 올리기');
const bar = () =>
  within(screen.getByRole('listitem', { name: '첫 영상' })).getByRole('progressbar');
/** tus's stored upload URLs (its fingerprints), in localStorage. */
const tusKeys = () => Object.keys(window.localStorage).filter((key) => key.startsWith('tus::'));
const percentOf = () => Number(bar().getAttribute('value'));

it('uploads a clip: the progress reaches 100 %, then 처리 중…, then 영상 있음 with its length', async () => {
  const { item, open } = await editorWithVideoLesson();
  open();
  const row = await lessonRow();
  expect(within(row).getByText('영상 없음')).toBeVisible();
  expect(within(row).getByText('동영상 올리기')).toBeVisible();
  expect(await picker()).toHaveAttribute('accept', 'video/mp4,video/webm');

  await userEvent.upload(await picker(), clip());
  expect(await within(row).findByText(/처리 중…/)).toBeVisible();
  expect(percentOf()).toBe(100);
  expect(
    await within(row).findByText(/^영상 있음 · \d+초$/, {}, { timeout: 20_000 }),
  ).toBeVisible();
  expect(within(row).queryByRole('progressbar')).not.toBeInTheDocument();
  // The server has it: the lesson's video is there, from one tus creation and its pieces.
  const [lesson] = (await fetchStudioCurriculum(item.class_id)).sections[0]!.lessons;
  expect(lesson!.has_video).toBe(true);
  expect(trace.sent.filter((m) => m === 'POST')).toHaveLength(1);
  expect(trace.sent.filter((m) => m === 'PATCH').length).toBeGreaterThan(2);
});

it('pauses mid-way and resumes where it stopped', async () => {
  const { open } = await editorWithVideoLesson();
  open();
  const row = await lessonRow();
  const held = trace.holdPatches(2);
  await userEvent.upload(await picker(), clip());
  await held.reached;
  await waitFor(() => expect(percentOf()).toBeGreaterThan(0));
  const middle = percentOf();
  expect(middle).toBeLessThan(100);
  expect(within(row).getByText(/남은 시간 약 \d+(초|분)|업로드를 시작하는 중…/)).toBeVisible();

  await userEvent.click(within(row).getByRole('button', { name: '일시정지' }));
  expect(within(row).getByText(/일시정지됨/)).toBeVisible();
  expect(percentOf()).toBe(middle);
  held.release();
  const sentBeforeResume = trace.sent.length;
  await userEvent.click(within(row).getByRole('button', { name: '이어 올리기' }));
  expect(await within(row).findByText(/^영상 있음/, {}, { timeout: 20_000 })).toBeVisible();
  // Resuming asked the server where it stood (HEAD) and sent the rest: no second upload.
  expect(trace.sent.slice(sentBeforeResume)[0]).toBe('HEAD');
  expect(trace.sent.filter((m) => m === 'POST')).toHaveLength(1);
});

it('continues after a reload (same file picked again) and after a dropped connection', async () => {
  const { open, user, item } = await editorWithVideoLesson();
  open();
  const held = trace.holdPatches(2);
  await userEvent.upload(await picker(), clip());
  await held.reached;
  cleanup(); // the page goes away mid-upload; its tus fingerprint stays in localStorage
  expect(tusKeys()).toHaveLength(1);
  held.release();

  renderAt(`/studio/class/${item.class_id}/curriculum`, user);
  const row = await lessonRow();
  trace.dropNextPatch();
  await userEvent.upload(await picker(), clip());
  expect(await within(row).findByText(/^영상 있음/, {}, { timeout: 20_000 })).toBeVisible();
  expect(trace.sent.filter((m) => m === 'POST')).toHaveLength(1);
  expect(trace.sent.filter((m) => m === 'HEAD').length).toBeGreaterThanOrEqual(2);
  expect(tusKeys()).toEqual([]); // removeFingerprintOnSuccess
});

it('shows the server refusal of a file that is not a video, and offers 다시 올리기', async () => {
  const { open } = await editorWithVideoLesson();
  open();
  const row = await lessonRow();
  const text = new File(['이건 영상이 아니에요. '.repeat(50)], 'notes.mp4', { type: 'video/mp4' });
  await userEvent.upload(await picker(), text);
  expect(await within(row).findByRole('alert')).toHaveTextContent(
    'MP4 또는 WebM 영상만 올릴 수 있어요. 파일 내용이 영상이 아니에요.',
  );
  expect(within(row).getByText('다시 올리기')).toBeVisible();
  expect(within(row).getByText('영상 없음')).toBeVisible();
});

it('cancels an upload: the server forgets it', async () => {
  const { open } = await editorWithVideoLesson();
  open();
  const row = await lessonRow();
  const held = trace.holdPatches(1);
  await userEvent.upload(await picker(), clip());
  await held.reached;
  await userEvent.click(within(row).getByRole('button', { name: '취소' }));
  expect(await within(row).findByText('올리기를 취소했어요.')).toBeVisible();
  held.release();
  expect(trace.sent).toContain('DELETE');
  expect(tusKeys()).toEqual([]);
});
