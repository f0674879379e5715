// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { DatePicker } from '../../../src/app/components/date-picker/DatePicker';

/** A caller that keeps the value, as the waterfall tab and the form cells do. */
function Field({ initial, seen }: { initial: string | null; seen: (string | null)[] }) {
  const [value, setValue] = useState(initial);
  const [invalid, setInvalid] = useState<string | null>(null);
  return (
    <>
      <DatePicker
        label="As of"
        value={value}
        onChange={(iso) => {
          seen.push(iso);
          setInvalid(null);
          setValue(iso);
        }}
        onInvalid={setInvalid}
      />
      <output data-testid="value">{value ?? ''}</output>
      <output data-testid="invalid">{invalid ?? ''}</output>
      <button type="button" onClick={() => setValue('2024-01-02')}>
        Load
      </button>
    </>
  );
}

const input = () => screen.getByRole<HTMLInputElement>('combobox', { name: 'As of' });

/** One key at a time, each appended to what the input shows after the last one. */
function typeKeys(text: string) {
  for (const key of text) fireEvent.change(input(), { target: { value: input().value + key } });
}

afterEach(cleanup);

describe('typing into the date picker', () => {
  it('keeps every key typed: 06/30/2025 stays 06/30/2025 (it was 06/30/202025)', () => {
    const seen: (string | null)[] = [];
    render(<Field initial={null} seen={seen} />);
    fireEvent.focus(input());
    typeKeys('06/30/2025');
    expect(input().value).toBe('06/30/2025');
    expect(screen.getByTestId('value').textContent).toBe('2025-06-30');
    // '06/30/20' is a date of its own on the way (M/d/yy), so it is given live, taken back at
    // '06/30/202' (not a date: the value typed over, none), then replaced.
    expect(seen).toEqual(['2020-06-30', null, '2025-06-30']);
  });

  it('does not rewrite typing over a value it already had', () => {
    render(<Field initial="2026-06-30" seen={[]} />);
    expect(input().value).toBe('06/30/2026');
    fireEvent.change(input(), { target: { value: '' } });
    typeKeys('12/31/2024');
    expect(input().value).toBe('12/31/2024');
    expect(screen.getByTestId('value').textContent).toBe('2024-12-31');
  });

  it('keeps text that is not a date, reports it on Enter and on leaving, and gives no date', () => {
    const seen: (string | null)[] = [];
    render(<Field initial={null} seen={seen} />);
    typeKeys('13/45/2020');
    expect(seen).toEqual([]);
    fireEvent.keyDown(input(), { key: 'Enter' });
    expect(screen.getByTestId('invalid').textContent).toBe('13/45/2020');
    expect(input().value).toBe('13/45/2020');
    fireEvent.blur(input());
    expect(input().value).toBe('13/45/2020');
    expect(screen.getByTestId('value').textContent).toBe('');
  });

  it('keeps unfinished text after a date passed on the way: 06/30/202 is not 06/30/2020', () => {
    const seen: (string | null)[] = [];
    render(<Field initial="2026-01-15" seen={seen} />);
    fireEvent.change(input(), { target: { value: '' } });
    typeKeys('06/30/202');
    // The date passed on the way is taken back: the value is the one typed over.
    expect(seen).toEqual(['2020-06-30', '2026-01-15']);
    expect(screen.getByTestId('value').textContent).toBe('2026-01-15');
    fireEvent.blur(input());
    expect(input().value).toBe('06/30/202');
    expect(screen.getByTestId('invalid').textContent).toBe('06/30/202');
    expect(screen.getByTestId('value').textContent).toBe('2026-01-15');
  });

  it('writes a two-digit year out in full once the typing is committed', () => {
    render(<Field initial={null} seen={[]} />);
    typeKeys('6/30/25');
    expect(input().value).toBe('6/30/25');
    fireEvent.keyDown(input(), { key: 'Enter' });
    expect(input().value).toBe('06/30/2025');
    expect(screen.getByTestId('value').textContent).toBe('2025-06-30');
  });

  it('shows a value that comes from outside when nobody is typing', () => {
    render(<Field initial={null} seen={[]} />);
    fireEvent.click(screen.getByRole('button', { name: 'Load' }));
    expect(input().value).toBe('01/02/2024');
  });
});
