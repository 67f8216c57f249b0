import { SITE_NAME } from '@common/constants';
import { Link, useNavigate } from 'react-router';
import { hasHistory } from './history';

/**
 * The top bar: back (home when the tab has nowhere to go back to) and the site name. Plain markup, not
 * antd-mobile's NavBar: its left slot is always a div with role=button, which nested our real button
 * inside a second, unfocusable one.
 */
export function TopBar() {
  const navigate = useNavigate();
  const back = () => {
    if (hasHistory(window.history.state)) void navigate(-1);
    else void navigate('/');
  };
  return (
    <header className="h5-top-bar">
      <div className="h5-top-bar-side">
        <button type="button" className="h5-back" aria-label="返回" onClick={back}>
          <BackArrow />
        </button>
      </div>
      <Link to="/" className="h5-logo">
        {SITE_NAME}
      </Link>
      <div className="h5-top-bar-side" />
    </header>
  );
}

function BackArrow() {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
      <path d="M15 4 7 12l8 8" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}
