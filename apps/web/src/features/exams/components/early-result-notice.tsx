import { ClockCircleOutlined } from '@ant-design/icons';
import { StatusResult } from '@/components/status-result';
import { ButtonLink } from '@/components/button-link';
import { messages } from '@/i18n/messages';

const copy = messages.exams;

/** Submitted while the timed exam is still open: the score comes after it closes. */
export function EarlyResultNotice() {
  return (
    <StatusResult
      status="success"
      icon={<ClockCircleOutlined />}
      title={copy.earlyResultTitle}
      subTitle={copy.earlyResult}
      extra={
        <ButtonLink type="primary" to="/profile/exams-results">
          {copy.toResults}
        </ButtonLink>
      }
      data-testid="early-result"
    />
  );
}
