import {
  coverageOf,
  emptyWatchState,
  isWatched,
  viewsLeft,
  type VideoProgress,
  type WatchState,
} from '@sabora/contract';
import type { VideoProgressRow } from '../../db/schema/index';

/** The stored row as the contract's watch state (decision 0163). */
export function stateOf(row: VideoProgressRow | undefined): WatchState {
  if (!row) return emptyWatchState;
  return {
    position: row.position,
    duration: row.duration,
    watchedSeconds: row.watchedSeconds,
    covered: row.covered,
    coveredSeconds: row.coveredSeconds,
    views: row.views,
    uncountedSeconds: row.uncountedSeconds,
    extraViews: row.extraViews,
    sittings: row.sittings,
    lastBeatAt: row.lastWatchedAt?.getTime() ?? null,
    creditedUntil: row.creditedUntil?.getTime() ?? null,
  };
}

/** What the student sees of a state; `maxViews` is the video's own limit (null = none). */
export function toVideoProgress(state: WatchState, maxViews: number | null): VideoProgress {
  return {
    position: state.position,
    duration: state.duration,
    watchedSeconds: state.watchedSeconds,
    coverage: coverageOf(state),
    watched: isWatched(state),
    views: state.views,
    maxViews: maxViews === null ? null : maxViews + state.extraViews,
    viewsLeft: viewsLeft(maxViews, state),
    lastWatchedAt: state.lastBeatAt,
  };
}
