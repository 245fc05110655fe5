import {
  coverageOf,
  isWatched,
  viewsLeft,
  type VideoProgress,
  type ViewerStatus,
} from '@sabora/contract';
import type { VideoProgressRow } from '../../db/schema/index';

/**
 * A progress row as the contract shows it; no row reads as an untouched
 * video. The limit shown is the video's plus what an admin added.
 */
export function toVideoProgress(
  row: VideoProgressRow | null,
  videoMaxViews: number | null,
): VideoProgress {
  const state = {
    duration: row?.duration ?? 0,
    coveredSeconds: row?.coveredSeconds ?? 0,
    views: row?.views ?? 0,
    extraViews: row?.extraViews ?? 0,
  };
  return {
    position: row?.position ?? 0,
    duration: state.duration,
    watchedSeconds: row?.watchedSeconds ?? 0,
    coverage: coverageOf(state),
    watched: isWatched(state),
    views: state.views,
    maxViews: videoMaxViews === null ? null : videoMaxViews + state.extraViews,
    viewsLeft: viewsLeft(videoMaxViews, state),
    lastWatchedAt: row?.lastWatchedAt?.getTime() ?? null,
  };
}

/** The call list's words for each status. */
export const viewerStatusLabels: Record<ViewerStatus, string> = {
  completed: 'خلّص الفيديو',
  started: 'بدأ ولسه مخلّصش',
  'not-started': 'لسه مبدأش',
};
