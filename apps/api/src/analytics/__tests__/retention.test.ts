import { describe, it, expect } from 'vitest';
import {
  combineCustomerReports,
  customerReport,
  customerReports,
  marketingSources,
  type Visit,
} from '../retention';

// M = 2025-06. M−8 = 2024-10, M−12 = 2024-06, M−13 = 2024-05.
const june2025 = { year: 2025, month: 6 };
const v = (customer_id: number, business_date: string, total_sold_cents = 0): Visit => ({
  customer_id,
  business_date,
  total_sold_cents,
});

const visits: Visit[] = [
  v(1, '2024-05-10', 20000), // lost (last = M−13), one visit
  v(2, '2024-06-15', 7000), // last = M−12: still active, not lost
  v(3, '2023-01-05', 100), // lost with two visits
  v(3, '2024-05-20', 200),
  v(4, '2024-04-01', 300), // recovered after 14 months (previous visit in M−14)
  v(4, '2025-06-10', 400),
  v(4, '2025-06-20', 500),
  v(5, '2025-06-03', 600), // new in M
  v(6, '2024-05-01', 700), // recovered: previous visit exactly in M−13
  v(6, '2025-06-05', 800),
  v(7, '2024-06-01', 900), // back after M−12: not recovered
  v(7, '2025-06-02', 1000),
  v(8, '2024-10-12', 1100), // last = M−8
  v(9, '2024-05-31', 10000), // lost, one visit made of two ROs on the same date
  v(9, '2024-05-31', 5001),
  v(10, '2025-07-01', 1200), // only after M: not counted anywhere
  v(11, '2024-05-15', 8000), // lost with one visit up to the end of M (the July visit is later)
  v(11, '2025-07-02', 1300),
  v(13, '2024-05-01', 50), // lost with two visits (two dates) in the same month
  v(13, '2024-05-02', 60),
];

describe('customerReport', () => {
  const r = customerReport(visits, june2025);

  it('classifies customers by last(M)', () => {
    expect(r.lists.new).toEqual([5]);
    expect(r.lists.active).toEqual([2, 4, 5, 6, 7, 8]); // last(M) in 2024-06 .. 2025-06
    expect(r.lists.lost).toEqual([1, 3, 9, 11, 13]); // last(M) = 2024-05
    expect(r.lists.last7_mon_lost).toEqual([8]); // last(M) = 2024-10
    expect(r.lists.lost_one_visit).toEqual([1, 9, 11]);
  });

  it('counts and rates', () => {
    expect(r.year).toBe(2025);
    expect(r.month).toBe(6);
    expect(r.new_customers).toBe(1);
    expect(r.active_customers).toBe(6);
    expect(r.lost_customers).toBe(5);
    expect(r.last7_mon_lost_customers).toBe(1);
    expect(r.recovered_customer).toBe(2);
    expect(r.lost_customers_one_visit).toBe(3);
    expect(r.lost_customers_one_visit_per).toBe(60); // 3 / 5 × 100
    expect(r.lost_customers_one_visit_sold_cents).toBe(43001); // 20000 + (10000 + 5001) + 8000
    expect(r.lost_customers_one_visit_aro_cents).toBe(14334); // 43001 / 3 = 14333.67 → 14334
    expect(r.attrition).toBeCloseTo(83.3333333333, 9); // 5 / 6 × 100
    expect(r.acquisition).toBeCloseTo(16.6666666666, 9); // 1 / 6 × 100
  });

  it('describes recovered customers', () => {
    expect(r.lists.recovered).toEqual([
      // previous 2024-04 + 13 months = 2025-05
      {
        customer_id: 4,
        current_last_seen: '2025-06-10',
        previous_last_seen: '2024-04-01',
        lost_customer_month: 5,
        lost_customer_year: 2025,
      },
      // previous 2024-05 + 13 months = 2025-06
      {
        customer_id: 6,
        current_last_seen: '2025-06-05',
        previous_last_seen: '2024-05-01',
        lost_customer_month: 6,
        lost_customer_year: 2025,
      },
    ]);
  });

  it('works across a year boundary (M = 2025-01: M−12 = 2024-01, M−13 = 2023-12)', () => {
    const jan = customerReport(
      [v(1, '2023-12-31'), v(2, '2024-01-01'), v(3, '2023-12-15'), v(3, '2025-01-31')],
      { year: 2025, month: 1 },
    );
    expect(jan.lists.lost).toEqual([1]);
    expect(jan.lists.active).toEqual([2, 3]);
    expect(jan.lists.recovered).toEqual([
      {
        customer_id: 3,
        current_last_seen: '2025-01-31',
        previous_last_seen: '2023-12-15',
        lost_customer_month: 1,
        lost_customer_year: 2025,
      },
    ]);
  });

  it('gives 0 rates when nothing divides', () => {
    const empty = customerReport([], june2025);
    expect(empty).toMatchObject({
      new_customers: 0,
      active_customers: 0,
      lost_customers: 0,
      lost_customers_one_visit_per: 0,
      lost_customers_one_visit_aro_cents: 0,
      attrition: 0,
      acquisition: 0,
    });
    // Lost customers but no one-visit ones and no active ones.
    const lostOnly = customerReport([v(3, '2023-01-05'), v(3, '2024-05-20')], june2025);
    expect(lostOnly.lost_customers).toBe(1);
    expect(lostOnly.lost_customers_one_visit_per).toBe(0);
    expect(lostOnly.lost_customers_one_visit_aro_cents).toBe(0);
    expect(lostOnly.attrition).toBe(0);
  });

  it('gives each month of a range its own report from one grouping (customerReports)', () => {
    // M = 2025-07: M−12 = 2024-07, M−13 = 2024-06.
    const [june, july] = customerReports(visits, [june2025, { year: 2025, month: 7 }]);
    expect(june.lists).toEqual(r.lists);
    expect(july.month).toBe(7);
    expect(july.lists.new).toEqual([10]); // first visit 2025-07-01
    expect(july.lists.active).toEqual([4, 5, 6, 7, 8, 10, 11]); // 2 last came in 2024-06
    expect(july.lists.lost).toEqual([2]); // last(M) = 2024-06
    expect(july.lists.lost_one_visit).toEqual([2]);
    expect(july.lost_customers_one_visit_sold_cents).toBe(7000);
    expect(july.lists.recovered).toEqual([
      // previous 2024-05 + 13 months = 2025-06
      {
        customer_id: 11,
        current_last_seen: '2025-07-02',
        previous_last_seen: '2024-05-15',
        lost_customer_month: 6,
        lost_customer_year: 2025,
      },
    ]);
  });
});

