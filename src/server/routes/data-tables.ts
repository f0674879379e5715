import { Hono } from 'hono';
import type { AppEnv } from '../app-env';
import { auditLogTableDataRoutes } from './audit-log-table-data';
import { closingTableDataRoutes } from './closing-table-data';
import { commitmentInformationTableDataRoutes } from './commitment-information-table-data';
import { fundFamilyTableDataRoutes } from './fund-family-table-data';
import { investorTableDataRoutes } from './investor-table-data';
import { tableViewRoutes } from './table-views';
import { testDataRoutes } from './test-data';
import { transactionPivotRoutes } from './transactions-pivot';

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
