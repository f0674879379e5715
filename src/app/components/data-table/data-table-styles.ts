import { css } from 'styled-system/css';

export const badgeColors = {
  gray: { bg: '#eef0f3', fg: '#364152' },
  success: { bg: '#dcf5e6', fg: '#16663a' },
  warning: { bg: '#fdf0d5', fg: '#8a5a00' },
  error: { bg: '#fde2e1', fg: '#a3241d' },
  info: { bg: '#dcebfd', fg: '#1d4f91' },
  eggplant: { bg: '#efe3ea', fg: '#614051' },
} as const;

export const badgeStyle = css({
  display: 'inline-block',
  px: '2',
  py: '0.5',
  borderRadius: '999px',
  fontSize: 'xs',
  fontWeight: 'medium',
  lineHeight: '1.4',
});

export const toolbarButton = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '1',
  h: '30px',
  px: '2.5',
  borderRadius: '6px',
  border: '1px solid',
  borderColor: 'gray.300',
  bg: 'white',
  color: 'gray.800',
  fontSize: 'sm',
  cursor: 'pointer',
  _hover: { bg: 'gray.50' },
  _focusVisible: { outline: '2px solid', outlineColor: 'blue.500' },
  '&[aria-pressed=true]': { bg: 'blue.50', borderColor: 'blue.400' },
});

export const popover = css({
  position: 'absolute',
  zIndex: 30,
  bg: 'white',
  border: '1px solid',
  borderColor: 'gray.200',
  borderRadius: '8px',
  boxShadow: '0 8px 24px rgba(15, 23, 42, 0.14)',
  p: '2',
  maxW: '366px',
  maxH: '400px',
  overflowY: 'auto',
});

export const menuItem = css({
  display: 'flex',
  alignItems: 'center',
  gap: '2',
  w: '100%',
  textAlign: 'left',
  px: '2',
  py: '1.5',
  borderRadius: '4px',
  fontSize: 'sm',
  cursor: 'pointer',
  bg: 'transparent',
  border: 'none',
  _hover: { bg: 'gray.100' },
  _focusVisible: {
    bg: 'blue.50',
    outline: '2px solid',
    outlineColor: 'blue.600',
    outlineOffset: '-2px',
  },
});

export const cellInput = css({
  w: '100%',
  h: '32px',
  px: '2',
  border: '1px solid',
  borderColor: 'gray.300',
  borderRadius: '4px',
  bg: 'white',
  fontSize: 'sm',
  '&[aria-invalid=true]': { borderColor: 'red.500' },
});
