import {
  contentDescription,
  levelLabels,
  showDate,
  videoBody,
  videoPatchBody,
  videoSourceOf,
} from '@sabora/contract';
import type { AdminVideo, VideoBody, VideoSection } from '@sabora/contract';
import { Button, Form, Input, Select, Switch, Tag } from 'antd';
import { useState } from 'react';
import { LoadFailed } from '@/components/admin/load-failed';
import { UploadField } from '@/components/admin/upload-field';
import { DateTimeField } from '@/components/form/date-time-field';
import { NumberInput } from '@/components/form/number-input';
import { messages } from '@/i18n/messages';
import { adminMessages } from '@/i18n/admin-messages';
import { playerAdminMessages } from '@/i18n/player-messages';
import { useAdminPdfs } from '@/lib/api/get-admin-pdfs';
import { useCourses } from '@/lib/api/list-courses';
import { failedToLoad } from '@/lib/offline-query';
import { fieldRule, showIssues } from '@/lib/zod-rule';
import { ExamSelect } from './exam-select';
import { SectionsEditor } from './sections-editor';
import { useSubmitOnce } from '@/lib/use-submit-once';
import { clearable } from '@/lib/clearable';

const copy = adminMessages.content;
const fields = copy.fields;

export interface VideoFormValues {
  title: string;
  description: string;
  imageUrl: string | null;
  url: string;
  showDate?: number;
  isForCenter: boolean;
  /** Views each student may use; null = unlimited. */
  maxViews: number | null;
  courses: string[];
  sections: VideoSection[];
  pdfs: string[];
  exams: string[];
  prevExam: string | null;
}

export function videoFormValues(video: AdminVideo | undefined, now: number): VideoFormValues {
  return {
    title: video?.title ?? '',
    description: video?.description ?? '',
    imageUrl: video?.imageUrl ?? null,
    url: video?.url ?? '',
    showDate: video?.showDate ?? now,
    isForCenter: video?.isForCenter ?? false,
    maxViews: video?.maxViews ?? null,
    courses: video?.courses.map((course) => course._id) ?? [],
    sections: video?.sections ?? [],
    pdfs: video?.pdfs.map((pdf) => pdf._id) ?? [],
    exams: video?.exams.map((exam) => exam._id) ?? [],
    prevExam: video?.prevExam?._id ?? null,
  };
}

const emptyToUndefined = (value: unknown) => value ?? undefined;

/** Shows which player the address will get, as the admin types it. */
function SourceKind({ url }: { url: string | undefined }) {
  if (!url) return null;
  const kind = videoSourceOf(url.trim()).kind;
  return (
    <Tag color={kind === 'unknown' ? 'red' : 'green'} data-testid="video-source-kind">
      {copy.detected}: {copy.sourceKinds[kind]}
    </Tag>
  );
}

interface VideoFormProps {
  video?: AdminVideo;
  submitting: boolean;
  onSubmit: (body: VideoBody) => void;
  /** A new video can start in the course the admin came from. */
  defaultCourse?: string;
}

/**
 * Create or edit a video; rules from the contract's video schema. The courses
 * and PDFs it chooses from come first: without them its lists would be empty
 * and a video's own PDFs and courses bare ids, so the form says the connection
 * is lost instead, with a retry.
 */
export function VideoForm(props: VideoFormProps) {
  const courses = useCourses();
  const pdfs = useAdminPdfs({ pageSize: 100 });
  const failed = [courses, pdfs].filter((query) => failedToLoad(query));
  if (failed.length > 0) {
    return (
      <LoadFailed
        onRetry={(options) => Promise.all(failed.map((query) => query.refetch(options)))}
      />
    );
  }
  return <VideoFormFields {...props} />;
}

