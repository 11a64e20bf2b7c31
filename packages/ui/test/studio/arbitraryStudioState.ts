import fc from 'fast-check';
import { toHex } from '../../stories/studio/colorMath';
import type { StudioState } from '../../stories/studio/studioState';
import { COLOR_TOKENS, SHARED_TOKENS } from '../../stories/studio/studioTokens';
import { formatNumber } from '../../stories/studio/tokenValue';

const byte = fc.integer({ min: 0, max: 255 });
const hexColor = fc.tuple(byte, byte, byte).map(([r, g, b]) => toHex({ r, g, b, a: 1 }));

/** A value each token's control could give. */
const sharedValue = (token: (typeof SHARED_TOKENS)[number]) => {
  const { control } = token;
  if (control.type === 'select') return fc.constantFrom(...control.options.map((option) => option.value));
  if (control.type !== 'slider') throw new Error(token.property);
  const steps = Math.round((control.max - control.min) / control.step);
  return fc.integer({ min: 0, max: steps }).map((step) => `${formatNumber(control.min + step * control.step)}${control.unit}`);
};

const colorEdits = fc
  .subarray([...COLOR_TOKENS])
  .chain((tokens) =>
    fc.tuple(...tokens.map((token) => hexColor.map((value) => [token.property, value] as const))).map((entries) => Object.fromEntries(entries)),
  );

/** Any state the studio could be in: a name as typed, a brand, colours and tokens set by hand. */
export const arbitraryStudioState: fc.Arbitrary<StudioState> = fc.record({
  name: fc.string({ maxLength: 30 }),
  brand: hexColor,
  colors: fc.record({ light: colorEdits, dark: colorEdits }),
  tokens: fc
    .subarray([...SHARED_TOKENS])
    .chain((tokens) =>
      fc
        .tuple(...tokens.map((token) => sharedValue(token).map((value) => [token.property, value] as const)))
        .map((entries) => Object.fromEntries(entries)),
    ),
});
