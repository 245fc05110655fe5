import { CheckCircleFilled, WhatsAppOutlined } from '@ant-design/icons';
import { Button, Empty, Skeleton, Tag } from 'antd';
import { useMemo, useRef } from 'react';
import { parentResultsMessages as copy } from '@/i18n/parent-results-messages';
import { formatScore } from '@/lib/format-score';
import { formatCount } from '@/lib/format-number';
import { useExamStats } from '../../api/admin-results';
import { useAllExamResults } from '../../api/all-exam-results';
import { parentMessage, parentRows, parentWhatsappHref } from '../../lib/parent-message';
import { useParentsSent } from '../../lib/parents-sent';
import './parents-whatsapp-list.css';

/**
 * The parents' list of an exam's results: one row per student with the
 * parent's phone, score, class average and rank, and a WhatsApp link with the
 * message typed in. A row is marked sent when its link is clicked, remembered
 * in this browser per exam; "التالي" moves to the next row not sent.
 */
export function ParentsWhatsappList({ examId }: { examId: string }) {
  const results = useAllExamResults(examId);
  const stats = useExamStats(examId);
  const { sent, markSent } = useParentsSent(examId);
  const rows = useMemo(() => parentRows(results.data?.results ?? []), [results.data]);
  const links = useRef(new Map<string, HTMLAnchorElement>());

  if (results.isError || stats.isError) return <Empty />;
  if (results.isPending || stats.isPending) {
    return (
      <div>
        <p>{copy.loading(formatCount(results.loaded))}</p>
        <Skeleton active paragraph={{ rows: 6 }} />
      </div>
    );
  }
  if (rows.length === 0) return <Empty description={copy.empty} />;

  const examTitle = results.data.exam.title;
  const average = stats.data.averagePercent ?? 0;
  const sendable = rows.filter((row) => row.student.fatherPhone !== '');
  const sentCount = sendable.filter((row) => sent.has(row.result._id)).length;
  const nextRow = sendable.find((row) => !sent.has(row.result._id));

  return (
    <div className="parents-list" data-testid="parents-list">
      <p className="parents-list__intro">{copy.intro}</p>
      <div className="parents-list__bar">
        <span role="status" data-testid="parents-progress">
          {copy.progress(formatCount(sentCount), formatCount(sendable.length))}
        </span>
        {nextRow ? (
          <Button
            type="primary"
            onClick={() => {
              const link = links.current.get(nextRow.result._id);
              link?.scrollIntoView({ block: 'center', behavior: 'smooth' });
              link?.focus();
            }}
            data-testid="parents-next"
          >
            {copy.next}
          </Button>
        ) : (
          <Tag color="green">{copy.allSent}</Tag>
        )}
      </div>
      <ol className="parents-list__rows">
        {rows.map((row) => {
          const isSent = sent.has(row.result._id);
          const phone = row.student.fatherPhone;
          return (
            <li
              key={row.result._id}
              className={`parents-row${isSent ? ' parents-row--sent' : ''}`}
              data-testid="parents-row"
              data-sent={isSent || undefined}
            >
              <div className="parents-row__who">
                <bdi className="parents-row__name">{row.student.name}</bdi>
                <span className="parents-row__phone">
                  {phone ? <bdi dir="ltr">{phone}</bdi> : copy.noPhone}
                </span>
              </div>
              <dl className="parents-row__facts">
                <div>
                  <dt>{copy.columns.score}</dt>
                  <dd dir="ltr">
                    {formatScore(row.result.score)} / {formatScore(row.result.totalScore)}
                  </dd>
                </div>
                <div>
                  <dt>{copy.columns.average}</dt>
                  <dd>{copy.average(formatScore(average))}</dd>
                </div>
                <div>
                  <dt>{copy.columns.rank}</dt>
                  <dd>{copy.rank(formatCount(row.rank), formatCount(row.of))}</dd>
                </div>
              </dl>
              <div className="parents-row__action">
                {isSent && (
                  <Tag color="green" icon={<CheckCircleFilled />}>
                    {copy.sent}
                  </Tag>
                )}
                {phone !== '' && (
                  <a
                    ref={(element) => {
                      if (element) links.current.set(row.result._id, element);
                      else links.current.delete(row.result._id);
                    }}
                    className="parents-row__send"
                    href={parentWhatsappHref(phone, parentMessage(examTitle, row, average))}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={copy.sendTo(row.student.name)}
                    onClick={() => {
                      markSent(row.result._id);
                    }}
                    data-testid="parents-send"
                  >
                    <WhatsAppOutlined aria-hidden /> {copy.send}
                  </a>
                )}
              </div>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
