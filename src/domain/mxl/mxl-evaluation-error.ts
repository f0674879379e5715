import { DomainError } from '../domain-error';

/** A formula that parses but cannot be evaluated: wrong kinds, unknown names, cycles. */
export class MxlEvaluationError extends DomainError {
  constructor(message: string) {
    super(message, 'mxl_evaluation');
    this.name = 'MxlEvaluationError';
  }
}
