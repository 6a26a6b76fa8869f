import { format as formatWithDateFns } from 'date-fns';
import { describe, expect, it } from 'vitest';
import {
  EMPTY_VALUE,
  compactDollars,
  count,
  DATE_PATTERNS,
  date,
  datePattern,
  dateRange,
  dateTime,
  dayMonthYear,
  decimal,
  hours,
  money,
  monthYear,
  percent,
  phone,
  rate,
  roundHalfAway,
  variance,
  wholeDollars,
  weekdayDate,
  weekDays,
  wholeHours,
  list,
} from '../format';

// Intl separates French groups and units with (narrow) no-break spaces; compare with plain ones.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('roundHalfAway', () => {
  it('rounds halves away from zero', () => {
    expect(roundHalfAway(2.5)).toBe(3);
    expect(roundHalfAway(-2.5)).toBe(-3);
    expect(roundHalfAway(2.4)).toBe(2);
  });
  it('rounds the decimal the number prints as, not its binary neighbour', () => {
    expect(roundHalfAway(1.005, 2)).toBe(1.01);
    expect(roundHalfAway(1.045, 2)).toBe(1.05);
    expect(roundHalfAway(-1.005, 2)).toBe(-1.01);
  });
  it('never returns negative zero', () => {
    expect(Object.is(roundHalfAway(-0.001, 2), 0)).toBe(true);
  });
});

describe('money', () => {
  it('shows cents as dollars with 2 decimals', () => {
    expect(money(123456)).toBe('$1,234.56');
    expect(money(0)).toBe('$0.00');
    expect(money(5)).toBe('$0.05');
    expect(money(100)).toBe('$1.00');
    expect(money(-2550)).toBe('-$25.50');
    expect(money(123456789)).toBe('$1,234,567.89');
  });
  it('rounds fractional cents half away from zero', () => {
    expect(money(10.5)).toBe('$0.11');
    expect(money(10.4)).toBe('$0.10');
  });
  it('uses the number style of the language but always US dollars', () => {
    expect(money(123456, 'en_US')).toBe('$1,234.56');
    expect(plain(money(123456, 'en_FR'))).toBe('1 234,56 $US');
    expect(plain(money(123456, 'en_ES'))).toMatch(/^1\.?234,56 US\$$/);
  });
});

describe('wholeDollars', () => {
  it('rounds cents to whole dollars', () => {
    expect(wholeDollars(123456)).toBe('$1,235');
    expect(wholeDollars(123449)).toBe('$1,234');
    expect(wholeDollars(150)).toBe('$2');
    expect(wholeDollars(0)).toBe('$0');
  });
});

describe('hours', () => {
  it('shows seconds as hours with 2 decimals', () => {
    expect(hours(3600)).toBe('1.00');
    expect(hours(5400)).toBe('1.50');
    expect(hours(0)).toBe('0.00');
    expect(hours(1000)).toBe('0.28');
    expect(hours(3600 * 1234.5)).toBe('1,234.50');
  });
  it('rounds half away from zero', () => {
    expect(hours(18)).toBe('0.01'); // 0.005 h
    expect(hours(17)).toBe('0.00');
  });
  it('follows the language', () => {
    expect(hours(5400, 'en_FR')).toBe('1,50');
  });
});

describe('decimal', () => {
  it('shows a plain number with 2 decimals, rounded half away from zero', () => {
    expect(decimal(1.5)).toBe('1.50');
    expect(decimal(1.005)).toBe('1.01');
    expect(decimal(-1.005)).toBe('-1.01');
    expect(decimal(1234.5)).toBe('1,234.50');
    expect(decimal(0)).toBe('0.00');
  });
  it('follows the language', () => {
    expect(decimal(1.5, 'en_FR')).toBe('1,50');
    expect(decimal(1234.5, 'en_ES')).toBe('1234,50');
  });
});

describe('count', () => {
  it('shows a whole number in the digit grouping of the language', () => {
    expect(count(10000)).toBe('10,000');
    expect(plain(count(10000, 'en_FR'))).toBe('10 000');
    expect(count(10000, 'en_ES')).toBe('10.000');
  });
  it('rounds half away from zero', () => {
    expect(count(2.5)).toBe('3');
    expect(count(2.49)).toBe('2');
    expect(count(-2.5)).toBe('-3');
  });
});

