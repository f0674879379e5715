import type { MouseEvent } from 'react';
import { css } from 'styled-system/css';
import { focusPageHeading } from './page-heading-focus';

// Out of sight until focused: the first Tab of every page shows it at the top left.
const skipLink = css({
  position: 'absolute',
  left: '2',
  top: '-100px',
  zIndex: 100,
  px: '3',
  py: '2',
  bg: 'white',
  color: 'blue.800',
  fontWeight: 'semibold',
  borderRadius: '6px',
  boxShadow: 'lg',
  _focus: { top: '2', outline: '2px solid', outlineColor: 'blue.700' },
});

/** Issue 23: "Skip to main content", past the header and navigation to the page's heading. */
export function SkipLink() {
  const skip = (event: MouseEvent) => {
    // The page's heading, not a #hash: the router owns the address.
    event.preventDefault();
    focusPageHeading();
  };
  return (
    <a href="#main" className={skipLink} onClick={skip}>
      Skip to main content
    </a>
  );
}
