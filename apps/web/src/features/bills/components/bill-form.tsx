import { billBody, billMethodLabels, billMethods } from '@sabora/contract';
import type { BillBody, BillMethod, Level } from '@sabora/contract';
import { Button, Checkbox, Form, Input, Select } from 'antd';
import { ChoiceSelect } from '@/components/form/choice-select';
import { NumberInput } from '@/components/form/number-input';
import { messages } from '@/i18n/messages';
import { operationsMessages } from '@/i18n/operations-messages';
import { optionsByLevel } from '@/lib/api/course-options';
import type { CourseOption } from '@/lib/api/course-options';
import { useSubmitOnce } from '@/lib/use-submit-once';
import { fieldRule, showIssues } from '@/lib/zod-rule';
import { clearable } from '@/lib/clearable';

const copy = operationsMessages.ops.bills;

export interface BillFormValues {
  amount?: number;
  method?: BillMethod;
  courses: string[];
  note: string;
  /** Credit the wallet instead of activating courses. */
  toWallet: boolean;
}

// An emptied number is "missing", so the schema says "المبلغ مطلوب".
const emptyToUndefined = (value: unknown) => value ?? undefined;

interface BillFormProps {
  courseOptions: CourseOption[];
  /** The student's level: its courses are listed first. */
  studentLevel?: Level;
  coursesLoading?: boolean;
  submitting: boolean;
  onSubmit: (body: BillBody) => void;
}

/** A payment: amount in EGP, method, courses it activates, note. Rules from the contract. */
export function BillForm({
  courseOptions,
  studentLevel,
  coursesLoading,
  submitting,
  onSubmit,
}: BillFormProps) {
  const [form] = Form.useForm<BillFormValues>();
  const toWallet = Form.useWatch('toWallet', form) === true;
  const submitOnce = useSubmitOnce(submitting);
  const finish = (values: BillFormValues) => {
    // Courses picked before ticking the wallet are not sent: the wallet buys them later.
    const parsed = billBody.safeParse(values.toWallet ? { ...values, courses: [] } : values);
    if (!parsed.success) {
      showIssues(form, parsed.error);
      return;
    }
    submitOnce(() => onSubmit(parsed.data));
  };
  return (
    <Form<BillFormValues>
      form={form}
      layout="vertical"
      initialValues={{ courses: [], note: '', toWallet: false }}
      onFinish={finish}
      className="admin-form"
      data-testid="bill-form"
    >
      <div className="admin-form__row">
        <Form.Item
          name="amount"
          label={copy.amount}
          normalize={emptyToUndefined}
          rules={[fieldRule(billBody.shape.amount)]}
        >
          <NumberInput
            step={50}
            inputMode="numeric"
            suffix={operationsMessages.ops.currency}
            className="admin-form__number"
            data-testid="bill-amount"
          />
        </Form.Item>
        <Form.Item name="method" label={copy.method} rules={[fieldRule(billBody.shape.method)]}>
          <ChoiceSelect<BillMethod>
            label={copy.method}
            options={billMethods.map((method) => ({
              value: method,
              label: billMethodLabels[method],
            }))}
            data-testid="bill-method"
          />
        </Form.Item>
      </div>
      <Form.Item name="toWallet" valuePropName="checked" extra={copy.toWalletHint}>
        <Checkbox data-testid="bill-to-wallet">{copy.toWallet}</Checkbox>
      </Form.Item>
      <Form.Item
        name="courses"
        label={copy.courses}
        extra={copy.coursesHint}
        rules={[fieldRule(billBody.shape.courses)]}
        hidden={toWallet}
      >
        <Select
          mode="multiple"
          allowClear={clearable}
          loading={coursesLoading}
          options={optionsByLevel(courseOptions, studentLevel)}
          showSearch={{ optionFilterProp: 'label' }}
          placeholder={messages.common.choose(copy.courses)}
        />
      </Form.Item>
      <Form.Item name="note" label={copy.note} rules={[fieldRule(billBody.shape.note)]}>
        <Input.TextArea
          dir="auto"
          autoSize={{ minRows: 2, maxRows: 5 }}
          count={{ show: true, max: 1000 }}
        />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={submitting} block data-testid="bill-save">
        {copy.submit}
      </Button>
    </Form>
  );
}
