import { Hono } from 'hono';
import type { AppEnv } from '../app-env';
import { auditLogTableDataRoutes } from '../audit/audit-log-table-data-routes';
import { closingTableDataRoutes } from '../closing/closing-table-data-routes';
import { commitmentInformationTableDataRoutes } from '../commitment/commitment-information-table-data-routes';
import { fundFamilyTableDataRoutes } from '../fund-family/fund-family-table-data-routes';
import { investorTableDataRoutes } from '../investor/investor-table-data-routes';
import { tableViewRoutes } from './table-views-routes';
import { testDataRoutes } from '../test-data/test-data-routes';
import { transactionPivotRoutes } from '../ledger/transactions-pivot-routes';

/** Everything that feeds the shared data table: table data, saved views and the ledger pivot. */
export const dataTableRoutes = new Hono<AppEnv>()
  .route('/', tableViewRoutes)
  .route('/', transactionPivotRoutes)
  .route('/', fundFamilyTableDataRoutes)
  .route('/', auditLogTableDataRoutes)
  .route('/', investorTableDataRoutes)
  .route('/', commitmentInformationTableDataRoutes)
  .route('/', closingTableDataRoutes)
  .route('/', testDataRoutes);
