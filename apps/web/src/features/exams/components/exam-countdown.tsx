import { ClockCircleOutlined } from '@ant-design/icons';
import { useEffect, useRef, useState } from 'react';
import { messages } from '@/i18n/messages';
import { formatRemaining, remainingMs } from '../lib/server-clock';
import './exam-countdown.css';

interface ExamCountdownProps {
  endTime: number;
  /** Server clock minus device clock. */
  offset: number;
  /** Called once when the server's clock reaches the end time. */
  onExpire: () => void;
}

const urgentMs = 60_000;

/** The time left on the server's clock; urgent in the last minute. */
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
  return (
    <div
      className={`exam-countdown${urgent ? ' exam-countdown--urgent' : ''}`}
      role="timer"
      aria-live={urgent ? 'assertive' : 'off'}
      aria-label={messages.exams.remaining}
      data-testid="exam-countdown"
    >
      <ClockCircleOutlined />
      <span className="exam-countdown__label">{messages.exams.remaining}</span>
      <bdi dir="ltr" className="exam-countdown__time">
        {formatRemaining(left)}
      </bdi>
    </div>
  );
}
