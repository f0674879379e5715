import type { MxlNode } from './mxl-node';

/** The tree without source offsets, for comparing trees parsed from different layouts. */
export function withoutPositions(node: MxlNode): MxlNode {
  const copy: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) {
    if (key === 'from' || key === 'to') continue;
    if (Array.isArray(value)) copy[key] = value.map((item: MxlNode) => withoutPositions(item));
    else if (value !== null && typeof value === 'object')
      copy[key] = withoutPositions(value as MxlNode);
    else copy[key] = value;
  }
  return copy as MxlNode;
}
