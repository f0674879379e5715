import { css } from 'styled-system/css';

export function RememberDevice({
  days,
  checked,
  onChange,
}: {
  days: number;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <label className={css({ display: 'flex', gap: '2', alignItems: 'center', mb: '4' })}>
      <input type="checkbox" checked={checked} onChange={(e) => onChange(e.target.checked)} />
      Remember this device for {days} days
    </label>
  );
}
