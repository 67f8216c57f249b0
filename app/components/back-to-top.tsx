import { BACK_TO_TOP_OFFSET_PX } from '@common/constants';
import { useEffect, useState } from 'react';

/** Scrolled this far, the button shows. */
const SHOW_AFTER_PX = 400;

/** A back-to-top button, shown once the page is scrolled (SPEC §9: 100 px from the bottom). */
export function BackToTop() {
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const update = () => setVisible(window.scrollY > SHOW_AFTER_PX);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);

  if (!visible) return null;
  return (
    <button
      type="button"
      className="back-to-top"
      style={{ bottom: BACK_TO_TOP_OFFSET_PX }}
      aria-label="回到顶部"
      title="回到顶部"
      onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
    >
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
        <path d="M12 5 5 12l1.4 1.4 4.6-4.6V19h2V8.8l4.6 4.6L19 12z" fill="currentColor" />
      </svg>
    </button>
  );
}
