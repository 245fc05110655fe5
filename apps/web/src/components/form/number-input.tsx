import { InputNumber } from 'antd';
import type { InputNumberProps } from 'antd';
import type { WheelEvent } from 'react';

/**
 * Spec section 5: a number field loses focus on the mouse wheel, so scrolling
 * the page over it never changes a price by accident.
 */
export function NumberInput(props: InputNumberProps<number>) {
  return (
    <InputNumber<number>
      {...props}
      changeOnWheel={false}
      onWheel={(event: WheelEvent<HTMLInputElement>) => {
        event.currentTarget.blur();
      }}
    />
  );
}
