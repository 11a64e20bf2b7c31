// Radix Dialog's exports map hides its package.json from TypeScript; the version guard reads it anyway.
declare module '@radix-ui/react-dialog/package.json' {
  const manifest: { version: string };
  export default manifest;
}
