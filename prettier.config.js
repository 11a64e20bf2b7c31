// Prettier, matched to the code as it was written: `pnpm format` / `pnpm format:check`.
/** @type {import('prettier').Config} */
export default {
  // Lines run long on purpose (one call, one object literal, one JSX element per line
  // where it reads): the 99th percentile of the code's line lengths is ~145 characters.
  printWidth: 150,
  singleQuote: true,
  semi: true,
  trailingComma: 'all',
  arrowParens: 'always',
  // Markup in html`` templates (the service's hosted pages) is output, not code: tests assert on it
  // byte for byte, so Prettier leaves embedded languages alone.
  embeddedLanguageFormatting: 'off',
  // Parses JavaScript and TypeScript with Oxc: the same output, checked in about three quarters of the CPU time.
  plugins: ['@prettier/plugin-oxc'],
};
