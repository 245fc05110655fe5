import type { NamedRef } from '@sabora/contract';
import { Select } from 'antd';
import { useState } from 'react';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { adminMessages } from '@/i18n/admin-messages';
import { useAdminExams } from '@/lib/api/get-admin-exams';
import { searchMaxLength } from '@/lib/search-limit';
import { clearable } from '@/lib/clearable';

interface ExamSelectProps {
  id?: string;
  value?: string | string[] | null;
  onChange?: (value: string | string[] | null) => void;
  /** Several exams (the video's exams) or one (the exam required before it). */
  multiple?: boolean;
  /** The exams already chosen, so their titles show before any search. */
  chosen: NamedRef[];
  placeholder: string;
}

/** Exams found by title on the server as the admin types (there may be hundreds). */
export function ExamSelect({
  id,
  value,
  onChange,
  multiple,
  chosen,
  placeholder,
}: ExamSelectProps) {
  const [search, setSearch] = useState('');
  const settled = useDebouncedValue(search.trim());
  const found = useAdminExams({ search: settled || undefined, pageSize: 20 });
  const titles = new Map(chosen.map((exam) => [exam._id, exam.title]));
  for (const exam of found.data?.exams ?? []) titles.set(exam._id, exam.title);
  return (
    <Select
      id={id}
      mode={multiple ? 'multiple' : undefined}
      allowClear={clearable}
      // antd's Select takes no maxLength outside a combobox: the box shows and
      // sends the search cut to the API's length, so pasted text is not refused.
      showSearch={{
        filterOption: false,
        searchValue: search,
        onSearch: (typed) => {
          setSearch(typed.slice(0, searchMaxLength));
        },
      }}
      value={value ?? (multiple ? [] : null)}
      onChange={(next: string | string[] | undefined) => {
        setSearch('');
        onChange?.(next ?? (multiple ? [] : null));
      }}
      loading={found.isFetching}
      placeholder={placeholder}
      notFoundContent={found.isFetching ? null : adminMessages.content.noExamFound}
      options={[...titles].map(([examId, title]) => ({ value: examId, label: title }))}
      data-testid={multiple ? 'video-exams' : 'video-prev-exam'}
    />
  );
}
