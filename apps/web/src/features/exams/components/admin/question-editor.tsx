import {
  ArrowDownOutlined,
  ArrowUpOutlined,
  CopyOutlined,
  DeleteOutlined,
} from '@ant-design/icons';
import { questionBody } from '@sabora/contract';
import { Button, Checkbox, Form, Input, Space, Tooltip, Typography } from 'antd';
import type { FormInstance } from 'antd';
import { memo } from 'react';
import { UploadField } from '@/components/admin/upload-field';
import { NumberInput } from '@/components/form/number-input';
import { useConfirm } from '@/components/use-confirm';
import { examAdminMessages } from '@/i18n/exam-admin-messages';
import { examMessages } from '@/i18n/exam-messages';
import { fieldRule } from '@/lib/zod-rule';
import { optionsOf } from '../../lib/editor-values';
import type { ExamFormValues } from '../../lib/editor-values';
import './question-editor.css';

// An emptied score is missing ("درجة السؤال لازم تكون رقم"), not null.
const emptyToUndefined = (value: unknown) => value ?? undefined;

const copy = examAdminMessages.adminExams;
const fields = copy.fields;

interface QuestionEditorProps {
  form: FormInstance<ExamFormValues>;
  name: number;
  index: number;
  count: number;
  onMove: (from: number, to: number) => void;
  onDuplicate: (index: number) => void;
  onRemove: (index: number) => void;
}

/** One question of the editor: text, options as lines, correct ones picked from them, score, image. */
export const QuestionEditor = memo(function QuestionEditor({
  form,
  name,
  index,
  count,
  onMove,
  onDuplicate,
  onRemove,
}: QuestionEditorProps) {
  const confirm = useConfirm();
  const optionsText = Form.useWatch(['questions', name, 'optionsText'], form) as string | undefined;
  const options = optionsOf(optionsText);

  return (
    <section className="question-editor" data-testid="question-editor">
      <header className="question-editor__head">
        <Typography.Text strong className="question-editor__number">
          {examMessages.exams.question(index + 1)}
        </Typography.Text>
        <Space size={4}>
          <Tooltip title={copy.moveUp}>
            <Button
              size="small"
              icon={<ArrowUpOutlined />}
              aria-label={copy.moveUp}
              disabled={index === 0}
              onClick={() => {
                onMove(index, index - 1);
              }}
            />
          </Tooltip>
          <Tooltip title={copy.moveDown}>
            <Button
              size="small"
              icon={<ArrowDownOutlined />}
              aria-label={copy.moveDown}
              disabled={index === count - 1}
              onClick={() => {
                onMove(index, index + 1);
              }}
            />
          </Tooltip>
          <Tooltip title={copy.duplicate}>
            <Button
              size="small"
              icon={<CopyOutlined />}
              aria-label={copy.duplicate}
              onClick={() => {
                onDuplicate(index);
              }}
            />
          </Tooltip>
          <Tooltip title={copy.deleteQuestion}>
            <Button
              size="small"
              danger
              icon={<DeleteOutlined />}
              aria-label={copy.deleteQuestion}
              data-testid="question-delete"
              onClick={() => {
                void confirm().then((confirmed) => {
                  if (confirmed) onRemove(index);
                });
              }}
            />
          </Tooltip>
        </Space>
      </header>
      <Form.Item name={[name, '_id']} hidden>
        <Input />
      </Form.Item>
      <Form.Item
        name={[name, 'title']}
        label={fields.questionTitle}
        rules={[fieldRule(questionBody.shape.title)]}
      >
        <Input.TextArea
          dir="auto"
          autoSize={{ minRows: 2, maxRows: 8 }}
          count={{ show: true, max: 2000 }}
        />
      </Form.Item>
      <div className="question-editor__grid">
        <Form.Item name={[name, 'optionsText']} label={fields.options}>
          <Input.TextArea
            dir="auto"
            autoSize={{ minRows: 4, maxRows: 12 }}
            data-testid="question-options"
          />
        </Form.Item>
        <Form.Item
          name={[name, 'correct']}
          label={fields.correct}
          extra={options.length === 0 ? fields.correctHint : undefined}
        >
          <Checkbox.Group className="question-editor__correct" data-testid="question-correct">
            {options.map((option) => (
              <Checkbox key={option} value={option}>
                <bdi dir="auto">{option}</bdi>
              </Checkbox>
            ))}
          </Checkbox.Group>
        </Form.Item>
      </div>
      <div className="question-editor__grid">
        <Form.Item
          name={[name, 'score']}
          label={fields.score}
          normalize={emptyToUndefined}
          rules={[fieldRule(questionBody.shape.score)]}
        >
          <NumberInput step={0.5} className="question-editor__score" />
        </Form.Item>
        <Form.Item name={[name, 'imageUrl']} label={fields.image}>
          <UploadField field="imageUrl" />
        </Form.Item>
      </div>
    </section>
  );
});
