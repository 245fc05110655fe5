import { examOverrideBody, toLatinDigits } from '@sabora/contract';
import type { ExamOverride, ResultStudent } from '@sabora/contract';
import { Form, Modal, Radio, Select } from 'antd';
import { Alert } from '@/components/alert';
import { useState } from 'react';
import { DateTimeField } from '@/components/form/date-time-field';
import { NumberInput } from '@/components/form/number-input';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { examWindowsMessages } from '@/i18n/exam-windows-messages';
import { messages } from '@/i18n/messages';
import { searchMaxLength } from '@/lib/search-limit';
import { showServerErrors } from '@/lib/server-errors';
import { showIssues } from '@/lib/zod-rule';
import { useFoundStudents } from '../api/find-students';
import { useSubmittedFound } from '../api/find-submitted';
import { usePutExamOverride } from '../api/put-exam-override';

const copy = examWindowsMessages.form;

type Kind = 'extra' | 'window';

interface Values {
  userId?: string;
  kind: Kind;
  extraMinutes?: number | null;
  startTime?: number | null;
  endTime?: number | null;
}

interface ExamWindowDialogProps {
  examId: string;
  /** The override being edited; a new one when absent. */
  editing: ExamOverride | null;
  open: boolean;
  onClose: () => void;
}

function initialValues(editing: ExamOverride | null): Values {
  if (!editing) return { kind: 'extra', extraMinutes: null };
  const window = editing.startTime !== null || editing.endTime !== null;
  return {
    userId: editing.user._id,
    kind: window ? 'window' : 'extra',
    extraMinutes: editing.extraMinutes || null,
    startTime: editing.startTime,
    endTime: editing.endTime,
  };
}

/**
 * The student found by name or phone (Arabic digits too), as a pickable option;
 * one who already submitted is shown but cannot be picked.
 */
function StudentPicker({
  examId,
  value,
  onChange,
  fixed,
}: {
  examId: string;
  value?: string;
  onChange?: (id: string) => void;
  fixed: ResultStudent | null;
}) {
  const [text, setText] = useState('');
  const search = toLatinDigits(useDebouncedValue(text, 300)).trim();
  const found = useFoundStudents(fixed ? '' : search);
  const submitted = useSubmittedFound(examId, fixed ? '' : search);
  // Listed once both answered, so a student who submitted is never pickable for a moment.
  const listed = submitted.isPending ? [] : (found.data?.users ?? []);
  const fetching = found.isFetching || submitted.isFetching;
  const options = listed.map((user) => {
    const done = submitted.data?.has(user._id) ?? false;
    return {
      value: user._id,
      label: `${user.name} — ${user.phone}${done ? ` (${copy.submitted})` : ''}`,
      disabled: done,
    };
  });
  if (fixed)
    options.unshift({ value: fixed._id, label: `${fixed.name} — ${fixed.phone}`, disabled: false });
  return (
    <Select
      showSearch
      value={value}
      onChange={onChange}
      disabled={fixed !== null}
      filterOption={false}
      // antd's Select takes no maxLength outside a combobox: the search is cut
      // here, so a pasted page of text never reaches the API.
      onSearch={(typed) => {
        setText(typed.slice(0, searchMaxLength));
      }}
      options={options}
      loading={fetching}
      placeholder={copy.studentPlaceholder}
      // Not "no one" while the search is still asking.
      notFoundContent={search === '' || fetching ? null : copy.noStudents}
      aria-label={copy.student}
      data-testid="window-student"
    />
  );
}

/** "ميعاد خاص لطالب": extra minutes, or a whole new window (a make-up). */
export function ExamWindowDialog({ examId, editing, open, onClose }: ExamWindowDialogProps) {
  const [form] = Form.useForm<Values>();
  const kind = Form.useWatch('kind', form) ?? initialValues(editing).kind;
  const save = usePutExamOverride(examId);
  const close = () => {
    form.resetFields();
    onClose();
  };
  const finish = (values: Values) => {
    if (!values.userId) {
      form.setFields([{ name: 'userId', errors: [copy.pickStudent] }]);
      return;
    }
    if (values.kind === 'window' && values.startTime == null && values.endTime == null) {
      form.setFields([{ name: 'startTime', errors: [copy.needWindow] }]);
      return;
    }
    // The other kind's fields are dropped: what is saved is what the dialog shows.
    const body =
      values.kind === 'extra'
        ? { extraMinutes: values.extraMinutes ?? null }
        : { startTime: values.startTime ?? null, endTime: values.endTime ?? null };
    const parsed = examOverrideBody.safeParse(body);
    if (!parsed.success) {
      showIssues(form, parsed.error);
      return;
    }
    save.mutate(
      { userId: values.userId, body },
      {
        onSuccess: close,
        onError: (error) => {
          showServerErrors(form, error, {
            422: values.kind === 'extra' ? 'extraMinutes' : 'endTime',
          });
        },
      },
    );
  };
  return (
    <Modal
      open={open}
      title={editing ? copy.titleEdit(editing.user.name) : copy.titleNew}
      okText={copy.save}
      cancelText={messages.common.cancel}
      confirmLoading={save.isPending}
      onOk={() => {
        form.submit();
      }}
      onCancel={close}
      destroyOnHidden
      data-testid="exam-window-dialog"
    >
      <Form<Values>
        form={form}
        layout="vertical"
        initialValues={initialValues(editing)}
        onFinish={finish}
        className="admin-form"
      >
        <Alert
          type="warning"
          title={examWindowsMessages.revealWarning}
          className="exam-windows__warning"
        />
        <Form.Item name="userId" label={copy.student} required>
          <StudentPicker examId={examId} fixed={editing?.user ?? null} />
        </Form.Item>
        <Form.Item name="kind" label={copy.kind}>
          <Radio.Group
            optionType="button"
            options={[
              { value: 'extra', label: copy.kindExtra },
              { value: 'window', label: copy.kindWindow },
            ]}
          />
        </Form.Item>
        {kind === 'extra' ? (
          <Form.Item name="extraMinutes" label={copy.extraMinutes} extra={copy.extraHint}>
            {/* No min or max: antd would quietly clamp 0 to 1 and 99999 to 1440 on blur;
                the contract's schema (checked on save) says what is wrong instead. */}
            <NumberInput
              inputMode="numeric"
              className="admin-form__number"
              data-testid="window-extra-minutes"
            />
          </Form.Item>
        ) : (
          <div className="admin-form__row">
            <Form.Item name="startTime" label={copy.startTime} extra={copy.windowHint}>
              <DateTimeField />
            </Form.Item>
            <Form.Item name="endTime" label={copy.endTime}>
              <DateTimeField />
            </Form.Item>
          </div>
        )}
      </Form>
    </Modal>
  );
}
