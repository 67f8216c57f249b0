/**
 * /newest (issue 17 §1): a visitor is asked to log in; a member without the tool sees the gate; a member
 * with it (or who just paid) sees the tool. Paying switches to the tool in place (no reload), with both
 * switches set the SPEC §4 way and the tool-visible flag stored as '1'.
 */
import { useCallback, useState } from 'react';
import { LoginNeeded } from '~/features/editor/login-needed';
import { NewestGate } from './newest-gate';
import { writeFlag, writeSwitches } from './newest-prefs';
import { type NewestSwitches, switchesAfterPurchase } from './newest-state';
import { NewestTool } from './newest-tool';
import './newest.css';

export interface NewestPageData {
  member: boolean;
  /** The member holds the tool now (wallet entitlement). */
  available: boolean;
}

export function NewestPage({ data }: { data: NewestPageData }) {
  const [available, setAvailable] = useState(data.available);
  const [purchased, setPurchased] = useState<NewestSwitches | null>(null);

  const opened = useCallback((justPaid: boolean) => {
    if (justPaid) {
      const switches = switchesAfterPurchase();
      writeSwitches(switches);
      writeFlag('visible', true);
      setPurchased(switches);
    }
    setAvailable(true);
  }, []);
  const locked = useCallback(() => setAvailable(false), []);

  if (!data.member) return <LoginNeeded title="登录后使用最新帖子工具" />;
  if (!available) return <NewestGate onOpened={opened} />;
  return <NewestTool initialSwitches={purchased} onLocked={locked} />;
}