function VideoFormFields({ video, submitting, onSubmit, defaultCourse }: VideoFormProps) {
  const [form] = Form.useForm<VideoFormValues>();
  const [initialValues] = useState(() => {
    const values = videoFormValues(video, Date.now());
    return defaultCourse && !video ? { ...values, courses: [defaultCourse] } : values;
  });
  const url = Form.useWatch('url', form);
  const submitOnce = useSubmitOnce(submitting);
  const courses = useCourses();
  const pdfs = useAdminPdfs({ pageSize: 100 });

  const finish = (values: VideoFormValues) => {
    const body = { ...values, sections: values.sections.filter((s) => s.title || s.url) };
    const parsed = (video ? videoPatchBody : videoBody).safeParse(body);
    if (!parsed.success) {
      showIssues(form, parsed.error);
      return;
    }
    submitOnce(() => onSubmit(parsed.data as VideoBody));
  };

  return (
    <Form<VideoFormValues>
      form={form}
      layout="vertical"
      initialValues={initialValues}
      onFinish={finish}
      className="admin-form"
      data-testid="video-form"
    >
      <Form.Item name="title" label={fields.videoTitle} rules={[fieldRule(videoBody.shape.title)]}>
        <Input dir="auto" maxLength={200} />
      </Form.Item>
      <Form.Item
        name="url"
        label={fields.videoUrl}
        extra={
          <span className="admin-form__extra">
            {fields.videoUrlHint} <SourceKind url={url} />
          </span>
        }
        rules={[fieldRule(videoBody.shape.url)]}
      >
        <Input dir="ltr" placeholder="https://" />
      </Form.Item>
      <Form.Item
        name="imageUrl"
        label={fields.videoImage}
        rules={[fieldRule(videoPatchBody.shape.imageUrl)]}
      >
        <UploadField field="imageUrl" />
      </Form.Item>
      <Form.Item
        name="courses"
        label={fields.courses}
        rules={[fieldRule(videoPatchBody.shape.courses)]}
      >
        <Select
          mode="multiple"
          allowClear={clearable}
          loading={courses.isPending}
          placeholder={messages.common.choose(fields.courses)}
          optionFilterProp="label"
          options={courses.data?.map((course) => ({
            value: course._id,
            label: `${course.title} — ${levelLabels[course.level]}`,
          }))}
        />
      </Form.Item>
      <Form.Item
        name="description"
        label={fields.description}
        rules={[fieldRule(contentDescription)]}
      >
        <Input.TextArea
          dir="auto"
          autoSize={{ minRows: 2, maxRows: 6 }}
          count={{ show: true, max: 2000 }}
        />
      </Form.Item>
      <div className="admin-form__row">
        <Form.Item
          name="showDate"
          label={fields.showDate}
          normalize={emptyToUndefined}
          rules={[fieldRule(showDate)]}
        >
          <DateTimeField />
        </Form.Item>
        <Form.Item name="isForCenter" label={fields.isForCenter} valuePropName="checked">
          <Switch />
        </Form.Item>
      </div>
      <Form.Item
        name="maxViews"
        label={playerAdminMessages.maxViews}
        extra={playerAdminMessages.maxViewsHint}
        rules={[fieldRule(videoPatchBody.shape.maxViews)]}
      >
        <NumberInput
          min={1}
          max={1000}
          inputMode="numeric"
          className="admin-form__number"
          data-testid="video-max-views"
        />
      </Form.Item>
      <Form.Item label={fields.sections}>
        <SectionsEditor />
      </Form.Item>
      <Form.Item name="pdfs" label={fields.pdfs} rules={[fieldRule(videoPatchBody.shape.pdfs)]}>
        <Select
          mode="multiple"
          allowClear={clearable}
          loading={pdfs.isPending}
          placeholder={messages.common.choose(fields.pdfs)}
          optionFilterProp="label"
          options={pdfs.data?.pdfs.map((pdf) => ({ value: pdf._id, label: pdf.title }))}
        />
      </Form.Item>
      <Form.Item name="exams" label={fields.exams} rules={[fieldRule(videoPatchBody.shape.exams)]}>
        <ExamSelect
          multiple
          chosen={video?.exams ?? []}
          placeholder={messages.common.choose(fields.exams)}
        />
      </Form.Item>
      <Form.Item
        name="prevExam"
        label={fields.prevExam}
        extra={fields.prevExamHint}
        rules={[fieldRule(videoPatchBody.shape.prevExam)]}
      >
        <ExamSelect
          chosen={video?.prevExam ? [video.prevExam] : []}
          placeholder={messages.common.choose(fields.prevExam)}
        />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={submitting} block data-testid="video-save">
        {messages.common.save}
      </Button>
    </Form>
  );
}
