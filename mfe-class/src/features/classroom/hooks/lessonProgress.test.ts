import { isWatched, nextWrite, startPosition } from './lessonProgress';

const fresh = { savedAt: 0, doneSent: false };

describe('the watched position of a lesson', () => {
  it('is written at most every 10 seconds while playing', () => {
    expect(nextWrite(fresh, 4.2, 60, 'tick')).toBeNull();
    expect(nextWrite(fresh, 10.1, 60, 'tick')).toEqual({ position_sec: 10 });
    expect(nextWrite({ savedAt: 10, doneSent: false }, 15, 60, 'tick')).toBeNull();
  });

  it('is written at once on pause and on leaving, unless nothing moved', () => {
    expect(nextWrite(fresh, 3.9, 60, 'pause')).toEqual({ position_sec: 3 });
    expect(nextWrite({ savedAt: 3, doneSent: false }, 3.2, 60, 'leave')).toBeNull();
  });

  it('marks the lesson done at 90 % once, and at its end', () => {
    expect(isWatched(53.9, 60)).toBe(false);
    expect(isWatched(54, 60)).toBe(true);
    expect(nextWrite({ savedAt: 50, doneSent: false }, 54.5, 60, 'tick')).toEqual({
      position_sec: 54,
      done: true,
    });
    expect(nextWrite({ savedAt: 54, doneSent: true }, 56, 60, 'tick')).toBeNull();
    expect(nextWrite(fresh, 12, 0, 'done')).toEqual({ position_sec: 12, done: true });
  });

  it('opens at the saved position, or from the start when that was the end', () => {
    expect(startPosition(42, 60)).toBe(42);
    expect(startPosition(59, 60)).toBe(0);
    expect(startPosition(0, 60)).toBe(0);
    expect(startPosition(Number.NaN, 60)).toBe(0);
  });
});
