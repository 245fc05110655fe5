import { Drawer } from 'antd';
import { AntdScope } from '../antd-scope';
import { Brand } from './brand';
import { NavLinks } from './nav-links';

interface MobileMenuProps {
  open: boolean;
  onClose: () => void;
}

/** The phone menu: a drawer, loaded apart from the shell since it opens only on a tap. */
export function MobileMenu({ open, onClose }: MobileMenuProps) {
  return (
    <AntdScope>
      <Drawer open={open} onClose={onClose} placement="right" size={280} title={<Brand />}>
        <NavLinks vertical onNavigate={onClose} />
      </Drawer>
    </AntdScope>
  );
}
