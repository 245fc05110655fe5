/**
 * How watching a video is counted (issue 17, decision 0163). The player sends
 * a heartbeat every ~20 s of real playback; the server folds each one into the
 * student's progress on that video with `applyHeartbeat`. Time is credited by
 * the server's clock, never by the client's word alone: a beat is worth at
 * most the wall time since the student's previous beat on the video, so two
 * tabs playing at once share one clock and a seek covers nothing it skipped.
 */

/** Whole video seconds `[from, to)`, from < to. */
export type WatchRange = readonly [from: number, to: number];

/** One sitting: a page open of the video. A view is counted once per sitting. */
export interface Sitting {
  /** Seconds of real playback credited in this sitting. */
  watched: number;
  counted: boolean;
  /** Server time of its latest beat (epoch ms). */
  at: number;
}

export interface WatchState {
  position: number;
  duration: number;
  watchedSeconds: number;
  covered: WatchRange[];
  coveredSeconds: number;
  views: number;
  /**
   * Credited seconds from sittings that have not counted a view, since the
   * last view was counted: the next view counts when they reach the threshold.
   */
  uncountedSeconds: number;
  /** Views an admin added on top of the video's `maxViews`. */
  extraViews: number;
  sittings: Record<string, Sitting>;
  /** Server time of the latest beat from any sitting (epoch ms), null before the first. */
  lastBeatAt: number | null;
  /**
   * The clock of credited playback (epoch ms): each credited second moves it
   * on by one. A beat may credit only the time it trails the beat's arrival,
   * and never more than `maxBeatSeconds` of backlog, so every sitting draws on
   * one clock.
   */
  creditedUntil: number | null;
}

export interface Heartbeat {
  sitting: string;
  position: number;
  duration: number;
  /** Video-second ranges played without a jump since the previous beat. */
  played: readonly (readonly [number, number])[];
  /** Seconds of real playback since the previous beat, as the player measured them. */
  watched: number;
  /** Server time the beat arrived (epoch ms). */
  at: number;
}

/** The player's cadence and what one beat may claim. */
export const heartbeatSeconds = 20;
export const maxBeatSeconds = 60;
/** Fastest playback the player offers: a range may cover this much video per real second. */
export const maxPlaybackRate = 2;
/** Rounding forgiven when a beat's ranges are checked against its credit. */
const slackSeconds = 3;

/**
 * A view counts after this share of the video, or these minutes, whichever is
 * less, watched since the last view in sittings that have not counted one.
 */
export const viewShare = 0.5;
export const viewMinutes = 15;
/** A video is watched (the course page's mark) once this share of its seconds was covered. */
export const watchedShare = 0.9;
/** Sittings quiet for this long are forgotten; a beat after that opens a new one. */
const sittingLifetimeMs = 6 * 60 * 60 * 1000;
const maxSittings = 8;

export const emptyWatchState: WatchState = {
  position: 0,
  duration: 0,
  watchedSeconds: 0,
  covered: [],
  coveredSeconds: 0,
  views: 0,
  uncountedSeconds: 0,
  extraViews: 0,
  sittings: {},
  lastBeatAt: null,
  creditedUntil: null,
};

/** Seconds of a sitting's playback after which it counts as a view. */
export function viewThreshold(duration: number): number {
  const share = duration > 0 ? duration * viewShare : Infinity;
  return Math.max(1, Math.min(share, viewMinutes * 60));
}

/** Views the student has left, or null when the video has no limit. */
export function viewsLeft(
  maxViews: number | null,
  state: Pick<WatchState, 'views' | 'extraViews'>,
): number | null {
  if (maxViews === null) return null;
  return Math.max(0, maxViews + state.extraViews - state.views);
}

/** Share of the video's seconds covered, 0…1. */
export function coverageOf(state: Pick<WatchState, 'coveredSeconds' | 'duration'>): number {
  if (state.duration <= 0) return 0;
  return Math.min(1, state.coveredSeconds / Math.ceil(state.duration));
}

