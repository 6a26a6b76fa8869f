import type { Locale } from '@rlo/contract';
import type { LocaleContent } from './types';
import { enES } from './en_ES';
import { enFR } from './en_FR';
import { enUS } from './en_US';

/** Every guide in every locale; the Record type makes a missing locale a compile error. */
export const GUIDE_CONTENT: Record<Locale, LocaleContent> = { en_US: enUS, en_FR: enFR, en_ES: enES };
