import { adminNote, wrongDeviceErrorSchema } from '@sabora/contract';
import type { DeviceRequestState, LoginBody } from '@sabora/contract';
import { useId, useState } from 'react';
import { Button } from '@/components/button';
import { messages } from '@/i18n/messages';
import type { ApiError } from '@/lib/api-client';
import { formatDate } from '@/lib/format-date';
import { zodMessage } from '@/lib/zod-message';
import { useRequestDeviceChange } from '../api/device-request';
import './device-change-request.css';

const copy = messages.auth.deviceChange;

function StateLine({ state }: { state: DeviceRequestState }) {
  if (state.status === 'pending') {
    return <p className="device-change__state">{copy.pending(formatDate(state.createdAt))}</p>;
  }
  if (state.status === 'approved') return <p className="device-change__state">{copy.approved}</p>;
  return (
    <div className="device-change__state device-change__state--rejected">
      <p>{copy.rejected}</p>
      {state.note && <p>{copy.rejectedNote(state.note)}</p>}
    </div>
  );
}

/**
 * Under a wrong-device refusal: how the student's last request went, and a
 * small form that asks support to move the account here, sent with the same
 * phone, password and device as the refused sign-in.
 */
export function DeviceChangeRequest({ error, attempt }: { error: ApiError; attempt: LoginBody }) {
  const reasonId = useId();
  const ask = useRequestDeviceChange();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const state = wrongDeviceErrorSchema.safeParse(error.body).data?.deviceRequest ?? null;
  const reasonError = zodMessage(adminNote, reason);

  if (ask.data) {
    return (
      <p className="device-change__sent" role="status" data-testid="device-change-sent">
        {ask.data.message}
      </p>
    );
  }
  return (
    <div className="device-change" data-testid="device-change">
      {state && <StateLine state={state} />}
      {!open ? (
        <Button
          variant="primary"
          onClick={() => {
            setOpen(true);
          }}
          data-testid="device-change-open"
        >
          {state?.status === 'pending' ? copy.askAgain : copy.ask}
        </Button>
      ) : (
        <div className="device-change__form">
          <p className="device-change__intro">{copy.intro}</p>
          <label htmlFor={reasonId} className="field__label">
            {copy.reason}
          </label>
          <textarea
            id={reasonId}
            name="reason"
            className="device-change__reason"
            rows={3}
            maxLength={1000}
            placeholder={copy.reasonHint}
            value={reason}
            onChange={(event) => {
              setReason(event.target.value);
            }}
          />
          {reasonError && <div className="field__error">{reasonError}</div>}
          <div className="device-change__actions">
            <Button
              variant="primary"
              loading={ask.isPending}
              disabled={Boolean(reasonError)}
              onClick={() => {
                ask.mutate({ ...attempt, reason });
              }}
              data-testid="device-change-send"
            >
              {copy.send}
            </Button>
            <Button
              onClick={() => {
                setOpen(false);
              }}
            >
              {copy.cancel}
            </Button>
          </div>
        </div>
      )}
    </div>
  );
}
