import { LOADING_BAR_DURATION_MS, LOADING_BAR_THROTTLE_MS } from '@common/constants';
import { type CSSProperties, useEffect, useState } from 'react';
import { useNavigation } from 'react-router';

type Phase = 'idle' | 'running' | 'done';

/** How long the completed bar stays before it hides (matches the CSS fade). */
const FINISH_MS = 400;

/**
 * A thin progress bar at the top while a navigation loads (SPEC §9): it appears only when the navigation
 * takes longer than the throttle, creeps towards the end over the duration, and completes when done.
 */
export function LoadingBar() {
  const busy = useNavigation().state !== 'idle';
  const [phase, setPhase] = useState<Phase>('idle');

  useEffect(() => {
    if (busy) {
      const timer = setTimeout(() => setPhase('running'), LOADING_BAR_THROTTLE_MS);
      return () => clearTimeout(timer);
    }
    setPhase((current) => (current === 'running' ? 'done' : 'idle'));
    const timer = setTimeout(() => setPhase('idle'), FINISH_MS);
    return () => clearTimeout(timer);
  }, [busy]);

  // Set only once running, so the server-rendered bar carries no inline style.
  const style =
    phase === 'running'
      ? ({ '--loading-bar-duration': `${LOADING_BAR_DURATION_MS}ms` } as CSSProperties)
      : undefined;
  return <div className="loading-bar" data-phase={phase} style={style} role="presentation" />;
}
