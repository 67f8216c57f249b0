/** A labelled on/off switch (声音提醒, 语音播报): kit-free, since antd's Switch has no stylesheet here. */
export function NewestSwitch({ label, on, onToggle }: { label: string; on: boolean; onToggle(): void }) {
  return (
    <button type="button" role="switch" aria-checked={on} className="newest-switch" onClick={onToggle}>
      <span className="newest-switch-track" aria-hidden="true">
        <span className="newest-switch-knob" />
      </span>
      {label}
    </button>
  );
}
