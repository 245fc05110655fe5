import { codesMessages } from '@/i18n/codes-messages';
import { codeBatchBody } from '@sabora/contract';
import type { CodeBatchBody } from '@sabora/contract';
import { Button, Form, Input } from 'antd';
import { DateTimeField } from '@/components/form/date-time-field';
import { NumberInput } from '@/components/form/number-input';
import { operationsMessages } from '@/i18n/operations-messages';
import { useSubmitOnce } from '@/lib/use-submit-once';
import { fieldRule, showIssues } from '@/lib/zod-rule';

const copy = codesMessages.codes.form;

interface Values {
  amount?: number;
  count?: number;
  expiresAt?: number | null;
  note: string;
}

const emptyToUndefined = (value: unknown) => value ?? undefined;

/** Amount, count (up to 5,000), optional expiry and a note; rules from the contract. */
export function CodeBatchForm({
  submitting,
  onSubmit,
}: {
  submitting: boolean;
  onSubmit: (body: CodeBatchBody) => void;
}) {
  const [form] = Form.useForm<Values>();
  const submitOnce = useSubmitOnce(submitting);
  const finish = (values: Values) => {
    const parsed = codeBatchBody.safeParse(values);
    if (!parsed.success) {
      showIssues(form, parsed.error);
      return;
    }
    submitOnce(() => onSubmit(parsed.data));
  };
  return (
    <Form<Values>
      form={form}
      layout="vertical"
      initialValues={{ note: '', expiresAt: null }}
      onFinish={finish}
      className="admin-form"
      data-testid="code-batch-form"
    >
      <div className="admin-form__row">
        <Form.Item
          name="amount"
          label={copy.amount}
          normalize={emptyToUndefined}
          rules={[fieldRule(codeBatchBody.shape.amount)]}
        >
          <NumberInput
            step={50}
            inputMode="numeric"
            suffix={operationsMessages.ops.currency}
            className="admin-form__number"
            data-testid="code-batch-amount"
          />
        </Form.Item>
        <Form.Item
          name="count"
          label={copy.count}
          extra={copy.countHint}
          normalize={emptyToUndefined}
          rules={[fieldRule(codeBatchBody.shape.count)]}
        >
          <NumberInput
            step={50}
            inputMode="numeric"
            className="admin-form__number"
            data-testid="code-batch-count"
          />
        </Form.Item>
      </div>
      <Form.Item name="expiresAt" label={copy.expiresAt}>
        <DateTimeField defaultTime={{ hour: 23, minute: 59 }} />
      </Form.Item>
      <Form.Item name="note" label={copy.note} rules={[fieldRule(codeBatchBody.shape.note)]}>
        <Input dir="auto" maxLength={1000} data-testid="code-batch-note" />
      </Form.Item>
      <Button
        type="primary"
        htmlType="submit"
        loading={submitting}
        block
        data-testid="code-batch-save"
      >
        {copy.submit}
      </Button>
    </Form>
  );
}
