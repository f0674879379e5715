import type { MxlGrouped, MxlScalar, MxlValue } from './mxl-value';

/**
 * Applies a scalar function across per-commitment values: a scalar argument counts the
 * same for every commitment. All grouped values of one evaluation share one ledger, so
 * they line up by position.
 */
export function broadcast(
  args: readonly MxlValue[],
  apply: (scalars: MxlScalar[]) => MxlScalar,
): MxlValue {
  const grouped = args.find((arg): arg is MxlGrouped => arg.kind === 'grouped');
  if (!grouped) return apply(args as MxlScalar[]);
  const values: MxlScalar[] = new Array<MxlScalar>(grouped.values.length);
  const scalars: MxlScalar[] = new Array<MxlScalar>(args.length);
  for (let i = 0; i < values.length; i += 1) {
    for (let a = 0; a < args.length; a += 1) {
      const arg = args[a] as MxlValue;
      scalars[a] = arg.kind === 'grouped' ? (arg.values[i] as MxlScalar) : arg;
    }
    values[i] = apply(scalars);
  }
  return { kind: 'grouped', commitmentIds: grouped.commitmentIds, values };
}

export function broadcast1(arg: MxlValue, apply: (scalar: MxlScalar) => MxlScalar): MxlValue {
  if (arg.kind !== 'grouped') return apply(arg);
  return { kind: 'grouped', commitmentIds: arg.commitmentIds, values: arg.values.map(apply) };
}

export function broadcast2(
  left: MxlValue,
  right: MxlValue,
  apply: (left: MxlScalar, right: MxlScalar) => MxlScalar,
): MxlValue {
  if (left.kind !== 'grouped' && right.kind !== 'grouped') return apply(left, right);
  return broadcast([left, right], ([a, b]) => apply(a as MxlScalar, b as MxlScalar));
}
