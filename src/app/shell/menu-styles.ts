import { css } from 'styled-system/css';

export const menuContent = css({
  bg: 'white',
  color: 'gray.800',
  borderRadius: '8px',
  border: '1px solid',
  borderColor: 'gray.200',
  boxShadow: 'lg',
  py: '1',
  minW: '200px',
  maxH: '400px',
  overflowY: 'auto',
  zIndex: 60,
  outline: 'none',
});

export const menuItem = css({
  display: 'flex',
  alignItems: 'center',
  gap: '2',
  px: '3',
  py: '2',
  cursor: 'pointer',
  '&[data-highlighted]': { bg: 'gray.100' },
});
