import { Select } from 'antd';
import type { SelectProps } from 'antd';
import { messages } from '@/i18n/messages';

type ChoiceSelectProps<T extends string> = Omit<SelectProps<T>, 'placeholder'> & {
  /** The field's label, as in "اختار {label}". */
  label: string;
};

/**
 * Spec section 5: a select shows the disabled placeholder "اختار {label}" until
 * something is chosen; the placeholder itself can never be picked.
 */
export function ChoiceSelect<T extends string>({ label, ...props }: ChoiceSelectProps<T>) {
  return <Select<T> {...props} placeholder={messages.common.choose(label)} />;
}
