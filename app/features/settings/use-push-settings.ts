/**
 * 推送设置's state for both sites: the member's choices read from the server, each change shown at once
 * and saved; a failed save puts the choices back. Only the latest save's answer is kept, so quick taps
 * whose answers arrive out of order cannot undo the last one.
 */
import { useEffect, useRef, useState } from 'react';
import { loadPushSettings, savePushSettings } from './push-settings';

/** `enabled` is null until the server has answered. */
export function usePushSettings() {
  const [enabled, setEnabled] = useState<number[] | null>(null);
  const latestSave = useRef(0);

  useEffect(() => {
    let live = true;
    loadPushSettings()
      .then((types) => live && setEnabled(types))
      .catch(() => {});
    return () => {
      live = false;
    };
  }, []);

  const change = (values: number[]) => {
    const previous = enabled;
    const save = ++latestSave.current;
    setEnabled(values);
    savePushSettings(values)
      .then((saved) => save === latestSave.current && setEnabled(saved))
      .catch(() => save === latestSave.current && setEnabled(previous));
  };

  return { enabled, change };
}