describe('combineCustomerReports (All locations)', () => {
  it('sums counts and recomputes the rates from the sums', () => {
    const a = customerReport(visits, june2025);
    const b = customerReport(
      [
        v(1, '2024-05-03', 9999),
        v(2, '2025-06-01'),
        v(3, '2025-06-02'),
        v(4, '2025-06-03'),
        v(5, '2024-07-07'),
      ],
      june2025,
    );
    // b: lost [1] (one visit, 9999), new [2, 3, 4], active [2, 3, 4, 5]
    const all = combineCustomerReports([a, b], june2025);
    expect(all.lost_customers).toBe(6); // 5 + 1
    expect(all.active_customers).toBe(10); // 6 + 4
    expect(all.new_customers).toBe(4); // 1 + 3
    expect(all.attrition).toBe(60); // 6 / 10 × 100
    expect(all.acquisition).toBe(40); // 4 / 10 × 100
    expect(all.lost_customers_one_visit).toBe(4); // 3 + 1
    expect(all.lost_customers_one_visit_per).toBeCloseTo(66.6666666666, 9); // 4 / 6 × 100
    expect(all.lost_customers_one_visit_aro_cents).toBe(13250); // (43001 + 9999) / 4 = 53000 / 4
  });
});

describe('marketingSources', () => {
  it('groups new customers by source, Unknown when missing', () => {
    const groups = [
      { source: 'Google', count: 1 },
      { source: null, count: 2 },
      { source: ' Google ', count: 3 },
      { source: '', count: 1 },
      { source: undefined, count: 1 },
      { source: 'Yelp', count: 5 },
    ];
    // Google 1 + 3 (trimmed); Unknown 2 + 1 + 1; Yelp 5.
    expect(marketingSources(groups)).toEqual({ Google: 4, Unknown: 4, Yelp: 5 });
    expect(marketingSources([])).toEqual({});
  });
});
