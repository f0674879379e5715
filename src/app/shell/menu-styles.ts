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
  // The highlighted item is where the arrow keys are: a ring, since a pale fill alone was
  // about 1.1:1 against the menu.
  '&[data-highlighted]': {
    bg: 'blue.50',
    outline: '2px solid',
    outlineColor: 'blue.600',
    outlineOffset: '-2px',
  },
});

/** The header's round icon buttons (assistant, audit log, general ledger, help). */
export const headerIconButton = css({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  w: '32px',
  h: '32px',
  borderRadius: '6px',
  color: 'white',
  cursor: 'pointer',
  bg: 'transparent',
  border: 'none',
  fontSize: 'md',
  _hover: { bg: 'rgba(255,255,255,0.15)' },
  _focusVisible: { outline: '2px solid white', outlineOffset: '-2px' },
});
