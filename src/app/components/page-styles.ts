import { css } from 'styled-system/css';

export const page = css({ maxW: '1200px', mx: 'auto', px: '6', py: '6' });
export const pageTitle = css({
  fontSize: '2xl',
  fontWeight: 'semibold',
  color: 'gray.900',
  mb: '4',
});
export const card = css({
  bg: 'white',
  borderRadius: '8px',
  border: '1px solid',
  borderColor: 'gray.200',
  p: '5',
});
export const tableStyle = css({
  w: '100%',
  borderCollapse: 'collapse',
  '& th': {
    textAlign: 'left',
    fontWeight: 'semibold',
    color: 'gray.600',
    fontSize: 'xs',
    textTransform: 'uppercase',
    letterSpacing: '0.04em',
    py: '2',
    px: '3',
    borderBottom: '1px solid',
    borderColor: 'gray.200',
  },
  '& td': { py: '2.5', px: '3', borderBottom: '1px solid', borderColor: 'gray.100' },
});

/** A list page: its table, and beside it the form that adds to the list. */
export const listBesideForm = css({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) 340px',
  gap: '5',
  alignItems: 'start',
});
