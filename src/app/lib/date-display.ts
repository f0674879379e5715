// The one date display lives in the domain, so the server words its texts (event names,
// explanations) the same way the pages do; the pages keep importing it from here.
export { formatDate } from '../../domain/date-display';
