import { pdfBody } from '@sabora/contract';
import type { Pdf, PdfBody } from '@sabora/contract';
import { Button, Form, Input } from 'antd';
import { UploadField } from '@/components/admin/upload-field';
import { messages } from '@/i18n/messages';
import { adminMessages } from '@/i18n/admin-messages';
import { useSubmitOnce } from '@/lib/use-submit-once';
import { fieldRule } from '@/lib/zod-rule';

const fields = adminMessages.content.fields;

interface PdfFormProps {
  pdf?: Pdf;
  submitting: boolean;
  onSubmit: (body: PdfBody) => void;
}

/** A PDF: its title and its file, uploaded on choice or pasted as a link. */
export function PdfForm({ pdf, submitting, onSubmit }: PdfFormProps) {
  const [form] = Form.useForm<PdfBody>();
  const submitOnce = useSubmitOnce(submitting);
  return (
    <Form<PdfBody>
      form={form}
      layout="vertical"
      initialValues={{ title: pdf?.title ?? '', url: pdf?.url ?? '' }}
      onFinish={(values) => {
        const parsed = pdfBody.safeParse(values);
        if (parsed.success) submitOnce(() => onSubmit(parsed.data));
      }}
      className="admin-form"
      data-testid="pdf-form"
    >
      <Form.Item name="title" label={fields.pdfTitle} rules={[fieldRule(pdfBody.shape.title)]}>
        <Input dir="auto" maxLength={200} />
      </Form.Item>
      <Form.Item name="url" label={fields.pdfUrl} rules={[fieldRule(pdfBody.shape.url)]}>
        <UploadField field="pdf.url" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={submitting} block data-testid="pdf-save">
        {messages.common.save}
      </Button>
    </Form>
  );
}
