import { DeleteOutlined, FileOutlined, PictureOutlined, UploadOutlined } from '@ant-design/icons';
import { uploadAccept, uploadKindsForField } from '@sabora/contract';
import { Button, Input, Progress, Space, Typography } from 'antd';
import { useRef } from 'react';
import type { ChangeEvent } from 'react';
import { MediaImage } from '@/components/media-image';
import { useUpload } from '@/hooks/use-upload';
import { adminMessages } from '@/i18n/admin-messages';
import { mediaSrc } from '@/lib/media-url';
import './upload-field.css';

const copy = adminMessages.upload;

interface UploadFieldProps {
  /** The request field the file is for ('imageUrl', 'url'): decides the allowed types. */
  field: string;
  value?: string | null;
  onChange?: (value: string | null) => void;
  id?: string;
}

/**
 * A form control that stores a path: choosing a file uploads it at once.
 * Image fields show a preview; other fields also take a pasted link.
 */
export function UploadField({ field, value, onChange, id }: UploadFieldProps) {
  const input = useRef<HTMLInputElement>(null);
  const { state, upload } = useUpload(field);
  const isImage = !uploadKindsForField(field).includes('document');
  const uploading = state.status === 'uploading' || state.status === 'preparing';

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // The same file can be chosen again after a failure.
    event.target.value = '';
    if (!file) return;
    const path = await upload(file);
    if (path) onChange?.(path);
  };

  const chooseButton = (
    <Button
      icon={<UploadOutlined />}
      loading={uploading}
      onClick={() => input.current?.click()}
      data-testid={`upload-${field}`}
    >
      {value ? copy.change : isImage ? copy.chooseImage : copy.choose}
    </Button>
  );

  // Choosing a new file hides the old preview until the new one is stored.
  const preview = value && !uploading ? mediaSrc(value) : undefined;

  return (
    <div className="upload-field">
      <input
        ref={input}
        type="file"
        style={{ display: 'none' }}
        accept={uploadAccept(field)}
        onChange={(event) => void onFile(event)}
        data-testid={`upload-input-${field}`}
      />
      {isImage ? (
        <div className="upload-field__image">
          <div className="upload-field__preview">
            <MediaImage
              key={preview}
              src={preview}
              lazy={false}
              fallback={<PictureOutlined className="upload-field__placeholder" />}
            />
          </div>
          <Space wrap>
            {chooseButton}
            {value && !uploading && (
              <Button icon={<DeleteOutlined />} onClick={() => onChange?.(null)}>
                {copy.remove}
              </Button>
            )}
          </Space>
        </div>
      ) : (
        <Space.Compact block>
          <Input
            id={id}
            dir="ltr"
            value={value ?? ''}
            placeholder={copy.orPaste}
            onChange={(event) => onChange?.(event.target.value)}
          />
          {chooseButton}
        </Space.Compact>
      )}
      {state.status === 'uploading' && (
        <Progress
          percent={state.progress}
          size="small"
          status="active"
          aria-label={copy.uploading}
        />
      )}
      {state.status === 'preparing' && (
        <Progress
          percent={100}
          size="small"
          status="active"
          aria-label={copy.preparing}
          format={() => copy.preparing}
        />
      )}
      {state.status === 'error' && (
        <Typography.Text type="danger" className="upload-field__error" role="alert">
          {state.message}
        </Typography.Text>
      )}
      {!isImage && preview && (
        <a href={preview} target="_blank" rel="noreferrer" className="upload-field__link">
          <FileOutlined /> {copy.open}
        </a>
      )}
    </div>
  );
}
