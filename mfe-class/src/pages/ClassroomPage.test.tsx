/**
 * @jest-environment jsdom
 * @jest-environment-options {"customExportConditions": ["node", "require", "default"]}
 */
// The classroom against the reference API: who gets in, where it opens, progress written by the
// player's events (jsdom plays nothing, so the test plays the video's part), 다음 강의, a text
// lesson marked done by hand. The player's own keys are checked in Chromium (e2e classroom.spec).
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  ApiError,
  anonymousUser,
  fetchClassroom,
  payForClass,
  saveLessonProgress,
} from '@baeum/shared';
import type { ClassroomWire } from '@baeum/shared';
import { signIn, useReferenceApi } from '@baeum/shared/testing/referenceApi';
import { renderAt } from '../testing/render';
import { seededLearner } from '@baeum/shared/testing/fixtures';

useReferenceApi();

/** A class this member takes from now on, bought with the approved test card (none watched). */
async function buyAnyClass(): Promise<number> {
  for (let classId = 3; classId < 60; classId++) {
    try {
      await payForClass({
        class_id: classId,
        idempotency_key: `classroom-test-${classId}-${Date.now()}`,
        card_number: '4242424242424242',
      });
      return classId;
    } catch (e) {
      if (!(e instanceof ApiError)) throw e;
    }
  }
  throw new Error('no class left to buy');
}

const lessons = (room: ClassroomWire) => room.sections.flatMap((s) => s.lessons);

/** The video's part: it knows its length, then reports a time. */
function play(video: HTMLVideoElement, duration: number, at?: number) {
  Object.defineProperty(video, 'duration', { configurable: true, value: duration });
  fireEvent.loadedMetadata(video);
  if (at !== undefined) {
    video.currentTime = at;
    fireEvent.timeUpdate(video);
  }
}

const videoOf = () => document.querySelector('video') as HTMLVideoElement;

describe('the classroom (/class/lecture/:classId)', () => {
  it('asks a visitor to log in', async () => {
    renderAt('/class/lecture/1', { ...anonymousUser, isLoaded: true });
    expect(await screen.findByText('로그인하고 강의를 들어 보세요')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '로그인하기' })).toBeInTheDocument();
  });

  it('explains to a member who has not bought it, with the way to checkout', async () => {
    const user = await signIn(seededLearner(61));
    let classId = 0;
    for (let id = 1; id < 60 && !classId; id++) {
      await fetchClassroom(id).catch((e: unknown) => {
        if (e instanceof ApiError && e.status === 403) classId = id;
      });
    }
    renderAt(`/class/lecture/${classId}`, user);
    expect(await screen.findByText('수강 신청 후 들을 수 있는 강의예요')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '수강 신청하기' })).toHaveAttribute(
      'href',
      `/class/open_class/${classId}`,
    );
  });

  it('opens the lesson the learner left at its position, and marks it done at 90 %', async () => {
    const user = await signIn(seededLearner(62));
    const classId = await buyAnyClass();
    const room = await fetchClassroom(classId);
    const video = lessons(room).filter((l) => l.kind === 'video')[1]!;
    await saveLessonProgress(classId, video.lesson_id, { position_sec: 12 });

    renderAt(`/class/lecture/${classId}`, user);
    const nav = await screen.findByRole('navigation', { name: '커리큘럼' });
    expect(within(nav).getByRole('link', { current: 'page' })).toHaveTextContent(video.title);
    expect(await screen.findByRole('heading', { name: video.title })).toBeInTheDocument();
    const total = lessons(room).length;
    expect(screen.getByText(`${total}강 중 0강 완료 · 0%`)).toBeInTheDocument();

    play(videoOf(), video.duration_sec);
    expect(videoOf().currentTime).toBe(12);

    act(() => play(videoOf(), video.duration_sec, video.duration_sec * 0.95));
    const percent = Math.floor((1 / total) * 100);
    expect(await screen.findByText(`${total}강 중 1강 완료 · ${percent}%`)).toBeInTheDocument();
    const saved = await fetchClassroom(classId);
    expect(lessons(saved).find((l) => l.lesson_id === video.lesson_id)?.state).toBe('done');
  });

  it('다음 강의 opens the next lesson, and a text lesson is marked done by hand', async () => {
    const user = await signIn(seededLearner(63));
    const classId = await buyAnyClass();
    const all = lessons(await fetchClassroom(classId));
    const text = all.findIndex((l) => l.kind === 'text');
    const before = all[text - 1]!;

    renderAt(`/class/lecture/${classId}?lesson=${before.lesson_id}`, user);
    expect(await screen.findByRole('heading', { name: before.title })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: /다음 강의/ }));
    expect(screen.getByTestId('where')).toHaveTextContent(`?lesson=${all[text]!.lesson_id}`);
    expect(await screen.findByRole('heading', { name: all[text]!.title })).toBeInTheDocument();
    expect(screen.queryByRole('video')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: '학습 완료로 표시' }));
    expect(await screen.findByText('학습 완료')).toBeInTheDocument();
    await waitFor(async () => {
      const room = await fetchClassroom(classId);
      expect(room.progress.done).toBe(1);
    });
  });

  it('a video that fails to load shows 다시 시도, and goes on from where it was', async () => {
    const user = await signIn(seededLearner(64));
    const classId = await buyAnyClass();
    const video = lessons(await fetchClassroom(classId)).find((l) => l.kind === 'video')!;
    renderAt(`/class/lecture/${classId}?lesson=${video.lesson_id}`, user);
    await screen.findByRole('heading', { name: video.title });
    act(() => play(videoOf(), video.duration_sec, 9));
    const failed = videoOf();
    fireEvent.error(failed);
    expect(await screen.findByRole('alert')).toHaveTextContent('영상을 재생하지 못했어요');
    await userEvent.click(screen.getByRole('button', { name: '다시 시도' }));
    // A fresh signed address: a new video element, opened at the position it had reached.
    await waitFor(() => expect(videoOf()).not.toBe(failed));
    play(videoOf(), video.duration_sec);
    expect(videoOf().currentTime).toBe(9);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
