/**
 * A value inserted in a sentence (an app's, tool's or task's name), isolated
 * from the text around it (U+2068 FIRST STRONG ISOLATE … U+2069 POP
 * DIRECTIONAL ISOLATE), so a Latin name in an Arabic sentence keeps its own
 * order and an Arabic name does not reorder an English one. Invisible. The
 * kit does the same for its own strings but does not export its helper.
 */
export const isolate = (value: string): string => `\u2068${value}\u2069`;
