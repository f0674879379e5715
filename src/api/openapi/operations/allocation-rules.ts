import { allocationRuleGraphSchema, allocationsPlaygroundSchema } from '../../allocation-rules';
import { op, type Operation } from './operation';

export const allocationRulesOperations: Operation[] = [
  op(
    'GET',
    '/api/fund-family/:fundFamilyId/allocation-rule-graphs/',
    'Allocation rule graphs of the fund family',
  ),
  op(
    'POST',
    '/api/fund-family/:fundFamilyId/allocation-rule-graphs/',
    'Create an allocation rule graph',
    { body: allocationRuleGraphSchema },
  ),
  op(
    'GET',
    '/api/fund-family/:fundFamilyId/allocation-rule-graphs/:graphId/',
    'One allocation rule graph',
  ),
  op(
    'POST',
    '/api/fund-family/:fundFamilyId/allocation-rule-graphs/:graphId/preview-edit/',
    'Preview an edit to an allocation rule graph',
    { body: allocationRuleGraphSchema },
  ),
  op(
    'PUT',
    '/api/fund-family/:fundFamilyId/allocation-rule-graphs/:graphId/',
    'Change an allocation rule graph',
    { body: allocationRuleGraphSchema },
  ),
  op(
    'POST',
    '/api/fund-family/:fundFamilyId/allocations-playground/',
    'Try an allocation rule on sample amounts',
    { body: allocationsPlaygroundSchema },
  ),
];
