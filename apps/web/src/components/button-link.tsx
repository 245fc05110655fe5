import { Button } from 'antd';
import type { ButtonProps } from 'antd';
import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router';

type ButtonLinkProps = Omit<ButtonProps, 'href' | 'onClick'> & {
  to: string;
  /** Runs on every click, e.g. to close the menu the link sits in. */
  onClick?: () => void;
};

/** An antd button that is a real link (<a href>) but navigates inside the SPA. */
export function ButtonLink({ to, onClick: onClickProp, ...props }: ButtonLinkProps) {
  const navigate = useNavigate();
  const onClick = (event: MouseEvent<HTMLElement>) => {
    onClickProp?.();
    // Leave ctrl/cmd/shift/middle clicks to the browser (new tab or window).
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0)
      return;
    event.preventDefault();
    void navigate(to);
  };
  return <Button {...props} href={to} onClick={onClick} />;
}
