import { drawIsUneven, examPatchBody } from '@sabora/contract';
import { Alert, Card, Form, Switch } from 'antd';
import type { FormInstance } from 'antd';
import { NumberInput } from '@/components/form/number-input';
import { examEditorMessages } from '@/i18n/exam-editor-messages';
import { formatCount } from '@/lib/format-number';
import { fieldRule } from '@/lib/zod-rule';
import type { ExamFormValues, QuestionValues } from '../../lib/editor-values';

const copy = examEditorMessages.paper;

interface PaperSettingsProps {
  form: FormInstance<ExamFormValues>;
  questions: QuestionValues[] | undefined;
}

// An emptied field means "every question", not 0.
const emptyToNull = (value: unknown) => value ?? null;

/**
 * How each student's paper is cut: shuffled questions and options, a random
 * draw, and whether the honour board shows. Each switch says in one line
 * what it does; a draw that would be unfair or too big is warned about.
 */
export function PaperSettings({ form, questions }: PaperSettingsProps) {
  const drawCount = Form.useWatch('drawCount', form) as number | null | undefined;
  const isTimed = Form.useWatch('isTimed', form) === true;
  const draw = typeof drawCount === 'number' ? drawCount : null;
  const scored = (questions ?? []).map((question) => ({ score: question?.score ?? 0 }));
  const count = scored.length;
  return (
    <Card
      size="small"
      className="exam-editor__card"
      title={copy.title}
      data-testid="paper-settings"
    >
      <div className="paper-settings">
        <Form.Item
          name="shuffleQuestions"
          label={copy.shuffleQuestions}
          valuePropName="checked"
          extra={copy.shuffleQuestionsHint}
        >
          <Switch />
        </Form.Item>
        <Form.Item
          name="shuffleOptions"
          label={copy.shuffleOptions}
          valuePropName="checked"
          extra={copy.shuffleOptionsHint}
        >
          <Switch />
        </Form.Item>
        {/* Only a timed exam closes, and the board shows after the close (decision 0161). */}
        {isTimed && (
          <Form.Item
            name="honourBoard"
            label={copy.honourBoard}
            valuePropName="checked"
            extra={copy.honourBoardHint}
          >
            <Switch />
          </Form.Item>
        )}
        <Form.Item
          name="drawCount"
          label={copy.drawCount}
          extra={copy.drawCountHint}
          normalize={emptyToNull}
          rules={[fieldRule(examPatchBody.shape.drawCount)]}
        >
          {/* No min or precision: 0 or 2.5 is explained by the contract's rule, not changed unseen. */}
          <NumberInput placeholder={copy.drawCountPlaceholder} className="paper-settings__draw" />
        </Form.Item>
      </div>
      {draw !== null && draw > count && count > 0 && (
        // The save refuses it (contract examDrawProblems): said as the error it is.
        <Alert
          type="error"
          showIcon
          title={copy.drawOverCount(formatCount(draw), formatCount(count))}
          data-testid="draw-over-count"
        />
      )}
      {drawIsUneven(scored, draw) && (
        <Alert type="warning" showIcon title={copy.unevenDraw} data-testid="draw-uneven" />
      )}
    </Card>
  );
}
