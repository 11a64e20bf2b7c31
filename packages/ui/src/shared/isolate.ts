/**
 * A value inserted in a sentence (an app's or account's name), isolated from
 * the text around it (U+2068 FIRST STRONG ISOLATE … U+2069 POP DIRECTIONAL
 * ISOLATE), so a Latin name in an Arabic sentence keeps its own order ("C++",
 * not "++C") and an Arabic name does not reorder an English one. Invisible.
 */
export const isolate = (value: string): string => `\u2068${value}\u2069`;
