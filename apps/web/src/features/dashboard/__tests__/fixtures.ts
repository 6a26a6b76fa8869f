import {
  SUMMARY_METRICS,
  type DailySummaryResponse,
  type SummaryFields,
  type SummaryVariance,
} from '@rlo/contract';
import { act } from '@testing-library/react';

export function summary(overrides: Partial<SummaryFields> = {}): SummaryFields {
  const zeros = Object.fromEntries(SUMMARY_METRICS.map((metric) => [metric, 0])) as SummaryFields;
  return { ...zeros, ...overrides };
}

/** A variance per metric: null (no prior figure) unless given. */
export function variance(overrides: Partial<SummaryVariance> = {}): SummaryVariance {
  const nulls = Object.fromEntries(SUMMARY_METRICS.map((metric) => [metric, null])) as SummaryVariance;
  return { ...nulls, ...overrides };
}

/** The figures the API works out beside the periods; zeros and no variance unless given. */
interface DailyFigures {
  variance?: { current_month?: Partial<SummaryVariance>; current_year?: Partial<SummaryVariance> };
  blocks?: { previous12?: Partial<SummaryFields>; recent12?: Partial<SummaryFields> };
  years?: Record<number, Partial<SummaryFields>>;
}

export function dailySummary(
  current: Partial<SummaryFields> = {},
  prior: Partial<SummaryFields> = {},
  figures: DailyFigures = {},
): DailySummaryResponse {
  const period = (fields: Partial<SummaryFields>, from: string, to: string) => ({
    ...summary(fields),
    from,
    to,
  });
  return {
    today: '2026-11-18',
    current_year: period(current, '2026-01-01', '2026-11-18'),
    prior_year: period(prior, '2025-01-01', '2025-11-18'),
    last_12_months: period(current, '2025-11-01', '2026-10-31'),
    last_30_days: period(current, '2026-10-20', '2026-11-18'),
    current_month: period(current, '2026-11-01', '2026-11-18'),
    last_year_current_month: period(prior, '2025-11-01', '2025-11-18'),
    weekly_summary: [],
    variance: {
      current_month: variance(figures.variance?.current_month),
      current_year: variance(figures.variance?.current_year),
    },
    monthly_blocks: {
      previous12: period(figures.blocks?.previous12 ?? {}, '2024-12-01', '2025-11-30'),
      recent12: period(figures.blocks?.recent12 ?? {}, '2025-12-01', '2026-11-18'),
    },
    yearly_totals: [2022, 2023, 2024, 2025, 2026].map((year) => ({
      ...period(figures.years?.[year] ?? {}, `${year}-01-01`, year === 2026 ? '2026-11-18' : `${year}-12-31`),
      year,
    })),
  };
}

/**
 * IntersectionObserver as the test drives it: nothing is in view until `scrollTo(sectionId)`.
 * Returns the helper; the global is restored by the test setup (vi.unstubAllGlobals).
 */
export function controlledViewport(stub: (name: string, value: unknown) => void) {
  const observers: {
    element: Element | null;
    callback: IntersectionObserverCallback;
    self: IntersectionObserver;
  }[] = [];
  class FakeIntersectionObserver {
    constructor(callback: IntersectionObserverCallback) {
      observers.push({ element: null, callback, self: this as unknown as IntersectionObserver });
    }
    observe(element: Element) {
      const entry = observers.find((observer) => observer.self === (this as unknown as IntersectionObserver));
      if (entry) entry.element = element;
    }
    disconnect() {
      const index = observers.findIndex(
        (observer) => observer.self === (this as unknown as IntersectionObserver),
      );
      if (index !== -1) observers.splice(index, 1);
    }
    unobserve() {}
    takeRecords() {
      return [];
    }
  }
  stub('IntersectionObserver', FakeIntersectionObserver);
  return {
    /** Brings the section with this id into view. */
    scrollTo(sectionId: string) {
      const observer = observers.find((entry) => entry.element?.id === sectionId);
      if (!observer?.element) throw new Error(`No observed section ${sectionId}`);
      const { element, callback, self } = observer;
      act(() => callback([{ isIntersecting: true, target: element } as IntersectionObserverEntry], self));
    },
  };
}
