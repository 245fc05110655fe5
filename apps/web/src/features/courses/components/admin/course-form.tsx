import {
  contentDescription,
  courseBody,
  coursePatchBody,
  levelLabels,
  levels,
  showDate,
} from '@sabora/contract';
import type { Course, CourseBody, Level } from '@sabora/contract';
import { Button, Form, Input, Switch } from 'antd';
import { useState } from 'react';
import { UploadField } from '@/components/admin/upload-field';
import { ChoiceSelect } from '@/components/form/choice-select';
import { DateTimeField } from '@/components/form/date-time-field';
import { NumberInput } from '@/components/form/number-input';
import { messages } from '@/i18n/messages';
import { adminMessages } from '@/i18n/admin-messages';
import { useSubmitOnce } from '@/lib/use-submit-once';
import { fieldRule, showIssues } from '@/lib/zod-rule';

const copy = adminMessages.content;
const fields = copy.fields;

export interface CourseFormValues {
  title: string;
  description: string;
  imageUrl: string | null;
  price?: number;
  level?: Level;
  showDate?: number;
  freeForSubscribers: boolean;
  isForCenter: boolean;
  /** Empty (null) is for good. */
  accessDays: number | null;
}

export function courseFormValues(course: Course | undefined, now: number): CourseFormValues {
  if (!course) {
    return {
      title: '',
      description: '',
      imageUrl: null,
      showDate: now,
      freeForSubscribers: false,
      isForCenter: false,
      accessDays: null,
    };
  }
  return {
    title: course.title,
    description: course.description,
    imageUrl: course.imageUrl,
    price: course.price,
    level: course.level,
    showDate: course.showDate,
    freeForSubscribers: course.freeForSubscribers,
    isForCenter: course.isForCenter,
    accessDays: course.accessDays,
  };
}

// An emptied number or date is "missing", so the schema says "مطلوب".
const emptyToUndefined = (value: unknown) => value ?? undefined;

interface CourseFormProps {
  course?: Course;
  submitting: boolean;
  onSubmit: (body: CourseBody) => void;
}

/** Create or edit a course; every rule comes from the contract's course schema. */
export function CourseForm({ course, submitting, onSubmit }: CourseFormProps) {
  const [form] = Form.useForm<CourseFormValues>();
  const submitOnce = useSubmitOnce(submitting);
  const [initialValues] = useState(() => courseFormValues(course, Date.now()));

  const finish = (values: CourseFormValues) => {
    const parsed = (course ? coursePatchBody : courseBody).safeParse(values);
    if (!parsed.success) {
      showIssues(form, parsed.error);
      return;
    }
    submitOnce(() => onSubmit(parsed.data as CourseBody));
  };

  return (
    <Form<CourseFormValues>
      form={form}
      layout="vertical"
      initialValues={initialValues}
      onFinish={finish}
      className="admin-form"
      data-testid="course-form"
    >
      <Form.Item
        name="title"
        label={fields.courseTitle}
        rules={[fieldRule(courseBody.shape.title)]}
      >
        <Input dir="auto" maxLength={200} />
      </Form.Item>
      <Form.Item
        name="description"
        label={fields.description}
        rules={[fieldRule(contentDescription)]}
      >
        <Input.TextArea dir="auto" autoSize={{ minRows: 2, maxRows: 6 }} maxLength={2000} />
      </Form.Item>
      <Form.Item
        name="imageUrl"
        label={fields.courseImage}
        rules={[fieldRule(coursePatchBody.shape.imageUrl)]}
      >
        <UploadField field="imageUrl" />
      </Form.Item>
      <div className="admin-form__row">
        <Form.Item
          name="price"
          label={fields.price}
          normalize={emptyToUndefined}
          rules={[fieldRule(courseBody.shape.price)]}
        >
          <NumberInput step={5} suffix={copy.currency} className="admin-form__number" />
        </Form.Item>
        <Form.Item name="level" label={fields.level} rules={[fieldRule(courseBody.shape.level)]}>
          <ChoiceSelect<Level>
            label={fields.level}
            options={levels.map((level) => ({ value: level, label: levelLabels[level] }))}
          />
        </Form.Item>
      </div>
      <Form.Item
        name="accessDays"
        label={fields.accessDays}
        extra={fields.accessDaysHint}
        rules={[fieldRule(courseBody.shape.accessDays)]}
      >
        <NumberInput step={30} className="admin-form__number" />
      </Form.Item>
      <Form.Item
        name="showDate"
        label={fields.showDate}
        extra={fields.showDateHint}
        normalize={emptyToUndefined}
        rules={[fieldRule(showDate)]}
      >
        <DateTimeField />
      </Form.Item>
      <div className="admin-form__row">
        <Form.Item
          name="freeForSubscribers"
          label={fields.freeForSubscribers}
          valuePropName="checked"
        >
          <Switch />
        </Form.Item>
        <Form.Item name="isForCenter" label={fields.isForCenter} valuePropName="checked">
          <Switch />
        </Form.Item>
      </div>
      <Button type="primary" htmlType="submit" loading={submitting} block data-testid="course-save">
        {messages.common.save}
      </Button>
    </Form>
  );
}
