import { ClockCircleOutlined } from '@ant-design/icons';
import { useEffect, useRef, useState } from 'react';
import { examMessages } from '@/i18n/exam-messages';
import { formatRemaining, remainingMs } from '../lib/server-clock';
import './exam-countdown.css';

const copy = examMessages.exams;

interface ExamCountdownProps {
  endTime: number;
  /** Server clock minus device clock. */
  offset: number;
  /** Called once when the server's clock reaches the end time. */
  onExpire: () => void;
}

const urgentMs = 60_000;
const lastFiveMs = 5 * urgentMs;

/**
 * The time left on the server's clock; urgent in the last minute. The timer
 * itself is silent to screen readers (it changes every second); the last five
 * minutes and the last minute are each said once, politely.
 */
export function ExamCountdown({ endTime, offset, onExpire }: ExamCountdownProps) {
  const [deviceNow, setDeviceNow] = useState(() => Date.now());
  const expired = useRef(false);
  const left = remainingMs(endTime, deviceNow, offset);

  useEffect(() => {
    const timer = window.setInterval(() => {
      setDeviceNow(Date.now());
    }, 1000);
    return () => {
      window.clearInterval(timer);
    };
  }, []);

  useEffect(() => {
    if (left <= 0 && !expired.current) {
      expired.current = true;
      onExpire();
    }
  }, [left, onExpire]);

  const urgent = left < urgentMs;
  // The same text while in one stage, so it is announced once.
  const said = left <= 0 ? '' : urgent ? copy.lastMinute : left <= lastFiveMs ? copy.lastFive : '';
  return (
    <>
      <div
        className={`exam-countdown${urgent ? ' exam-countdown--urgent' : ''}`}
        role="timer"
        aria-live="off"
        aria-label={copy.remaining}
        data-testid="exam-countdown"
      >
        <ClockCircleOutlined />
        <span className="exam-countdown__label">{copy.remaining}</span>
        <bdi dir="ltr" className="exam-countdown__time">
          {formatRemaining(left)}
        </bdi>
      </div>
      <span className="exam-countdown__said" aria-live="polite" data-testid="countdown-said">
        {said}
      </span>
    </>
  );
}
