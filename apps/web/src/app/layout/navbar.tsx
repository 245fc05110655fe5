import { LogoutOutlined, MenuOutlined } from '@ant-design/icons';
import { Button, Drawer, Grid } from 'antd';
import { useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { ButtonLink } from '@/components/button-link';
import { useLogout } from '@/features/auth/components/use-logout';
import { messages } from '@/i18n/messages';
import { env } from '@/env';
import { useSession } from '@/lib/session';
import { Brand } from './brand';

const copy = messages.nav;

interface NavLinksProps {
  vertical: boolean;
  onNavigate?: () => void;
}

function NavLinks({ vertical, onNavigate }: NavLinksProps) {
  const { user, admin } = useSession();
  const logout = useLogout();
  const signedIn = user !== null || admin !== null;
  const linkClass = ({ isActive }: { isActive: boolean }) =>
    `navbar__link${isActive ? ' navbar__link--active' : ''}`;

  return (
    <div className={vertical ? 'navbar__links navbar__links--vertical' : 'navbar__links'}>
      <NavLink to="/" end className={linkClass} onClick={onNavigate}>
        {copy.home}
      </NavLink>
      {admin && (
        <NavLink to="/admin" className={linkClass} onClick={onNavigate}>
          {copy.admin}
        </NavLink>
      )}
      {user && (
        <NavLink to="/profile" className={linkClass} onClick={onNavigate}>
          {copy.account}
        </NavLink>
      )}
      {signedIn ? (
        <Button
          data-testid="logout"
          icon={<LogoutOutlined />}
          onClick={() => {
            onNavigate?.();
            logout();
          }}
        >
          {copy.logout}
        </Button>
      ) : (
        <>
          <ButtonLink to="/login" onClick={onNavigate}>
            {copy.login}
          </ButtonLink>
          <ButtonLink to="/register" type="primary" onClick={onNavigate}>
            {copy.register}
          </ButtonLink>
        </>
      )}
    </div>
  );
}

export function Navbar() {
  const screens = Grid.useBreakpoint();
  const [menuOpen, setMenuOpen] = useState(false);
  const { pathname } = useLocation();
  // Close the phone menu whenever the route changes (links, redirects, back button).
  const [lastPath, setLastPath] = useState(pathname);
  if (lastPath !== pathname) {
    setLastPath(pathname);
    setMenuOpen(false);
  }

  return (
    <header className="navbar">
      <div className="navbar__inner">
        <Link to="/" className="navbar__brand" aria-label={env.brandName}>
          <Brand />
        </Link>
        <nav aria-label={copy.mainNavigation}>
          {screens.md ? (
            <NavLinks vertical={false} />
          ) : (
            <Button
              type="text"
              icon={<MenuOutlined />}
              aria-label={copy.openMenu}
              aria-expanded={menuOpen}
              data-testid="nav-menu-button"
              onClick={() => {
                setMenuOpen(true);
              }}
            />
          )}
        </nav>
      </div>
      {!screens.md && (
        <Drawer
          open={menuOpen}
          onClose={() => {
            setMenuOpen(false);
          }}
          placement="right"
          size={280}
          title={<Brand />}
        >
          <NavLinks
            vertical
            onNavigate={() => {
              setMenuOpen(false);
            }}
          />
        </Drawer>
      )}
    </header>
  );
}
