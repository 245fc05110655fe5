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
 *
 * Not virtual: antd's virtual list puts only the first ten options on the page,
 * so a list of 13 audit types or 27 governorates read as ten to anything that
 * reads the page rather than scrolls it. A fixed list of choices is short.
 */
export function ChoiceSelect<T extends string>({ label, ...props }: ChoiceSelectProps<T>) {
  return <Select<T> virtual={false} {...props} placeholder={messages.common.choose(label)} />;
}
