// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FormField } from '../../../src/app/components/form-field';
import { SearchableSelect, SEARCHABLE_AFTER } from '../../../src/app/components/SearchableSelect';

const optionsOf = (count: number) =>
  Array.from({ length: count }, (_, i) => ({ value: `v${i + 1}`, label: `Option ${i + 1}` }));

function Field({ count, chosen }: { count: number; chosen: string[] }) {
  return (
    <FormField id="pick" label="Pick one" hint="Any of them" errors={['Choose an option']}>
      <SearchableSelect
        id="pick"
        value=""
        placeholder="Choose"
        options={optionsOf(count)}
        invalid
        onValueChange={(value) => chosen.push(value)}
      />
    </FormField>
  );
}

afterEach(cleanup);

describe('SearchableSelect in a form field (issue 23)', () => {
  it('draws one plain select up to ten options, described by its hint and error', () => {
    const chosen: string[] = [];
    const { container } = render(<Field count={SEARCHABLE_AFTER} chosen={chosen} />);
    expect(container.querySelectorAll('select')).toHaveLength(1);
    const select = screen.getByRole('combobox', { name: 'Pick one' });
    expect(select.tagName).toBe('SELECT');
    expect(select.getAttribute('aria-describedby')).toBe('pick-hint pick-error');
    expect(select.getAttribute('aria-invalid')).toBe('true');
    // The placeholder and the ten options.
    expect(screen.getAllByRole('option')).toHaveLength(11);
    fireEvent.change(select, { target: { value: 'v3' } });
    expect(chosen).toEqual(['v3']);
  });

  it('past ten options is a searchable input, described by its hint and error too', () => {
    const { container } = render(<Field count={SEARCHABLE_AFTER + 1} chosen={[]} />);
    expect(container.querySelectorAll('select')).toHaveLength(0);
    const input = screen.getByRole('combobox', { name: 'Pick one' });
    expect(input.tagName).toBe('INPUT');
    expect(input.getAttribute('aria-describedby')).toBe('pick-hint pick-error');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('placeholder')).toBe('Choose');
  });
});
