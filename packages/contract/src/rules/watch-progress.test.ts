import { describe, expect, it } from 'vitest';
import {
  applyHeartbeat,
  coverageOf,
  emptyWatchState,
  isWatched,
  mayWatch,
  mergeRanges,
  viewThreshold,
  viewsLeft,
  type Heartbeat,
  type WatchState,
} from './watch-progress';

const start = Date.UTC(2026, 10, 24, 10);

function beat(at: number, fields: Partial<Heartbeat> = {}): Heartbeat {
  return { sitting: 'a', position: 0, duration: 600, played: [], watched: 20, at, ...fields };
}

function run(beats: Heartbeat[], state: WatchState = emptyWatchState): WatchState {
  return beats.reduce(applyHeartbeat, state);
}

describe('mergeRanges', () => {
  it.each([
    [[], []],
    [[[0, 10]], [[0, 10]]],
    [
      [
        [20, 30],
        [0, 10],
      ],
      [
        [0, 10],
        [20, 30],
      ],
    ],
    [
      [
        [0, 10],
        [10, 20],
      ],
      [[0, 20]],
    ],
    [
      [
        [0, 15],
        [5, 10],
      ],
      [[0, 15]],
    ],
    [[[5, 5]], []],
  ] as const)('%j → %j', (ranges, merged) => {
    expect(mergeRanges(ranges)).toEqual(merged);
  });
});

describe('applyHeartbeat', () => {
  it('credits real playback and covers the seconds played', () => {
    const state = run([
      beat(start, { played: [[0, 20]], position: 20 }),
      beat(start + 20_000, { played: [[20, 40]], position: 40 }),
    ]);
    expect(state.watchedSeconds).toBe(40);
    expect(state.covered).toEqual([[0, 40]]);
    expect(state.coveredSeconds).toBe(40);
    expect(state.position).toBe(40);
  });

  it('does not count a seek as watched: only the ranges played are covered', () => {
    const state = run([
      beat(start, {
        played: [
          [0, 10],
          [500, 510],
        ],
        position: 510,
      }),
    ]);
    expect(state.covered).toEqual([
      [0, 10],
      [500, 510],
    ]);
    expect(state.coveredSeconds).toBe(20);
  });

  it('cuts a beat that claims more than the time since the previous one', () => {
    const state = run([
      beat(start, { played: [[0, 20]] }),
      beat(start + 5_000, { played: [[20, 80]], watched: 60 }),
    ]);
    // The first beat may draw on a minute of backlog; what is left of it is 40 s, plus 5 s elapsed.
    expect(state.watchedSeconds).toBe(20 + 45);
    const third = applyHeartbeat(state, beat(start + 10_000, { played: [[80, 140]], watched: 60 }));
    // Nothing left to draw on but the 5 s since: twice that at the fastest rate, plus slack.
    expect(third.watchedSeconds).toBe(20 + 45 + 5);
    expect(third.coveredSeconds).toBe(state.coveredSeconds + 13);
  });

  it('does not double-count two tabs playing at once', () => {
    const beats: Heartbeat[] = [];
    for (let second = 0; second < 600; second += 20) {
      beats.push(beat(start + second * 1000, { sitting: 'a', played: [[second, second + 20]] }));
      beats.push(
        beat(start + (second + 10) * 1000, { sitting: 'b', played: [[second, second + 20]] }),
      );
    }
    const state = run(beats);
    // Ten minutes of wall time, however many tabs, credit about ten minutes.
    expect(state.watchedSeconds).toBeLessThanOrEqual(600 + 60);
    expect(state.coveredSeconds).toBe(600);
  });

  it('never lets a reported duration shrink the video', () => {
    const state = run([
      beat(start, { duration: 600, played: [[0, 20]] }),
      beat(start + 20_000, { duration: 20, played: [[20, 40]] }),
    ]);
    expect(state.duration).toBe(600);
    expect(isWatched(state)).toBe(false);
  });

  it('keeps covered seconds inside the video', () => {
    const state = run([beat(start, { duration: 30, played: [[-5, 50]], position: 99 })]);
    expect(state.covered).toEqual([[0, 30]]);
    expect(state.position).toBe(30);
    expect(coverageOf(state)).toBe(1);
    expect(isWatched(state)).toBe(true);
  });
});

describe('views', () => {
  it('counts a view once per sitting, after the threshold', () => {
    const beats = Array.from({ length: 20 }, (_, index) =>
      beat(start + index * 20_000, { played: [[index * 20, index * 20 + 20]] }),
    );
    const state = run(beats);
    // 600 s video: half of it, 300 s, is the threshold; 400 s were watched in one sitting.
    expect(viewThreshold(600)).toBe(300);
    expect(state.views).toBe(1);
  });

  it('counts one view for tabs playing at once, however many share the clock', () => {
    const beats: Heartbeat[] = [];
    for (let second = 0; second < 600; second += 20) {
      for (const [index, sitting] of ['a', 'b', 'c'].entries()) {
        beats.push(
          beat(start + second * 1000 + index * 5000, {
            sitting,
            played: [[second, second + 20]],
          }),
        );
      }
    }
    // About 660 credited seconds: 300 count the first view, and the two sittings
    // still uncounted share the rest, short of a second one.
    expect(run(beats).views).toBe(1);
  });

  it('counts a view from short sittings that add up: reloading does not escape it', () => {
    const sittings = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'];
    const beats = sittings.flatMap((sitting, index) =>
      [0, 1].map((step) =>
        beat(start + (index * 2 + step) * 20_000, { sitting, played: [[0, 20]] }),
      ),
    );
    // Eight sittings of 40 s: the last one's first beat reaches 300 s and counts the view;
    // its own further watching goes toward nothing.
    const state = run(beats);
    expect(state.views).toBe(1);
    expect(state.uncountedSeconds).toBe(0);
  });

  it('does not count a reload that watched little', () => {
    const state = run([
      beat(start, { sitting: 'a' }),
      beat(start + 20_000, { sitting: 'b' }),
      beat(start + 40_000, { sitting: 'c' }),
    ]);
    expect(state.views).toBe(0);
  });

  it('caps the threshold at the set minutes for a long video', () => {
    expect(viewThreshold(3 * 3600)).toBe(15 * 60);
  });

  it.each([
    [null, 5, 0, null],
    [3, 0, 0, 3],
    [3, 3, 0, 0],
    [3, 3, 2, 2],
    [3, 9, 0, 0],
  ] as const)('max %s, used %s, added %s → %s left', (max, views, extraViews, left) => {
    expect(viewsLeft(max, { views, extraViews })).toBe(left);
  });

  it('lets the sitting that used the last view go on, and refuses a new one', () => {
    const state: WatchState = {
      ...emptyWatchState,
      views: 2,
      sittings: { a: { watched: 400, counted: true, at: start } },
    };
    expect(mayWatch(state, 2, 'a')).toBe(true);
    expect(mayWatch(state, 2, 'b')).toBe(false);
    expect(mayWatch({ ...state, extraViews: 1 }, 2, 'b')).toBe(true);
    expect(mayWatch(state, null, 'b')).toBe(true);
  });
});
