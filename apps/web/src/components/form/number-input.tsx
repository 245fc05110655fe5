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
 * Spec section 5: a number field loses focus on the mouse wheel, so scrolling
 * the page over it never changes a price by accident.
 */
export function NumberInput(props: InputNumberProps<number>) {
  return (
    <InputNumber<number>
      parser={parser}
      {...props}
      changeOnWheel={false}
      onWheel={(event: WheelEvent<HTMLInputElement>) => {
        event.currentTarget.blur();
      }}
    />
  );
}
