import AntdIconLight from '@ant-design/icons/es/components/AntdIconLight';
import { createElement, forwardRef, type ComponentProps } from 'react';

type IconProps = ComponentProps<typeof AntdIconLight>;

/**
 * antd's icon, hidden from screen readers unless it is given a name. antd names every icon with
 * its English file name ("search", "close", "arrow-left"), which a screen reader reads out, and
 * inside a link or a button that name joins the control's Arabic one. An icon beside text or in a
 * named control says nothing the text does not; one that stands alone gets an Arabic aria-label
 * from the catalogue. The build puts this in place of antd's own, for our icons and antd's
 * (vite.config.ts, decision 0236); plain TypeScript, since the dev server bundles it with antd.
 */
const DecorativeIcon = forwardRef<HTMLSpanElement, IconProps>((props, ref) => {
  const named = props['aria-label'] !== undefined || props['aria-labelledby'] !== undefined;
  const hidden = named ? {} : { 'aria-hidden': true, 'aria-label': undefined };
  return createElement(AntdIconLight, { ...props, ...hidden, ref });
});

export default DecorativeIcon;
