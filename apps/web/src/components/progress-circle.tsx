import { cutPercent } from '@sabora/contract';
import type { ReactNode } from 'react';
import './progress-circle.css';

interface ProgressCircleProps {
  percent: number;
  size: number;
  color: string;
  /** The text in the middle. */
  children: ReactNode;
  /** What the bar measures, for screen readers. */
  label: string;
}

const radius = 47;
const circumference = 2 * Math.PI * radius;

/** A ring filled to `percent`, drawn like antd's circle Progress (decision 0070). */
export function ProgressCircle({ percent, size, color, children, label }: ProgressCircleProps) {
  const filled = (Math.min(100, Math.max(0, percent)) / 100) * circumference;
  return (
    <div
      className="progress-circle"
      style={{ width: size, height: size, fontSize: size * 0.15 + 6 }}
      role="progressbar"
      aria-valuemin={0}
      aria-valuemax={100}
      // Cut as every percent is shown: rounded, a result's 49.99 was read out as 50.
      aria-valuenow={cutPercent(percent)}
      aria-label={label}
    >
      <svg viewBox="0 0 100 100" aria-hidden>
        <circle className="progress-circle__trail" cx="50" cy="50" r={radius} />
        {filled > 0 && (
          <circle
            className="progress-circle__stroke"
            cx="50"
            cy="50"
            r={radius}
            stroke={color}
            strokeDasharray={`${filled} ${circumference}`}
          />
        )}
      </svg>
      <span className="progress-circle__text">{children}</span>
    </div>
  );
}
