import { watchReportsMessages } from '@/i18n/watch-reports-messages';
import './coverage-bar.css';

/** How much of a video (or a course's videos) was seen, as a bar with its percent. */
export function CoverageBar({ coverage }: { coverage: number }) {
  const percent = Math.round(Math.min(1, Math.max(0, coverage)) * 100);
  return (
    <div
      className="wr-coverage"
      role="progressbar"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-label={watchReportsMessages.coverageLabel(String(percent))}
    >
      <span className="wr-coverage__track">
        <span className="wr-coverage__fill" style={{ inlineSize: `${percent}%` }} />
      </span>
      <bdi className="wr-coverage__text" dir="ltr">
        {percent}%
      </bdi>
    </div>
  );
}
