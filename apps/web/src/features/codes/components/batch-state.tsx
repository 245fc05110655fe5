import type { CodeBatch } from '@sabora/contract';
import { Tag } from 'antd';
import { messages } from '@/i18n/messages';

const copy = messages.codes.batches;

/** Whether the batch's unused codes still redeem: disabled wins over expired. */
export function BatchState({ batch, now }: { batch: CodeBatch; now: number }) {
  if (batch.disabledAt !== null) return <Tag color="red">{copy.disabled}</Tag>;
  if (batch.expiresAt !== null && batch.expiresAt <= now) {
    return <Tag color="default">{copy.expired}</Tag>;
  }
  return <Tag color="green">{copy.active}</Tag>;
}
