export { basicFormulaToMxl, type BasicFormulaCode } from './basic-formula';
export { checkMxl, describeMxlProblem, type MxlCheckNames, type MxlProblem } from './check-mxl';
export type { CalculationFilters } from './calculation-filters';
export { covers, formulaInEffect, type Dated } from './definition-in-effect';
export { createMxlEvaluator, evaluateMxl } from './evaluate-mxl';
export { formatMxl } from './format-mxl';
export {
  INVESTMENT_TYPES,
  SECURITY_TYPES,
  indexLedger,
  type IndexLedgerInput,
  type InvestmentType,
  type LedgerRow,
  type MxlLedger,
  type SecurityType,
} from './ledger-index';
export { MXL_BUILTINS, findMxlBuiltin, mxlArityProblem, type MxlBuiltin } from './mxl-builtins';
export { MxlEvaluationError } from './mxl-evaluation-error';
export type {
  MxlCalculation,
  MxlEvaluation,
  MxlEvaluator,
  MxlEvaluatorInput,
  MxlSubCalculation,
  MxlTimePeriod,
  TransactionCodeList,
} from './mxl-evaluator-types';
export type { MxlBinaryOperator, MxlNode, MxlSpan, MxlUnaryOperator } from './mxl-node';
export type { MxlGrouped, MxlScalar, MxlValue } from './mxl-value';
export { parseMxl, type MxlParseError, type MxlParseResult } from './parse-mxl';
export { MXL_INDENT, MXL_LINE_WIDTH, printMxl } from './print-mxl';
export {
  findCalculationCycle,
  findReferenceCycle,
  formatReferenceCycle,
  mxlReferencedNames,
  type GraphCalculation,
} from './reference-cycle';
export { MXL_TIME_UNITS, MXL_TIME_UNIT_WORDS, type MxlTimeUnit } from './time-unit';
export { MXL_KEYWORDS, tokenizeMxl, type MxlToken, type MxlTokenKind } from './tokenize-mxl';
export { withoutPositions } from './without-positions';
