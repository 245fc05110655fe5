import { CheckCircleFilled, PlayCircleOutlined } from '@ant-design/icons';
import type { CourseProgress, VideoProgress } from '@sabora/contract';
import { progressMessages as copy } from '@/i18n/progress-messages';
import { formatCount } from '@/lib/format-number';
import './progress-marks.css';

/** Whole percent of a 0…1 share, never 100 before it is all there. */
export function percentOf(share: number): number {
  const clamped = Math.min(1, Math.max(0, share));
  return clamped < 1 ? Math.min(99, Math.round(clamped * 100)) : 100;
}

export type VideoMarkState = 'watched' | 'started' | 'new';

export function videoMarkState(progress: VideoProgress | undefined): VideoMarkState {
  if (!progress) return 'new';
  if (progress.watched) return 'watched';
  return progress.coverage > 0 || progress.position > 0 ? 'started' : 'new';
}

interface BarProps {
  percent: number;
  label: string;
  valueText: string;
  testId?: string;
}

/** A thin bar with its value said in words: never colour alone. */
export function ProgressBar({ percent, label, valueText, testId }: BarProps) {
  return (
    <span
      className="progress-bar"
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-valuetext={valueText}
      data-testid={testId}
    >
      <span className="progress-bar__fill" style={{ inlineSize: `${percent}%` }} />
    </span>
  );
}

/** A video card's line: ✓ watched, or a bar with the % seen and "كمّل" once started. */
export function VideoProgressMark({
  title,
  progress,
}: {
  title: string;
  progress?: VideoProgress;
}) {
  const state = videoMarkState(progress);
  if (state === 'new' || !progress) return null;
  if (state === 'watched') {
    return (
      <span className="video-mark video-mark--watched" data-testid="video-watched">
        <CheckCircleFilled aria-hidden /> {copy.watched}
      </span>
    );
  }
  const percent = percentOf(progress.coverage);
  const text = copy.videoCoverage(formatCount(percent));
  return (
    <span className="video-mark video-mark--started" data-testid="video-started">
      <ProgressBar percent={percent} label={copy.videoBar(title)} valueText={text} />
      <span className="video-mark__text">
        {/* The number and its % kept together left to right, whatever the line around them. */}
        <span>
          <bdi dir="ltr">{copy.percent(formatCount(percent))}</bdi> {copy.watched}
        </span>
        <span className="video-mark__resume">
          <PlayCircleOutlined aria-hidden /> {copy.resume}
        </span>
      </span>
    </span>
  );
}

/** The course's progress: "شفت 3 من 8 فيديوهات" and a bar of the watched share. */
export function CourseProgressLine({
  title,
  progress,
  short = false,
}: {
  title: string;
  progress: CourseProgress;
  short?: boolean;
}) {
  const percent = progress.videos > 0 ? percentOf(progress.watched / progress.videos) : 0;
  const watched = formatCount(progress.watched);
  const text = short
    ? copy.shortWatched(watched, formatCount(progress.videos))
    : copy.courseWatched(watched, progress.videos, formatCount(progress.videos));
  return (
    <div className="course-progress" data-testid="course-progress">
      <span className="course-progress__text">{text}</span>
      <ProgressBar percent={percent} label={copy.courseBar(title)} valueText={text} />
    </div>
  );
}
