import { deviceRequestStatusLabels, isOverDeviceChangeLimit } from '@sabora/contract';
import type { DeviceChangeSettings, DeviceRequest } from '@sabora/contract';
import { Button, Card, Input, Tag } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { PhoneLink } from '@/components/admin/phone-link';
import { adminMessages } from '@/i18n/admin-messages';
import { formatDate } from '@/lib/format-date';
import { useDecideDeviceRequest } from '../api/device-requests';
import { DeviceDetails } from './device-details';

const copy = adminMessages.deviceRequests;

const statusColors = { pending: 'gold', approved: 'green', rejected: 'red' } as const;

interface Props {
  request: DeviceRequest;
  settings: DeviceChangeSettings;
  /** A main admin may approve over the limit. */
  mayOverride: boolean;
}

/** One request: who asked, when and why, both devices, and the decision. */
export function DeviceRequestCard({ request, settings, mayOverride }: Props) {
  const decide = useDecideDeviceRequest();
  const [note, setNote] = useState('');
  const pending = request.status === 'pending';
  const overLimit = pending && isOverDeviceChangeLimit(request.recentChanges, settings);
  const busy = decide.isPending;

  return (
    <Card
      size="small"
      className="device-request"
      data-testid="device-request"
      title={
        request.student ? (
          <Link to={`/admin/users/${request.student._id}`}>
            <bdi>{request.student.name}</bdi>
          </Link>
        ) : (
          copy.unknown
        )
      }
      extra={
        <Tag color={statusColors[request.status]}>{deviceRequestStatusLabels[request.status]}</Tag>
      }
    >
      <div className="device-request__meta">
        {request.student && <PhoneLink phone={request.student.phone} />}
        <span>
          {copy.askedAt}: {formatDate(request.createdAt)}
        </span>
        <span className={overLimit ? 'device-request__limit--over' : undefined}>
          {copy.recentChanges(request.recentChanges, settings.periodDays)}
        </span>
      </div>
      <p className="device-request__reason">
        <strong>{copy.reason}: </strong>
        {request.reason || copy.noReason}
      </p>
      <div className="device-request__devices">
        <DeviceDetails title={copy.oldDevice} device={request.oldDevice} />
        <DeviceDetails title={copy.newDevice} device={request.newDevice} />
      </div>
      {pending ? (
        <div className="device-request__decision">
          {overLimit && <p className="device-request__limit--over">{copy.overLimit}</p>}
          <Input.TextArea
            aria-label={copy.note}
            placeholder={copy.notePlaceholder}
            maxLength={1000}
            autoSize={{ minRows: 1, maxRows: 4 }}
            value={note}
            onChange={(event) => {
              setNote(event.target.value);
            }}
          />
          <div className="device-request__actions">
            {(!overLimit || mayOverride) && (
              <Button
                type="primary"
                loading={busy && decide.variables?.kind === 'approve'}
                disabled={busy}
                onClick={() => {
                  decide.mutate({
                    id: request._id,
                    kind: 'approve',
                    body: { note, override: overLimit },
                  });
                }}
                data-testid="device-request-approve"
              >
                {overLimit ? copy.override : copy.approve}
              </Button>
            )}
            <Button
              danger
              loading={busy && decide.variables?.kind === 'reject'}
              disabled={busy}
              onClick={() => {
                decide.mutate({ id: request._id, kind: 'reject', body: { note } });
              }}
              data-testid="device-request-reject"
            >
              {copy.reject}
            </Button>
          </div>
        </div>
      ) : (
        <div className="device-request__decided">
          {request.decidedBy && request.decidedAt !== null && (
            <span>{copy.decidedBy(request.decidedBy.name, formatDate(request.decidedAt))}</span>
          )}
          {request.note && (
            <span>
              {copy.note}: {request.note}
            </span>
          )}
        </div>
      )}
    </Card>
  );
}
