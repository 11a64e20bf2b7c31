import { ar } from './ar';
import { de } from './de';
import { en } from './en';
import { es } from './es';
import { fr } from './fr';
import { he } from './he';
import type { HostedMessages } from './HostedMessages';
import type { HostedLocale } from '../../languages/localeTags';
import { it } from './it';
import { ja } from './ja';
import { ko } from './ko';
import { nl } from './nl';
import { ptBR } from './pt-BR';
import { zhCN } from './zh-CN';

/** The messages of each hosted locale (the tags and directions are in `localeTags.ts`, which loads none of them). */
export const HOSTED_LOCALES: Record<HostedLocale, HostedMessages> = {
  en,
  es,
  fr,
  de,
  it,
  'pt-BR': ptBR,
  nl,
  ja,
  'zh-CN': zhCN,
  ko,
  ar,
  he,
};
