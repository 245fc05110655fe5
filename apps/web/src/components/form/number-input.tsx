import { toLatinDigits } from '@sabora/contract';
import { InputNumber } from 'antd';
import type { InputNumberProps } from 'antd';
import type { WheelEvent } from 'react';

/**
 * An Arabic keyboard types "١٥٠" (or Persian "۱۵۰") and "٫" for the decimal
 * point; antd's own parser drops those characters, so the field emptied itself
 * and the form said "مطلوب". Every number field reads them as Latin digits.
 */
export function parseTypedNumber(text: string | undefined): string {
  return toLatinDigits(text ?? '')
    .replace(/٫/g, '.')
    .replace(/[^\d.-]/g, '');
}

// antd types the parser as returning the number, but takes (and documents) the
// cleaned text, which it then reads itself — an emptied field stays empty, not 0.
const parser = parseTypedNumber as unknown as (text: string | undefined) => number;

/**
 * What is typed shows in Latin digits as it is typed, as the phone fields do:
 * "١٥٠" reads "150", never half of each ("1٥٠"). Once the field is left, the
 * value shows at the field's precision, as antd's own formatting would.
 */
function latinFormatter(precision: number | undefined) {
  return (value: number | string | undefined, info: { userTyping: boolean; input: string }) => {
    if (info.userTyping) return toLatinDigits(info.input).replace(/٫/g, '.');
    if (value === undefined || value === '') return '';
    return precision === undefined ? String(value) : Number(value).toFixed(precision);
  };
}

/**
 * Spec section 5: a number field loses focus on the mouse wheel, so scrolling
 * the page over it never changes a price by accident. It has no step arrows:
 * rc-input-number names them "Increase Value" and "Decrease Value" with no way
 * to say it in Arabic, and a price is typed; the arrow keys still step it.
 */
export function NumberInput(props: InputNumberProps<number>) {
  return (
    <InputNumber<number>
      parser={parser}
      formatter={latinFormatter(props.precision)}
      {...props}
      controls={false}
      changeOnWheel={false}
      onWheel={(event: WheelEvent<HTMLInputElement>) => {
        event.currentTarget.blur();
      }}
    />
  );
}
