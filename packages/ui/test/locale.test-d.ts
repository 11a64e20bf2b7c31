import { describe, expectTypeOf, it } from 'vitest';
import { en, type Locale } from '../src/index';
import ar from '../src/locales/ar';
import de from '../src/locales/de';
import es from '../src/locales/es';
import fr from '../src/locales/fr';
import he from '../src/locales/he';
import italian from '../src/locales/it';
import ja from '../src/locales/ja';
import ko from '../src/locales/ko';
import nl from '../src/locales/nl';
import ptBR from '../src/locales/pt-BR';
import zhCN from '../src/locales/zh-CN';

const { common } = en.messages;
/** One section of a locale, as `Locale` types it. */
type Common = Locale['messages']['common'];

// The objects below are not annotated, so each check can fail: the shipped locales are written with `satisfies Locale`
// and keep their own type, which these compare with `Locale`.
describe('a locale is typed data', () => {
  it('takes the shipped locales and English', () => {
    expectTypeOf(de).toExtend<Locale>();
    expectTypeOf(ar).toExtend<Locale>();
    expectTypeOf(he).toExtend<Locale>();
    expectTypeOf(es).toExtend<Locale>();
    expectTypeOf(fr).toExtend<Locale>();
    expectTypeOf(italian).toExtend<Locale>();
    expectTypeOf(ptBR).toExtend<Locale>();
    expectTypeOf(nl).toExtend<Locale>();
    expectTypeOf(ja).toExtend<Locale>();
    expectTypeOf(zhCN).toExtend<Locale>();
    expectTypeOf(ko).toExtend<Locale>();
    expectTypeOf(en).toExtend<Locale>();
    expectTypeOf(de.dir).toEqualTypeOf<'ltr'>();
    expectTypeOf(ar.dir).toEqualTypeOf<'rtl'>();
    expectTypeOf(he.dir).toEqualTypeOf<'rtl'>();
  });

  it('refuses a locale missing a key', () => {
    const { close: _dropped, ...withoutClose } = common;
    const missing = { ...en, messages: { ...en.messages, common: withoutClose } };
    expectTypeOf(missing).not.toExtend<Locale>();
    const { approve: _approve, ...withoutApprove } = de.messages.toolApproval;
    expectTypeOf({ ...de, messages: { ...de.messages, toolApproval: withoutApprove } }).not.toExtend<Locale>();
  });

  it('lets a locale leave out the formatters, which English runs with the active tag', () => {
    const { date: _date, dateTime: _dateTime, number: _number, ...withoutFormatters } = en.messages.toolApproval;
    expectTypeOf({ ...en, messages: { ...en.messages, toolApproval: withoutFormatters } }).toExtend<Locale>();
    expectTypeOf(de.messages.toolApproval).not.toHaveProperty('date');
  });

  it('refuses a locale with a key the kit does not have', () => {
    // @ts-expect-error -- common.closeAll is not a message
    const extra: Common = { ...common, closeAll: 'Close all' };
    expectTypeOf(extra).toEqualTypeOf<Common>();
  });

  it('refuses a message function taking other values', () => {
    expectTypeOf({ ...common, requestId: (id: number) => `${id}` }).not.toExtend<Common>();
    expectTypeOf({ ...common, requestId: (id: string, at: string) => id + at }).not.toExtend<Common>();
    // A message with values is a function, not a string glued to them.
    expectTypeOf({ ...common, requestId: 'Request ID:' }).not.toExtend<Common>();
    // Messages that show a number take the active tag, to write it as the language does.
    expectTypeOf<Locale['messages']['picker']['resultCount']>().parameters.toEqualTypeOf<[count: number, locale: string]>();
  });

  it('refuses a direction other than ltr and rtl', () => {
    expectTypeOf({ ...de, dir: 'ttb' as const }).not.toExtend<Locale>();
  });
});
