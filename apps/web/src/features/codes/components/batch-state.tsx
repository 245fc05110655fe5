import { codesMessages } from '@/i18n/codes-messages';
import type { CodeBatch } from '@sabora/contract';
import { Tag } from 'antd';

const copy = codesMessages.codes.batches;

/** Whether the batch's unused codes still redeem: disabled wins over expired. */
export function BatchState({ batch, now }: { batch: CodeBatch; now: number }) {
  if (batch.disabledAt !== null) return <Tag color="red">{copy.disabled}</Tag>;
  if (batch.expiresAt !== null && batch.expiresAt <= now) {
    return <Tag color="default">{copy.expired}</Tag>;
  }
  return <Tag color="green">{copy.active}</Tag>;
}
