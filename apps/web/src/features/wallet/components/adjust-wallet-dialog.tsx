import { walletAdjustmentBody } from '@sabora/contract';
import { Form, Input, Modal } from 'antd';
import { toast } from 'react-toastify';
import { NumberInput } from '@/components/form/number-input';
import { operationsMessages } from '@/i18n/operations-messages';
import { formatMoney } from '@/lib/format-money';
import { useCan } from '@/lib/permissions';
import { showServerErrors } from '@/lib/server-errors';
import { fieldRule, showIssues } from '@/lib/zod-rule';
import { useAdjustWallet } from '../api/adjust-wallet';

const copy = operationsMessages.ops.wallet;

interface Values {
  amount?: number;
  note: string;
}

// An emptied number is "missing", so the schema says "المبلغ مطلوب".
const emptyToUndefined = (value: unknown) => value ?? undefined;

interface AdjustWalletDialogProps {
  userId: string;
  studentName: string;
  open: boolean;
  onClose: () => void;
}

/** "تعديل الرصيد": a signed amount and its reason; the field allows a minus for the main admin only. */
export function AdjustWalletDialog({
  userId,
  studentName,
  open,
  onClose,
}: AdjustWalletDialogProps) {
  const [form] = Form.useForm<Values>();
  const debits = useCan('wallet.debit');
  const adjust = useAdjustWallet();
  const close = () => {
    form.resetFields();
    onClose();
  };
  const finish = (values: Values) => {
    const parsed = walletAdjustmentBody.safeParse(values);
    if (!parsed.success) {
      showIssues(form, parsed.error);
      return;
    }
    adjust.mutate(
      { userId, body: parsed.data },
      {
        onSuccess: ({ balance }) => {
          toast.success(copy.adjusted(formatMoney(balance)));
          close();
        },
        onError: (error) => {
          showServerErrors(form, error, { 422: 'amount' });
        },
      },
    );
  };
  return (
    <Modal
      open={open}
      title={copy.adjustTitle(studentName)}
      okText={copy.save}
      cancelText={copy.cancel}
      confirmLoading={adjust.isPending}
      onOk={() => {
        form.submit();
      }}
      onCancel={close}
      destroyOnHidden
      data-testid="adjust-wallet-dialog"
    >
      <Form<Values>
        form={form}
        layout="vertical"
        initialValues={{ note: '' }}
        onFinish={finish}
        className="admin-form"
      >
        <Form.Item
          name="amount"
          label={copy.amount}
          extra={debits ? copy.amountHint : copy.creditOnlyHint}
          normalize={emptyToUndefined}
          rules={[
            fieldRule(walletAdjustmentBody.shape.amount),
            // Said, not clamped: a typed minus turning into 0 explained nothing.
            {
              validator: (_, value: unknown) =>
                !debits && typeof value === 'number' && value < 0
                  ? Promise.reject(new Error(copy.creditOnlyHint))
                  : Promise.resolve(),
            },
          ]}
        >
          <NumberInput
            precision={2}
            inputMode="decimal"
            suffix={operationsMessages.ops.currency}
            className="admin-form__number"
            data-testid="wallet-amount"
          />
        </Form.Item>
        <Form.Item
          name="note"
          label={copy.note}
          rules={[fieldRule(walletAdjustmentBody.shape.note)]}
        >
          <Input.TextArea
            dir="auto"
            autoSize={{ minRows: 2, maxRows: 4 }}
            maxLength={1000}
            placeholder={copy.notePlaceholder}
            data-testid="wallet-note"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