describe('compactDollars', () => {
  it('shortens dollars for chart axes, with "$" in every language', () => {
    expect(compactDollars(12000)).toBe('$12K');
    expect(compactDollars(1_250_000)).toBe('$1.3M');
    expect(compactDollars(800)).toBe('$800');
    expect(plain(compactDollars(12000, 'en_FR'))).toBe('12 k $');
  });
});

describe('wholeHours', () => {
  it('rounds half up to whole hours', () => {
    expect(wholeHours(5400)).toBe('2');
    expect(wholeHours(5399)).toBe('1');
    expect(wholeHours(1800)).toBe('1');
    expect(wholeHours(1799)).toBe('0');
    expect(wholeHours(3600 * 1500)).toBe('1,500');
  });
});

describe('percent', () => {
  it('shows a value already multiplied by 100 with 2 decimals', () => {
    expect(percent(12.34)).toBe('12.34%');
    expect(percent(12.345)).toBe('12.35%');
    expect(percent(0)).toBe('0.00%');
    expect(percent(100)).toBe('100.00%');
    expect(percent(-3.2)).toBe('-3.20%');
    expect(percent(1234.5)).toBe('1,234.50%');
  });
  it('follows the language', () => {
    expect(plain(percent(12.34, 'en_FR'))).toBe('12,34 %');
  });
});

describe('rate', () => {
  it('multiplies a ratio by 100', () => {
    expect(rate(0.1234)).toBe('12.34%');
    expect(rate(1)).toBe('100.00%');
    expect(rate(0)).toBe('0.00%');
    expect(rate(0.56789)).toBe('56.79%');
    expect(rate(0.07)).toBe('7.00%');
  });
});

describe('variance', () => {
  it('shows "—" when there is no prior value', () => {
    expect(variance(null)).toBe(EMPTY_VALUE);
    expect(EMPTY_VALUE).toBe('—');
  });
  it('shows the sign of a change', () => {
    expect(variance(12.34)).toBe('+12.34%');
    expect(variance(-5)).toBe('-5.00%');
    expect(variance(0)).toBe('0.00%');
    expect(variance(-0.001)).toBe('0.00%');
  });
});

describe('dates', () => {
  // The tests run in America/Chicago (vitest.config.ts).
  it('dateTime: MM/dd/yyyy h:mm a in the local zone', () => {
    expect(dateTime('2024-03-05T14:07:00')).toBe('03/05/2024 2:07 PM');
    expect(dateTime('2024-03-05T00:30:00')).toBe('03/05/2024 12:30 AM');
    expect(dateTime('2024-03-05T20:07:00Z')).toBe('03/05/2024 2:07 PM');
    expect(dateTime(new Date(2024, 11, 31, 23, 59))).toBe('12/31/2024 11:59 PM');
  });
  it('date: MM/dd/yyyy, a date-only string staying on its day', () => {
    expect(date('2024-03-05')).toBe('03/05/2024');
    expect(date('2024-12-31T23:00:00')).toBe('12/31/2024');
  });
  it('one date rule, month first, in every interface language (kpis.md §8, 1-foundation §9)', () => {
    expect(DATE_PATTERNS).toEqual({ en_US: 'MM/dd/yyyy', en_FR: 'MM/dd/yyyy', en_ES: 'MM/dd/yyyy' });
    expect(datePattern('en_FR')).toBe('MM/dd/yyyy');
    // March 4th, not April 3rd, in French and Spanish too: the labels read like the pickers.
    for (const locale of ['en_US', 'en_FR', 'en_ES'] as const) {
      expect(date('2026-03-04', locale)).toBe('03/04/2026');
      expect(dateTime('2026-03-04T14:07:00', locale)).toBe('03/04/2026 2:07 PM');
    }
  });
  it('dateRange: one date for a single day, both ends otherwise', () => {
    expect(dateRange('2026-11-17', '2026-11-17')).toBe('11/17/2026');
    expect(dateRange('2026-11-16', '2026-11-18', 'en_FR')).toBe('11/16/2026 – 11/18/2026');
  });
  it('weekdayDate: the weekday in the language, then the date by the one rule', () => {
    expect(weekdayDate('2026-11-17')).toBe('Tue 11/17/2026');
    expect(weekdayDate('2026-11-17', 'en_FR')).toBe('mar. 11/17/2026');
    expect(weekdayDate('2026-11-17', 'en_ES')).toBe('mar 11/17/2026');
    expect(weekdayDate(null)).toBe('');
  });
  it('monthYear and dayMonthYear', () => {
    expect(monthYear('2024-03-05')).toBe('03-2024');
    expect(dayMonthYear('2024-03-05')).toBe('05-03-2024');
  });
  it('shows nothing for a missing or unreadable date', () => {
    for (const format of [dateTime, date, monthYear, dayMonthYear]) {
      expect(format(null)).toBe('');
      expect(format(undefined)).toBe('');
      expect(format('')).toBe('');
      expect(format('not a date')).toBe('');
      expect(format('2024-02-30')).toBe('');
      expect(format(new Date(Number.NaN))).toBe('');
    }
  });
  it('prints each pattern as date-fns does, the pickers taking the same patterns', () => {
    // Every hour of two days (noon and midnight included) and the turn of a year.
    const moments = [
      ...Array.from({ length: 48 }, (_, hour) => new Date(2026, 2, 8, hour, (hour * 7) % 60)),
      new Date(2025, 11, 31, 23, 59),
      new Date(2026, 0, 1, 0, 0),
    ];
    for (const moment of moments) {
      expect(dateTime(moment)).toBe(formatWithDateFns(moment, 'MM/dd/yyyy h:mm a'));
      expect(date(moment)).toBe(formatWithDateFns(moment, 'MM/dd/yyyy'));
      expect(monthYear(moment)).toBe(formatWithDateFns(moment, 'MM-yyyy'));
      expect(dayMonthYear(moment)).toBe(formatWithDateFns(moment, 'dd-MM-yyyy'));
    }
    expect(date('2026-03-08T12:00:00')).toBe('03/08/2026');
    expect(dateTime('2026-03-08T12:00:00')).toBe('03/08/2026 12:00 PM');
  });
});