export function isWatched(state: Pick<WatchState, 'coveredSeconds' | 'duration'>): boolean {
  return coverageOf(state) >= watchedShare;
}

/** Sorted, disjoint, adjacent ranges joined. */
export function mergeRanges(ranges: readonly WatchRange[]): WatchRange[] {
  const sorted = [...ranges].filter(([from, to]) => to > from).sort((a, b) => a[0] - b[0]);
  const merged: [number, number][] = [];
  for (const [from, to] of sorted) {
    const last = merged.at(-1);
    if (last && from <= last[1]) last[1] = Math.max(last[1], to);
    else merged.push([from, to]);
  }
  return merged;
}

export function rangesLength(ranges: readonly WatchRange[]): number {
  return ranges.reduce((sum, [from, to]) => sum + (to - from), 0);
}

/** The played ranges in whole seconds within the video, cut to `budget` seconds in all. */
function playedWithin(beat: Heartbeat, duration: number, budget: number): WatchRange[] {
  const end = duration > 0 ? Math.ceil(duration) : Infinity;
  const kept: WatchRange[] = [];
  let left = Math.floor(budget);
  for (const [start, stop] of beat.played) {
    const from = Math.max(0, Math.floor(start));
    const to = Math.min(end, Math.ceil(stop), from + left);
    if (to <= from) continue;
    kept.push([from, to]);
    left -= to - from;
    if (left <= 0) break;
  }
  return kept;
}

/** Whether a beat from this sitting may be counted: refused when views ran out and it holds none. */
export function mayWatch(state: WatchState, maxViews: number | null, sitting: string): boolean {
  if (state.sittings[sitting]?.counted) return true;
  const left = viewsLeft(maxViews, state);
  return left === null || left > 0;
}

/** The state after one heartbeat. Pure: the server folds a batch of beats through it. */
export function applyHeartbeat(state: WatchState, beat: Heartbeat): WatchState {
  const backlogStart = beat.at - maxBeatSeconds * 1000;
  const clock = Math.max(state.creditedUntil ?? backlogStart, backlogStart);
  const credit = Math.max(0, Math.min(beat.watched, maxBeatSeconds, (beat.at - clock) / 1000));
  // The longest duration a player reported: a client shrinking it cannot turn a
  // partly seen video into a watched one, nor flip the mark back and forth.
  const duration = Math.max(beat.duration, state.duration);
  const played = playedWithin(beat, duration, credit * maxPlaybackRate + slackSeconds);
  const covered = mergeRanges([...state.covered, ...played]);

  const previous = state.sittings[beat.sitting];
  const sitting: Sitting = {
    watched: (previous?.watched ?? 0) + credit,
    counted: previous?.counted ?? false,
    at: beat.at,
  };
  // The seconds of every sitting still uncounted add up, so neither a reload
  // just short of the threshold nor several tabs splitting the clock escapes a view.
  let views = state.views;
  let uncountedSeconds = state.uncountedSeconds;
  if (!sitting.counted) {
    uncountedSeconds += credit;
    if (uncountedSeconds >= viewThreshold(duration)) {
      sitting.counted = true;
      views += 1;
      uncountedSeconds = 0;
    }
  }
  const sittings = Object.entries({ ...state.sittings, [beat.sitting]: sitting })
    .filter(([, kept]) => beat.at - kept.at < sittingLifetimeMs)
    .sort((a, b) => b[1].at - a[1].at)
    .slice(0, maxSittings);

  return {
    position: Math.max(0, Math.min(beat.position, duration > 0 ? duration : beat.position)),
    duration,
    watchedSeconds: state.watchedSeconds + credit,
    covered,
    coveredSeconds: rangesLength(covered),
    views,
    uncountedSeconds,
    extraViews: state.extraViews,
    sittings: Object.fromEntries(sittings),
    lastBeatAt: Math.max(beat.at, state.lastBeatAt ?? beat.at),
    creditedUntil: clock + credit * 1000,
  };
}
