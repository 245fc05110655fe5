import { Link } from 'react-router';
import { messages } from '@/i18n/messages';
import { Brand } from './brand';
import './footer.css';

const copy = messages.footer;

export function Footer() {
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <div className="site-footer__about">
          <Brand />
          <p>{copy.tagline}</p>
        </div>
        <nav className="site-footer__links" aria-label={copy.policies}>
          <Link to="/policies">{copy.policies}</Link>
          <Link to="/privacy">{copy.privacy}</Link>
          <Link to="/refund">{copy.refund}</Link>
        </nav>
      </div>
      <p className="site-footer__copyright">{copy.copyright(new Date().getFullYear())}</p>
    </footer>
  );
}
