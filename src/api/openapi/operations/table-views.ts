import { createTableViewSchema, updateTableViewSchema } from '../../table-views';
import { op, type Operation } from './operation';

export const tableViewsOperations: Operation[] = [
  op('GET', '/api/table-views', 'Saved table views'),
  op('POST', '/api/table-views', 'Save a table view', { body: createTableViewSchema }),
  op('GET', '/api/table-views/:viewId', 'One saved table view'),
  op('PUT', '/api/table-views/:viewId', 'Change a saved table view', {
    body: updateTableViewSchema,
  }),
  op('POST', '/api/table-views/:viewId', 'Favourite or unfavourite a saved table view'),
  op('DELETE', '/api/table-views/:viewId', 'Delete a saved table view'),
];
