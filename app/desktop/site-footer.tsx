import { Link } from 'react-router';
import { COPYRIGHT_LINE, FOOTER_LINKS, RISK_NOTICE } from './site-config';

export function SiteFooter() {
  return (
    <footer className="site-footer">
      <nav className="site-footer-links" aria-label="页脚">
        {FOOTER_LINKS.map(({ to, label }) => (
          <Link key={to} to={to}>
            {label}
          </Link>
        ))}
      </nav>
      <p className="site-footer-risk">{RISK_NOTICE}</p>
      <p className="site-footer-copyright">{COPYRIGHT_LINE}</p>
    </footer>
  );
}
