import { LogoutOutlined } from '@ant-design/icons';
import { NavLink } from 'react-router';
import { LinkButton } from '@/components/link-button';
import { useLogout } from '@/features/auth/components/use-logout';
import { messages } from '@/i18n/messages';
import { useSession } from '@/lib/session';

const copy = messages.nav;

interface NavLinksProps {
  vertical: boolean;
  onNavigate?: () => void;
}

export function NavLinks({ vertical, onNavigate }: NavLinksProps) {
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
        <NavLink to="/wallet" className={linkClass} onClick={onNavigate}>
          {messages.studentWallet.navLabel}
        </NavLink>
      )}
      {user && (
        <NavLink to="/profile" className={linkClass} onClick={onNavigate}>
          {copy.account}
        </NavLink>
      )}
      {signedIn ? (
        <button
          type="button"
          className="btn"
          data-testid="logout"
          onClick={() => {
            onNavigate?.();
            logout();
          }}
        >
          <LogoutOutlined />
          <span>{copy.logout}</span>
        </button>
      ) : (
        <>
          <LinkButton to="/login" onClick={onNavigate}>
            {copy.login}
          </LinkButton>
          <LinkButton to="/register" primary onClick={onNavigate}>
            {copy.register}
          </LinkButton>
        </>
      )}
    </div>
  );
}
