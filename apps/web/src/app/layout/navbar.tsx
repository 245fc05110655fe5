import { MenuOutlined } from '@ant-design/icons';
import { Suspense, lazy, useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { messages } from '@/i18n/messages';
import { env } from '@/env';
import { useMediaQuery } from '@/lib/use-media-query';
import { whenUserActs } from '@/lib/when-user-acts';
import { BalanceChip } from './balance-chip';
import { Brand } from './brand';
import { NavLinks } from './nav-links';
import './navbar.css';

const copy = messages.nav;
const loadMobileMenu = () => import('./mobile-menu');
const MobileMenu = lazy(() => loadMobileMenu().then((module) => ({ default: module.MobileMenu })));
// antd's md breakpoint: wider screens show the links inline.
const wideQuery = '(min-width: 768px)';

export function Navbar() {
  const wide = useMediaQuery(wideQuery);
  const [menuOpen, setMenuOpen] = useState(false);
  // The drawer's code is fetched at the visitor's first touch, so the menu tap finds it loaded.
  const [menuUsed, setMenuUsed] = useState(false);
  const { pathname } = useLocation();
  // Close the phone menu whenever the route changes (links, redirects, back button).
  const [lastPath, setLastPath] = useState(pathname);
  if (lastPath !== pathname) {
    setLastPath(pathname);
    setMenuOpen(false);
  }
  useEffect(() => {
    if (wide) return undefined;
    return whenUserActs(() => void loadMobileMenu());
  }, [wide]);

  return (
    <header className="navbar">
      <div className="navbar__inner">
        <Link to="/" className="navbar__brand" aria-label={env.brandName}>
          <Brand />
        </Link>
        <BalanceChip />
        <nav aria-label={copy.mainNavigation}>
          {wide ? (
            <NavLinks vertical={false} />
          ) : (
            <button
              type="button"
              className="btn btn--text btn--icon"
              aria-label={copy.openMenu}
              aria-expanded={menuOpen}
              data-testid="nav-menu-button"
              onClick={() => {
                setMenuUsed(true);
                setMenuOpen(true);
              }}
            >
              <MenuOutlined />
            </button>
          )}
        </nav>
      </div>
      {!wide && menuUsed && (
        <Suspense fallback={null}>
          <MobileMenu
            open={menuOpen}
            onClose={() => {
              setMenuOpen(false);
            }}
          />
        </Suspense>
      )}
    </header>
  );
}
