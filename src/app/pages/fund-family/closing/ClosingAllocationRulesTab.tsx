import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import { css } from 'styled-system/css';
import type { Closing } from '../../../../api/fund-structure';
import { card } from '../../../components/page-styles';
import { inputClass } from '../../../components/form-field';
import { apiErrorOf } from '../../../lib/api-client';
import { toaster } from '../../../lib/toaster';
import { usePermissions } from '../../../lib/use-permissions';
import {
  allocationRuleQueries,
  useSetClosingAllocationRule,
} from '../../../queries/allocation-rule-queries';
import { AllocationResultTable } from '../../structure/AllocationResultTable';
import { formatDate } from '../../../lib/date-display';

/**
 * Spec §2 closing tab "closing allocation rules": which rule graph the closing's allocations
 * use, its rules on the closing date, and how $1,000,000.00 allocated that day would split with
 * this closing's commitments admitted. A draft closing can pick another graph.
 */
export function ClosingAllocationRulesTab({ closing }: { closing: Closing }) {
  const { data: rule, error } = useQuery(
    allocationRuleQueries.closingRule(closing.fund_family_id, closing.id),
  );
  const { data: graphs = [] } = useQuery(allocationRuleQueries.list(closing.fund_family_id));
  const pick = useSetClosingAllocationRule(closing.fund_family_id, closing.id);
  const { can } = usePermissions();
  if (error) return <p role="alert">{error.message}</p>;
  if (!rule) return <p className={css({ color: 'gray.500' })}>Loading…</p>;
  return (
    <section className={card}>
      <div className={css({ display: 'flex', gap: '6', alignItems: 'flex-end', mb: '4' })}>
        <label className={css({ display: 'block', flex: '1' })}>
          <span className={css({ display: 'block', fontWeight: 'medium', mb: '1' })}>
            Allocation rule graph
          </span>
          <select
            className={inputClass}
            value={rule.allocation_rule_graph_id ?? ''}
            disabled={!rule.can_change || !can('write') || pick.isPending}
            onChange={(event) =>
              pick
                .mutateAsync(event.target.value || null)
                .catch(async (failure: unknown) =>
                  toaster.create({ type: 'error', title: (await apiErrorOf(failure)).message }),
                )
            }
          >
            <option value="">Default: pro rata by commitment</option>
            {graphs.map((g) => (
              <option key={g.id} value={g.id}>
                {g.name}
              </option>
            ))}
          </select>
        </label>
        <Link
          href={`/fund-family/${closing.fund_family_id}/structure`}
          className={css({ color: 'blue.700', fontSize: 'sm', pb: '2' })}
        >
          Allocation rule graphs →
        </Link>
      </div>
      <p className={css({ color: 'gray.700', mb: '2' })}>
        <strong data-testid="closing-rule-name">{rule.name}</strong>
        {rule.effective_date ? `, rules effective ${formatDate(rule.effective_date)}` : ''}
        {rule.can_change ? '' : ' (kept: only a draft closing can change its rules)'}
      </p>
      <ul className={css({ mb: '4', pl: '5', listStyle: 'disc', fontSize: 'sm' })}>
        {rule.rule_lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <p
        className={css({ fontSize: 'sm', color: 'gray.600', mb: '4' })}
        data-testid="closing-rule-effect"
      >
        {rule.allocation_rule_graph_id
          ? 'The capital and non-capital equalization refunds follow these rules: each existing partner gets back what admitting this closing’s commitments takes from its share under them.'
          : 'Without rules picked, each fund entity’s existing partners get the equalization refunds of their own entity.'}
      </p>
      {/* h2: the tab's sections sit straight under the closing's h1 (issue 23). */}
      <h2 className={css({ fontWeight: 'semibold', mb: '2' })}>
        $1,000,000.00 allocated on {formatDate(closing.closing_date)}
      </h2>
      {rule.preview.rows.length === 0 ? (
        <p className={css({ color: 'gray.600' })}>No commitments yet to allocate to.</p>
      ) : (
        <AllocationResultTable
          result={rule.preview}
          label="Closing allocation preview"
          tableKey="closing-allocation-preview"
        />
      )}
    </section>
  );
}
