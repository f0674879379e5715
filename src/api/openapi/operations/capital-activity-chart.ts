import {
  capitalActivityChartSchema,
  capitalActivityHistoryChartSchema,
} from '../../capital-activity-chart';
import { op, type Operation } from './operation';

/** The Capital Activity page's charts (issue 17; spec §7 "Fund family and events"). */
export const capitalActivityChartOperations: Operation[] = [
  op(
    'GET',
    '/api/fund-family/:fundFamilyId/capital-activity/chart',
    'What each completed event called (paid-in) and distributed, oldest first',
    { response: capitalActivityChartSchema },
  ),
  op(
    'GET',
    '/api/fund-family/:fundFamilyId/capital-activity/history/chart',
    "The fund family's cumulative contributed, distributed and unfunded by date",
    { response: capitalActivityHistoryChartSchema },
  ),
];
