import { PlusOutlined, SaveOutlined } from '@ant-design/icons';
import { examBody, examPatchBody, examTimingIssues, levelLabels } from '@sabora/contract';
import { ApiError } from '@/lib/api-client';
import { Alert, Button, Card, Form, Input, Result, Select, Skeleton, Switch } from 'antd';
import type { FormInstance } from 'antd';
import { useCallback, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { toast } from 'react-toastify';
import { AdminPage } from '@/components/admin/admin-page';
import { LoadFailed } from '@/components/admin/load-failed';
import { failedToLoad } from '@/lib/offline-query';
import { DateTimeField } from '@/components/form/date-time-field';
import { useConfirm } from '@/components/use-confirm';
import { useLeaveGuard } from '@/components/use-leave-guard';
import { examEditorMessages } from '@/i18n/exam-editor-messages';
import { messages } from '@/i18n/messages';
import { examAdminMessages } from '@/i18n/exam-admin-messages';
import { adminMessages } from '@/i18n/admin-messages';
import { useCourses } from '@/lib/api/list-courses';
import { useCan } from '@/lib/permissions';
import { fieldRule } from '@/lib/zod-rule';
import { useAdminExam } from '../../api/get-admin-exam';
import { useSaveExam } from '../../api/save-exam';
import {
  emptyQuestion,
  examBodyOf,
  examFormValues,
  formPathOf,
  gradingChanged,
  isFieldPath,
  serverProblems,
  staleErrorsOf,
  optionsOf,
  syncCorrect,
  totalScoreOf,
} from '../../lib/editor-values';
import type { AdminExamPage } from '@sabora/contract';
import type { ExamFormValues, QuestionValues } from '../../lib/editor-values';
import { PaperSettings } from './paper-settings';
import { QuestionEditor } from './question-editor';
import { RegradeDialog } from './regrade-dialog';
import { useSubmitOnce } from '@/lib/use-submit-once';
import './exam-editor-page.css';
import { clearable } from '@/lib/clearable';

const copy = examAdminMessages.adminExams;
const fields = copy.fields;

type FieldData = Parameters<FormInstance<ExamFormValues>['setFields']>[0][number];

/** `/admin/exam-form` and `/admin/exam-form/{id}`. */
export function ExamEditorPage() {
  const { id } = useParams();
  const query = useAdminExam(id);
  const title = id ? copy.editExam : copy.newExam;
  // Offline the call waits (pending) and a lost server fails: neither is "not found".
  if (id && failedToLoad(query)) {
    return (
      <AdminPage title={title}>
        <LoadFailed onRetry={query.refetch} />
      </AdminPage>
    );
  }
  if (id && query.isPending) {
    return (
      <AdminPage title={title}>
        <Skeleton active paragraph={{ rows: 8 }} />
      </AdminPage>
    );
  }
  if (id && query.isError) {
    return (
      <AdminPage title={title}>
        <Result status="404" title={copy.notFound} />
      </AdminPage>
    );
  }
  return (
    <AdminPage title={title}>
      <ExamEditor key={id ?? 'new'} id={id} page={query.data} />
    </AdminPage>
  );
}

interface ExamEditorProps {
  id?: string;
  page?: AdminExamPage;
}

export function ExamEditor({ id, page }: ExamEditorProps) {
  const [form] = Form.useForm<ExamFormValues>();
  const [initialValues] = useState(() => examFormValues(page));
  const [hasErrors, setHasErrors] = useState(false);
  // Typed and not yet saved: a reload or a link would lose it without a word.
  const [edited, setEdited] = useState(false);
  const leaving = useLeaveGuard(edited, copy.leaveUnsaved);
  const isTimed = Form.useWatch('isTimed', form) as boolean | undefined;
  const questions = Form.useWatch('questions', form) as QuestionValues[] | undefined;
  const courses = useCourses();
  const save = useSaveExam();
  const submitOnce = useSubmitOnce(save.isPending);
  const navigate = useNavigate();
  const confirm = useConfirm();
  // Editing the questions changes what the exam's stored results mean.
  const resultCount = page?.exam.resultsCount ?? 0;
  // Offered after a save that changed a key or a score of an exam with results,
  // to the admins who may regrade.
  const regrades = useCan('exams.regrade');
  const [regradeOpen, setRegradeOpen] = useState(false);

  // Options are typed as lines; a correct choice whose line was edited away is unticked.
  // A changed field's error from the last save goes with the change: the question's
  // fields have no rules of their own that would clear it.
  const onValuesChange = useCallback(
    (changed: Partial<ExamFormValues>, all: ExamFormValues) => {
      setEdited(true);
      const cleared = staleErrorsOf(changed);
      changed.questions?.forEach((question, index) => {
        if (question?.optionsText === undefined) return;
        const current = all.questions[index];
        if (!current) return;
        const synced = syncCorrect(current.correct, optionsOf(current.optionsText));
        if (synced.length !== current.correct.length) {
          form.setFieldValue(['questions', index, 'correct'], synced);
        }
      });
      if (cleared.length === 0) return;
      form.setFields(cleared.map((name) => ({ name, errors: [] as string[] })) as FieldData[]);
      setHasErrors(form.getFieldsError().some((field) => field.errors.length > 0));
    },
    [form],
  );

  /** Puts each problem under its field; only one that belongs to no field is a toast. */
  const showProblems = (problems: { path: (string | number)[]; message: string }[]) => {
    const onField = problems.filter((problem) => isFieldPath(problem.path));
    setHasErrors(onField.length > 0);
    form.setFields(
      onField.map((problem) => ({ name: problem.path, errors: [problem.message] })) as FieldData[],
    );
    for (const problem of problems) if (!isFieldPath(problem.path)) toast.error(problem.message);
    const first = onField[0];
    if (first) form.scrollToField(first.path, { block: 'center' });
  };

  const finish = () => {
    const values = form.getFieldsValue(true) as ExamFormValues;
    const body = examBodyOf(values);
    // The whole-exam schema for an edit too: the editor always sends the whole exam,
    // and only that schema knows the timing rule (end after start).
    const parsed = examBody.safeParse(body);
    if (!parsed.success) {
      const problems = parsed.error.issues.map((issue) => ({
        path: formPathOf(issue.path),
        message: issue.message,
      }));
      // zod checks the timing only once every field parses; the admin sees it now.
      const timing = {
        isTimed: values.isTimed,
        startTime: values.startTime ?? null,
        endTime: values.endTime ?? null,
      };
      for (const issue of examTimingIssues(timing)) {
        if (!problems.some((problem) => problem.message === issue.message))
          problems.push({ path: [issue.field], message: issue.message });
      }
      showProblems(problems);
      return;
    }
    setHasErrors(false);
    if (resultCount > 0) {
      void confirm({
        title: copy.resultsWarning(resultCount),
        content: copy.resultsWarningConfirm,
        danger: false,
      }).then((confirmed) => {
        if (confirmed) send(body);
      });
      return;
    }
    send(body);
  };

  const send = (body: ReturnType<typeof examBodyOf>) => {
    submitOnce(() =>
      save.mutate(
        { id, body },
        {
          onSuccess: (saved) => {
            toast.success(messages.common.saved);
            setEdited(false);
            leaving.release();
            if (!id) void navigate(`/admin/exam-form/${saved.exam._id}`, { replace: true });
            if (regrades && page && saved.exam.resultsCount > 0 && gradingChanged(page, saved))
              setRegradeOpen(true);
          },
          onError: (error) => {
            if (error instanceof ApiError && error.status === 422) {
              showProblems(serverProblems(error));
            }
          },
        },
      ),
    );
  };

  const count = questions?.length ?? 0;
  return (
    <Form<ExamFormValues>
      form={form}
      layout="vertical"
      initialValues={initialValues}
      onValuesChange={onValuesChange}
      onFinish={finish}
      // A field's own rule failing must not hide the rest: the whole exam is checked.
      onFinishFailed={finish}
      className="exam-editor"
      data-testid="exam-editor"
    >
      {resultCount > 0 && (
        <Alert
          type="warning"
          showIcon
          className="exam-editor__results"
          title={copy.resultsWarning(resultCount)}
          description={copy.resultsWarningDetail}
          data-testid="exam-results-warning"
        />
      )}
      <Card size="small" className="exam-editor__card">
        <Form.Item name="title" label={fields.title} rules={[fieldRule(examPatchBody.shape.title)]}>
          <Input dir="auto" maxLength={200} />
        </Form.Item>
        <Form.Item name="discription" label={fields.discription}>
          <Input.TextArea dir="auto" autoSize={{ minRows: 2, maxRows: 6 }} />
        </Form.Item>
        <div className="admin-form__row">
          <Form.Item name="isTimed" label={fields.isTimed} valuePropName="checked">
            <Switch />
          </Form.Item>
          <Form.Item name="isForCenter" label={fields.isForCenter} valuePropName="checked">
            <Switch />
          </Form.Item>
        </div>
        {isTimed && (
          <div className="admin-form__row">
            <Form.Item name="startTime" label={fields.startTime} required>
              <DateTimeField />
            </Form.Item>
            <Form.Item name="endTime" label={fields.endTime} required>
              <DateTimeField />
            </Form.Item>
          </div>
        )}
        <Form.Item name="courses" label={fields.courses}>
          <Select
            mode="multiple"
            allowClear={clearable}
            loading={courses.isPending}
            placeholder={messages.common.choose(adminMessages.content.fields.courses)}
            optionFilterProp="label"
            options={courses.data?.map((course) => ({
              value: course._id,
              label: `${course.title} — ${levelLabels[course.level]}`,
            }))}
          />
        </Form.Item>
        <Form.Item name="solutionUrl" label={fields.solutionUrl}>
          <Input dir="ltr" placeholder="https://" />
        </Form.Item>
      </Card>

      <PaperSettings form={form} questions={questions} />

      <h3 className="exam-editor__section">{copy.questions}</h3>
      <Form.List name="questions">
        {(list, { add, remove, move }) => (
          <>
            {list.map((field, index) => (
              <QuestionEditor
                key={field.key}
                form={form}
                name={field.name}
                index={index}
                count={list.length}
                onMove={move}
                onRemove={remove}
                onDuplicate={(at) => {
                  const source = form.getFieldValue(['questions', at]) as QuestionValues;
                  add({ ...source, _id: undefined, correct: [...source.correct] }, at + 1);
                }}
              />
            ))}
            <Button
              type="dashed"
              block
              size="large"
              icon={<PlusOutlined />}
              onClick={() => {
                add(emptyQuestion());
                // The new card's text field gets the focus, so typing goes on.
                window.setTimeout(() => {
                  const cards = document.querySelectorAll<HTMLTextAreaElement>(
                    '.question-editor textarea',
                  );
                  cards[cards.length - 2]?.focus();
                }, 0);
              }}
              data-testid="add-question"
            >
              {copy.addQuestion}
            </Button>
          </>
        )}
      </Form.List>

      <div className="exam-editor__bar" data-testid="exam-editor-bar">
        <span>{copy.summary(count, totalScoreOf(questions))}</span>
        {hasErrors && (
          <Alert type="error" title={copy.fixErrors} banner className="exam-editor__errors" />
        )}
        <Button
          type="primary"
          htmlType="submit"
          size="large"
          icon={<SaveOutlined />}
          loading={save.isPending}
          data-testid="exam-save"
        >
          {messages.common.save}
        </Button>
      </div>
      {id && regrades && (
        <RegradeDialog
          examId={id}
          open={regradeOpen}
          intro={examEditorMessages.regrade.offerTitle}
          onClose={() => {
            setRegradeOpen(false);
          }}
        />
      )}
    </Form>
  );
}
