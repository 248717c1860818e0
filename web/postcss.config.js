// Panda CSS extracts the styles used in src/ through its PostCSS plugin (Vite runs PostCSS).
export default {
  plugins: {
    "@pandacss/dev/postcss": {},
  },
};
