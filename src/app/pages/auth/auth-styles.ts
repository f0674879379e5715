import { css } from 'styled-system/css';

export const authPage = css({
  minH: '100vh',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  bg: '#eef1f5',
});
export const authCard = css({
  bg: 'white',
  p: '8',
  borderRadius: '10px',
  w: '400px',
  boxShadow: 'md',
});
export const authTitle = css({ fontSize: '2xl', fontWeight: 'bold', color: 'brand', mb: '1' });
export const authLead = css({ color: 'gray.600', mb: '6' });
export const label = css({ display: 'block', fontWeight: 'medium', mb: '1' });
export const input = css({
  w: '100%',
  h: '38px',
  px: '3',
  border: '1px solid',
  borderColor: 'gray.300',
  borderRadius: '6px',
  _focus: { outline: '2px solid', outlineColor: 'blue.500' },
  '&[aria-invalid=true]': { borderColor: 'red.500' },
});
export const fieldError = css({ color: 'red.700', fontSize: 'sm', mt: '1' });
export const formAlert = css({ color: 'red.700', mb: '4' });
export const fullWidth = css({ w: '100%', justifyContent: 'center', mb: '2' });
export const linkButton = css({
  color: 'blue.700',
  textDecoration: 'underline',
  cursor: 'pointer',
  bg: 'transparent',
  border: 'none',
  p: '0',
  fontSize: 'sm',
});
export const field = css({ mb: '4' });
