import {
  ArrowDownOutlined,
  ArrowUpOutlined,
  DeleteOutlined,
  PlusOutlined,
} from '@ant-design/icons';
import { videoPatchBody } from '@sabora/contract';
import { Button, Collapse, Form, Input, Tooltip } from 'antd';
import { useState } from 'react';
import { toast } from 'react-toastify';
import { adminMessages } from '@/i18n/admin-messages';
import { fieldRule } from '@/lib/zod-rule';
import { parseSectionLines } from './section-lines';
import './sections-editor.css';

const copy = adminMessages.content;
const sectionShape = videoPatchBody.shape.sections.unwrap().element.shape;

/** The video's sections (chapters) as rows you can add, reorder and remove, or paste in bulk. */
export function SectionsEditor() {
  const [pasted, setPasted] = useState('');
  return (
    <Form.List name="sections">
      {(rows, { add, remove, move }) => (
        <div className="sections-editor">
          {rows.map((row, index) => (
            <div key={row.key} className="sections-editor__row" data-testid="section-row">
              <span className="sections-editor__number">{index + 1}</span>
              <Form.Item
                name={[row.name, 'title']}
                rules={[fieldRule(sectionShape.title)]}
                className="sections-editor__title"
              >
                <Input
                  dir="auto"
                  placeholder={copy.fields.sectionTitle}
                  aria-label={copy.fields.sectionTitle}
                />
              </Form.Item>
              <Form.Item
                name={[row.name, 'url']}
                rules={[fieldRule(sectionShape.url)]}
                className="sections-editor__url"
              >
                <Input dir="ltr" placeholder="https://" aria-label={copy.fields.sectionUrl} />
              </Form.Item>
              <div className="sections-editor__tools">
                <Tooltip title={copy.moveUp}>
                  <Button
                    size="small"
                    icon={<ArrowUpOutlined />}
                    disabled={index === 0}
                    aria-label={copy.moveUp}
                    onClick={() => {
                      move(index, index - 1);
                    }}
                  />
                </Tooltip>
                <Tooltip title={copy.moveDown}>
                  <Button
                    size="small"
                    icon={<ArrowDownOutlined />}
                    disabled={index === rows.length - 1}
                    aria-label={copy.moveDown}
                    onClick={() => {
                      move(index, index + 1);
                    }}
                  />
                </Tooltip>
                <Tooltip title={copy.remove}>
                  <Button
                    size="small"
                    danger
                    icon={<DeleteOutlined />}
                    aria-label={copy.remove}
                    onClick={() => {
                      remove(row.name);
                    }}
                  />
                </Tooltip>
              </div>
            </div>
          ))}
          <Button
            type="dashed"
            block
            icon={<PlusOutlined />}
            onClick={() => {
              add({ title: '', url: '' });
            }}
          >
            {copy.addSection}
          </Button>
          <Collapse
            ghost
            size="small"
            className="sections-editor__paste"
            items={[
              {
                key: 'paste',
                label: copy.pasteSections,
                children: (
                  <>
                    <Input.TextArea
                      value={pasted}
                      dir="auto"
                      autoSize={{ minRows: 3, maxRows: 10 }}
                      placeholder={`Teil 1: Erklärung | https://www.youtube.com/watch?v=…\n${copy.pasteSectionsHint}`}
                      onChange={(event) => {
                        setPasted(event.target.value);
                      }}
                    />
                    <Button
                      className="sections-editor__paste-add"
                      onClick={() => {
                        const { sections, invalid } = parseSectionLines(pasted);
                        for (const section of sections) add(section);
                        if (invalid.length > 0) {
                          toast.error(copy.pasteSectionsBad(invalid.join('، ')));
                          setPasted(invalid.join('\n'));
                        } else {
                          setPasted('');
                        }
                      }}
                    >
                      {copy.pasteSectionsAdd}
                    </Button>
                  </>
                ),
              },
            ]}
          />
        </div>
      )}
    </Form.List>
  );
}
