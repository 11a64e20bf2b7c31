import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const STYLES = resolve(import.meta.dirname, '../src/styles');

/**
 * The physical `left`/`right` declarations the stylesheets may keep, each with
 * why it reads the same in both directions. Any other one fails: write it with
 * logical properties (`inset-inline-start`, `margin-inline-end`,
 * `padding-inline`, `border-inline-start`, `text-align: start`), which mirror
 * under `dir="rtl"`.
 */
const EXCEPTIONS = [
  // The dialogs centred on the screen: `left: 50%` with translate(-50%, -50%) is the middle in either direction.
  'connectModal.css: left: 50%',
  // The 44 px touch target centred on an 18 px checkbox, the same way.
  'responsive.css: left: 50%',
  // A select's chevron drawn with two borders turned 45°: it points down, and its shape is not a side.
  'shared.css: border-right: 1.8px solid var(--pb-color-text-muted)',
  // A checkbox's tick, drawn the same way: a tick is not mirrored in right-to-left scripts.
  'triggerForm.css: left: 4.5px',
  'triggerForm.css: border-right: 2px solid var(--pb-color-primary-text)',
];

/** A declaration that names a physical side: a property (`margin-left`, `right`, `border-right-color`) or a value (`text-align: left`, `background-position: right 8px center`). */
const PHYSICAL =
  /^(?:(?:margin|padding|border|scroll-margin|scroll-padding)-(?:left|right)(?:-[a-z]+)?\s*:|(?:left|right)\s*:|(?:text-align|float|clear)\s*:\s*(?:left|right)\b|background(?:-position(?:-x)?)?\s*:.*\b(?:left|right)\b)/;
/** A horizontal move, which points the same way in both directions. */
const TRANSLATE_X = /\btranslateX\(|\btranslate3d\(|\btranslate\(\s*(?!-50%)[^,)]+,/;
/** A box shorthand: its values give the right side second and the left fourth. */
const SHORTHAND = /^(?:margin|padding|inset|border-width|border-color|border-style|scroll-margin|scroll-padding)\s*:\s*(.+)$/;
/** Corner radii: top-left, top-right, bottom-right, bottom-left. */
const RADIUS = /^border-radius\s*:\s*([^/]+)$/;

/** The values of a shorthand, split at the spaces outside parentheses (`0 calc(a + b)` is two). */
function valuesOf(text: string): string[] {
  const values = [''];
  let depth = 0;
  for (const char of text.trim()) {
    depth += char === '(' ? 1 : char === ')' ? -1 : 0;
    if (depth === 0 && /\s/.test(char)) {
      if (values.at(-1) !== '') values.push('');
    } else values[values.length - 1] += char;
  }
  return values;
}

/** A shorthand whose sides or corners differ between left and right (`padding: 0 40px 0 38px`, `border-radius: 4px 0 0 4px`). */
function uneven(declaration: string): boolean {
  const box = SHORTHAND.exec(declaration)?.[1];
  if (box) {
    const [, right, , left] = valuesOf(box);
    return left !== undefined && left !== right;
  }
  const corners = RADIUS.exec(declaration)?.[1];
  if (!corners) return false;
  const [topLeft, topRight, bottomRight, bottomLeft] = valuesOf(corners);
  // Two values pair opposite corners, which mirror into each other; three give bottom-left the top-right's.
  if (topRight === undefined || bottomRight === undefined) return false;
  return topLeft !== topRight || bottomRight !== (bottomLeft ?? topRight);
}

/** The declarations of a stylesheet, comments dropped and each on one line, however it was split: `property: value`. */
function declarationsOf(css: string): string[] {
  const declarations: string[] = [];
  // A segment ended by `{` is a selector; by `;` or `}`, a declaration.
  for (const [, text, end] of css.replace(/\/\*[\s\S]*?\*\//g, '').matchAll(/([^;{}]*)([;{}])/g)) {
    const declaration = text!.replace(/\s+/g, ' ').trim();
    if (end !== '{' && declaration) declarations.push(declaration);
  }
  return declarations;
}

/** The declarations of `css` that would not mirror under `dir="rtl"`. */
function physicalDeclarations(css: string): string[] {
  return declarationsOf(css).filter((declaration) => PHYSICAL.test(declaration) || uneven(declaration) || TRANSLATE_X.test(declaration));
}

function physicalInStylesheets(): string[] {
  const found: string[] = [];
  for (const file of readdirSync(STYLES)
    .filter((name) => name.endsWith('.css'))
    .sort()) {
    for (const declaration of physicalDeclarations(readFileSync(resolve(STYLES, file), 'utf8'))) found.push(`${file}: ${declaration}`);
  }
  return found;
}

describe("the kit's stylesheets", () => {
  it('lay out with logical properties, which mirror right to left, but for the listed exceptions', () => {
    expect(physicalInStylesheets()).toEqual(EXCEPTIONS);
  });

  it('catch a declaration split across lines, uneven box and corner shorthands, horizontal moves and side positions', () => {
    const css = `.a {
      margin-left:
        4px;
      padding: 0
        40px 0 38px;
      border-radius: 4px 0 0 4px;
      border-color: red blue red green;
      border-style: solid none solid dashed;
      border-width: 1px 2px 1px 3px;
      transform: translateX(4px);
      background-position: right 8px center;
    }
    .b { border-radius: 4px 4px 0 0; border-color: red blue; border-width: 1px 2px 1px 2px; transform: translate(-50%, -50%); background-position: center; }`;
    expect(physicalDeclarations(css)).toEqual([
      'margin-left: 4px',
      'padding: 0 40px 0 38px',
      'border-radius: 4px 0 0 4px',
      'border-color: red blue red green',
      'border-style: solid none solid dashed',
      'border-width: 1px 2px 1px 3px',
      'transform: translateX(4px)',
      'background-position: right 8px center',
    ]);
  });
});
