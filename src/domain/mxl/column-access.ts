import { Dec } from '../money';
import * as ops from './arithmetic';
import { broadcast1 } from './broadcast';
import { dayNumber } from './calendar';
import { MxlEvaluationError } from './mxl-evaluation-error';
import type { MxlEvaluatorInput } from './mxl-evaluator-types';
import { MXL_NULL, describeKind, type MxlScalar, type MxlValue } from './mxl-value';

export function scalarOnly(value: MxlValue): MxlScalar {
  if (value.kind === 'grouped') throw new MxlEvaluationError('Nested per-commitment value');
  return value;
}

/** Column access: fields of @, start/end/days of a period, year/month/day/quarter of a date. */
export function member(value: MxlValue, column: string): MxlValue {
  if (value.kind === 'grouped')
    return broadcast1(value, (item) => scalarOnly(member(item, column)));
  if (value.kind === 'record') {
    const field = value.fields.get(column);
    if (!field) throw new MxlEvaluationError(`No column "${column}" on @`);
    return field;
  }
  if (value.kind === 'period') {
    if (column === 'start') return value.start === null ? MXL_NULL : date(value.start);
    if (column === 'end') return date(value.end);
    if (column === 'days') {
      return value.start === null
        ? MXL_NULL
        : ops.decimal(new Dec(dayNumber(value.end) - dayNumber(value.start) + 1));
    }
  }
  if (value.kind === 'date') {
    const [year, month, day] = value.value.split('-').map(Number) as [number, number, number];
    const parts: Record<string, number> = { year, month, day, quarter: Math.ceil(month / 3) };
    const part = parts[column];
    if (part !== undefined) return ops.decimal(new Dec(part));
  }
  if (value.kind === 'null') return MXL_NULL;
  throw new MxlEvaluationError(`No column "${column}" on ${describeKind(value)}`);
}

function date(value: string): MxlScalar {
  return { kind: 'date', value };
}

/** `@`: the evaluation's own context, so a formula can read its dates and whose it is. */
export function selfRecord(input: MxlEvaluatorInput, perCommitment: boolean): MxlScalar {
  const { as_of, period_start = null, period_end = null } = input.timePeriod;
  const end = period_end ?? as_of;
  const ids = input.ledger.commitmentIds;
  const fields = new Map<string, MxlValue>([
    ['as_of', date(as_of)],
    ['period_start', period_start === null ? MXL_NULL : date(period_start)],
    ['period_end', date(end)],
    ['period', { kind: 'period', start: period_start, end }],
    ['fund_entity_id', { kind: 'string', value: input.ledger.fundEntityId }],
    [
      'commitment_entity_id',
      perCommitment
        ? {
            kind: 'grouped',
            commitmentIds: ids,
            values: ids.map((id) => ({ kind: 'string', value: id })),
          }
        : MXL_NULL,
    ],
  ]);
  return { kind: 'record', fields };
}
