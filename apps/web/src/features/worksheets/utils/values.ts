import { WORKSHEET_NUMBER_MAX, WORKSHEET_TEXT_MAX, type Locale, type WorksheetFieldKind } from '@rlo/contract';
import { EMPTY_VALUE, hours, money, percent, roundHalfAway } from '@/lib/format';
import { languageTag } from '@/lib/locale';

// Worksheet values on the wire are cents (currency), seconds (hours) and points (percent); the user
// reads and types dollars, hours and percent.

const SCALE: Record<WorksheetFieldKind, number> = { currency: 100, hours: 3600, percent: 1, number: 1, text: 1 };

export function formatValue(type: WorksheetFieldKind, value: number | string | null, locale: Locale): string {
  if (value === null || value === '') return EMPTY_VALUE;
  if (typeof value === 'string') return value;
  if (type === 'currency') return money(value, locale);
  if (type === 'hours') return hours(value, locale);
  if (type === 'percent') return percent(value, locale);
  return new Intl.NumberFormat(languageTag(locale), { maximumFractionDigits: 2 }).format(roundHalfAway(value, 2));
}

/** The text an input starts with for a stored value. */
export function toInput(type: WorksheetFieldKind, value: number | string | null): string {
  if (value === null) return '';
  if (typeof value === 'string') return value;
  return String(roundHalfAway(value / SCALE[type], 2));
}

export type Parsed = { ok: true; value: number | string | null } | { ok: false; error: 'number' | 'tooLarge' | 'tooLong' };

/**
 * What the user typed, as the value to send: '' clears; numbers accept a comma as the decimal
 * mark and thousands spaces; currency is kept to whole cents and hours to whole seconds.
 */
export function parseInput(type: WorksheetFieldKind, text: string): Parsed {
  const trimmed = text.trim();
  if (type === 'text') return trimmed.length > WORKSHEET_TEXT_MAX ? { ok: false, error: 'tooLong' } : { ok: true, value: trimmed || null };
  if (trimmed === '') return { ok: true, value: null };
  const normalized = trimmed.replace(/[\s$%]/g, '').replace(',', '.');
  if (!/^-?\d+(\.\d+)?$/.test(normalized)) return { ok: false, error: 'number' };
  const value = Number(normalized) * SCALE[type];
  if (Math.abs(value) > WORKSHEET_NUMBER_MAX) return { ok: false, error: 'tooLarge' };
  return { ok: true, value: type === 'currency' || type === 'hours' ? Math.round(value) : value };
}
