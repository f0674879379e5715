import type { MachineName } from '../machines';
import type { DeclaredPath } from '../machines/declared-path';
import { closingDiscardPath, closingRejectPath } from './closing-reject-discard.paths';
import { transferProcessNowPath } from './transfers.paths';

/**
 * Every machine path an e2e spec walks (each spec's own list, which it follows step by step
 * with walkMachinePath): the workflows page's "covered by the e2e specs" and `npm run paths
 * -- <machine> --kind e2e` read them here. A spec that walks a machine adds its paths here.
 */
export const e2eMachinePaths: readonly DeclaredPath<MachineName>[] = [
  closingRejectPath,
  closingDiscardPath,
  transferProcessNowPath,
];

/** The e2e paths of one machine. */
export const e2ePathsOf = (name: MachineName): DeclaredPath<MachineName>[] =>
  e2eMachinePaths.filter((path) => path.machine === name);
