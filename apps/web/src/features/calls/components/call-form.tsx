import {
  callBody,
  callDirectionLabels,
  callDirections,
  callOutcomeLabels,
  callOutcomes,
  callReasonLabels,
  callReasons,
} from '@sabora/contract';
import type { CallBody, CallDirection, CallOutcome, CallReason } from '@sabora/contract';
import { Button, Form, Input, Radio } from 'antd';
import { ChoiceSelect } from '@/components/form/choice-select';
import { DateTimeField } from '@/components/form/date-time-field';
import { operationsMessages } from '@/i18n/operations-messages';
import { fieldRule, formRule, showIssues } from '@/lib/zod-rule';
import { useSubmitOnce } from '@/lib/use-submit-once';

const copy = operationsMessages.ops.calls;

export interface CallFormValues {
  direction: CallDirection;
  reason?: CallReason;
  outcome?: CallOutcome;
  note: string;
  followUpAt: number | null;
}

const followUpDefaultTime = { hour: 10, minute: 0 };

const initialValues: CallFormValues = {
  direction: 'incoming',
  note: '',
  followUpAt: null,
};

interface CallFormProps {
  submitting: boolean;
  /** Resolves once saved, so the form can be emptied for the next call. */
  onSubmit: (body: CallBody) => Promise<unknown>;
}

/**
 * Log a support call. A "needs follow-up" outcome requires a follow-up time and
 * a resolved one takes none — the contract's cross-field rules.
 */
export function CallForm({ submitting, onSubmit }: CallFormProps) {
  const [form] = Form.useForm<CallFormValues>();
  const submitOnce = useSubmitOnce(submitting);
  const outcome = Form.useWatch('outcome', form);
  const needsFollowUp = outcome === 'follow-up';

  const finish = (values: CallFormValues) => {
    const parsed = callBody.safeParse({ ...values, followUpAt: values.followUpAt ?? null });
    if (!parsed.success) {
      showIssues(form, parsed.error);
      return;
    }
    submitOnce(() =>
      onSubmit(parsed.data).then(
        () => {
          form.resetFields();
        },
        // The API client already showed the error; the form keeps what was typed.
        () => undefined,
      ),
    );
  };

  return (
    <Form<CallFormValues>
      form={form}
      layout="vertical"
      initialValues={initialValues}
      onFinish={finish}
      className="admin-form"
      data-testid="call-form"
    >
      <Form.Item
        name="direction"
        label={copy.direction}
        rules={[fieldRule(callBody.shape.direction)]}
      >
        <Radio.Group
          optionType="button"
          buttonStyle="solid"
          options={callDirections.map((value) => ({
            value,
            label: callDirectionLabels[value],
          }))}
        />
      </Form.Item>
      <div className="admin-form__row">
        <Form.Item name="reason" label={copy.reason} rules={[fieldRule(callBody.shape.reason)]}>
          <ChoiceSelect<CallReason>
            label={copy.reason}
            options={callReasons.map((value) => ({ value, label: callReasonLabels[value] }))}
            data-testid="call-reason"
          />
        </Form.Item>
        <Form.Item name="outcome" label={copy.outcome} rules={[fieldRule(callBody.shape.outcome)]}>
          <ChoiceSelect<CallOutcome>
            label={copy.outcome}
            options={callOutcomes.map((value) => ({ value, label: callOutcomeLabels[value] }))}
            data-testid="call-outcome"
          />
        </Form.Item>
      </div>
      {/* A resolved call has nothing to follow up: the field goes, and with it any time picked. */}
      {outcome !== 'resolved' && (
        <Form.Item
          name="followUpAt"
          label={copy.followUpAt}
          extra={copy.followUpHint}
          required={needsFollowUp}
          dependencies={['outcome']}
          rules={[formRule(callBody, 'followUpAt')]}
          preserve={false}
        >
          {/* A day picked without a time means the working morning, not midnight. */}
          <DateTimeField defaultTime={followUpDefaultTime} />
        </Form.Item>
      )}
      <Form.Item name="note" label={copy.note} rules={[fieldRule(callBody.shape.note)]}>
        <Input.TextArea
          dir="auto"
          autoSize={{ minRows: 2, maxRows: 5 }}
          count={{ show: true, max: 1000 }}
        />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={submitting} block data-testid="call-save">
        {copy.submit}
      </Button>
    </Form>
  );
}
