import { cva } from 'styled-system/css';

export const button = cva({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: '1.5',
    px: '3',
    h: '34px',
    borderRadius: '6px',
    fontWeight: 'medium',
    cursor: 'pointer',
    border: '1px solid transparent',
    _disabled: { opacity: 0.55, cursor: 'not-allowed' },
    _focusVisible: { outline: '2px solid', outlineColor: 'blue.500', outlineOffset: '1px' },
  },
  variants: {
    variant: {
      primary: { bg: 'brand', color: 'white', _hover: { bg: '#16294a' } },
      secondary: {
        bg: 'white',
        color: 'gray.800',
        borderColor: 'gray.300',
        _hover: { bg: 'gray.50' },
      },
      danger: { bg: 'red.600', color: 'white', _hover: { bg: 'red.700' } },
      ghost: { bg: 'transparent', color: 'inherit', _hover: { bg: 'rgba(255,255,255,0.12)' } },
    },
  },
  defaultVariants: { variant: 'primary' },
});
