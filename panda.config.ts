import { defineConfig } from '@pandacss/dev';

export default defineConfig({
  preflight: true,
  include: ['./src/app/**/*.{ts,tsx}'],
  exclude: [],
  jsxFramework: 'react',
  outdir: 'styled-system',
  theme: {
    extend: {
      tokens: {
        colors: {
          brand: { value: '#1d3557' },
          internal: { value: '#5b2a86' },
          eggplant: { value: '#614051' },
        },
      },
    },
  },
});
