import { useQuery } from '@tanstack/react-query';
import { css } from 'styled-system/css';
import {
  pivotDimensions,
  pivotDimensionTitles,
  type PivotDimension,
  type PivotRequest,
} from '../../../api/pivot';
import { SearchableSelect } from '../../components/SearchableSelect';
import { fundFamilyQueries } from '../../queries/fund-family-queries';

const field = css({ display: 'flex', flexDirection: 'column', gap: '1', fontSize: 'sm' });
const dimensionOptions = pivotDimensions.map((d) => ({
  value: d,
  label: pivotDimensionTitles[d],
}));
const control = css({
  h: '32px',
  px: '2',
  border: '1px solid',
  borderColor: 'gray.300',
  borderRadius: '6px',
  bg: 'white',
});

/**
 * Group rows by (up to three levels), pivot on, filter by fund family, code and dates; the
 * measure is the capital amount.
 */
export function PivotControls({
  request,
  onChange,
}: {
  request: PivotRequest;
  onChange: (request: PivotRequest) => void;
}) {
  const groups = request.group_rows_by;
  const codeFilter = request.filters?.find((f) => f.field === 'transaction_code_config__name');
  const families = useQuery(fundFamilyQueries.list()).data ?? [];
  const familyOptions = families.map((f) => ({ value: f.id, label: f.name }));
  const setGroup = (level: number, value: string) => {
    const next = [...groups];
    if (value === '') next.splice(level);
    else next[level] = value as PivotDimension;
    onChange({ ...request, group_rows_by: next.length > 0 ? next : ['entity__legal_name'] });
  };
  return (
    <div
      className={css({
        display: 'flex',
        flexWrap: 'wrap',
        gap: '3',
        alignItems: 'flex-end',
        mb: '4',
      })}
    >
      {[0, 1, 2].map((level) =>
        level <= groups.length ? (
          <div key={level} className={field}>
            <label htmlFor={`pivot-group-${level}`}>
              {level === 0 ? 'Group rows by' : `Then by`}
            </label>
            <SearchableSelect
              id={`pivot-group-${level}`}
              className={control}
              value={groups[level] ?? ''}
              placeholder={level > 0 ? '—' : undefined}
              options={dimensionOptions}
              onValueChange={(value) => setGroup(level, value)}
            />
          </div>
        ) : null,
      )}
      <div className={field}>
        <label htmlFor="pivot-on">Pivot on</label>
        <SearchableSelect
          id="pivot-on"
          className={control}
          value={request.pivot_on ?? ''}
          placeholder="(none)"
          options={dimensionOptions}
          onValueChange={(value) =>
            onChange({ ...request, pivot_on: (value || null) as PivotDimension | null })
          }
        />
      </div>
      <div className={field}>
        <label htmlFor="pivot-fund-family">Fund family</label>
        <SearchableSelect
          id="pivot-fund-family"
          className={control}
          value={request.fund_family_ids?.[0] ?? ''}
          placeholder="All fund families"
          options={familyOptions}
          onValueChange={(value) => onChange({ ...request, fund_family_ids: value ? [value] : [] })}
        />
      </div>
      <label className={field}>
        Transaction codes
        <input
          className={control}
          placeholder="all codes (comma-separated)"
          defaultValue={codeFilter?.values.join(', ') ?? ''}
          key={codeFilter?.values.join(',') ?? ''}
          onBlur={(e) => {
            const values = e.target.value
              .split(',')
              .map((v) => v.trim())
              .filter(Boolean);
            const others = (request.filters ?? []).filter(
              (f) => f.field !== 'transaction_code_config__name',
            );
            onChange({
              ...request,
              filters:
                values.length > 0
                  ? [...others, { field: 'transaction_code_config__name', values }]
                  : others,
            });
          }}
        />
      </label>
      <label className={field}>
        From
        <input
          type="date"
          className={control}
          value={request.start_date ?? ''}
          onChange={(e) => onChange({ ...request, start_date: e.target.value || null })}
        />
      </label>
      <label className={field}>
        To
        <input
          type="date"
          className={control}
          value={request.end_date ?? ''}
          onChange={(e) => onChange({ ...request, end_date: e.target.value || null })}
        />
      </label>
      <span className={css({ fontSize: 'sm', color: 'gray.600', pb: '1.5' })}>
        Sum of capital amount
      </span>
    </div>
  );
}