describe('list', () => {
  it('joins items the way the language does', () => {
    expect(list(['RLO Standard', 'RLO Daily Email', 'Measure My Shop'])).toBe('RLO Standard, RLO Daily Email, and Measure My Shop');
    expect(list(['A', 'B', 'C'], 'en_FR')).toBe('A, B et C');
    expect(list(['A', 'B'], 'en_ES')).toBe('A y B');
    expect(list(['A'])).toBe('A');
  });
});

describe('phone', () => {
  it('formats 10 digits as a US number', () => {
    expect(phone('5125550188')).toBe('(512) 555-0188');
    expect(phone('512-555-0188')).toBe('(512) 555-0188');
    expect(phone('(512) 555 0188')).toBe('(512) 555-0188');
  });
  it('formats 11 digits with a one-digit country code', () => {
    expect(phone('15125550188')).toBe('+1 (512) 555-0188');
    expect(phone('+1 512.555.0188')).toBe('+1 (512) 555-0188');
  });
  it('formats 12 digits with a two-digit country code', () => {
    expect(phone('445125550188')).toBe('+44 (512) 555-0188');
  });
  it('shows anything else as it is', () => {
    expect(phone('555-0188')).toBe('555-0188');
    expect(phone('1234567890123')).toBe('1234567890123');
    expect(phone('512 555 0188 ext 4')).toBe('512 555 0188 ext 4');
    expect(phone('call the shop')).toBe('call the shop');
    expect(phone('')).toBe('');
    expect(phone(null)).toBe('');
    expect(phone(undefined)).toBe('');
  });
});

describe('weekDays', () => {
  it('cuts the current week at today (kpis.md §4: this week runs to today)', () => {
    expect(weekDays('2026-11-16', '2026-11-22', '2026-11-18')).toBe('Mon 11/16 – Wed 11/18');
  });
  it('shows a past week Monday to Sunday', () => {
    expect(weekDays('2026-11-09', '2026-11-15', '2026-11-18')).toBe('Mon 11/09 – Sun 11/15');
    expect(weekDays('2026-11-09', '2026-11-15')).toBe('Mon 11/09 – Sun 11/15');
  });
  it('shows one day on a Monday', () => {
    expect(weekDays('2026-11-16', '2026-11-22', '2026-11-16')).toBe('Mon 11/16');
  });
  it('names the weekday in the interface language, the day by the one rule', () => {
    expect(weekDays('2026-11-16', '2026-11-22', '2026-11-18', 'en_FR')).toBe('lun. 11/16 – mer. 11/18');
  });
});
