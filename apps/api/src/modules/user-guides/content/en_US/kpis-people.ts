import type { KpiText, PeopleKpiKey } from '../types';

// Customer retention, marketing and employee KPIs (kpis.md §3, §5, §6). A visit is the business
// date of a closed RO at the location; "all locations" adds the locations' figures up.
export const kpisPeople: Record<PeopleKpiKey, KpiText> = {
  new_customers: {
    title: 'New customers',
    what: 'Customers who visited the location for the first time ever in the period.',
    formula: 'The customers whose first closed RO at that location falls in the period (for a month M: first visit in M).',
    read: 'New customers replace the ones you lose. Compare them with lost customers each month.',
    tip: 'Ask every new customer how they found you, so the marketing sources chart stays useful.',
  },
  returning_customers_count: {
    title: 'Returning customers',
    what: 'Customers who came back: they had a closed RO in the period and were not new in it.',
    formula: 'The distinct customers with a closed RO in the period, minus the new customers of the period.',
    read: 'A healthy shop lives on returning customers; their share of car count shows your loyalty.',
    tip: 'Book the next service before the car leaves: it is the cheapest way to bring a customer back.',
  },
  active_customers: {
    title: 'Active customers',
    what: 'Customers who visited in the last 13 months.',
    formula: 'For a month M: the customers whose latest visit up to the end of M is in months M−12 to M (13 months).',
    read: 'This is the size of your real customer base. It should grow slowly and steadily.',
    tip: 'Divide monthly car count by active customers to see how often an average customer visits.',
  },
  lost_customers: {
    title: 'Lost customers',
    what: 'Customers who have just gone 12 full months without a visit.',
    formula: 'For a month M: the customers whose latest visit up to the end of M was in month M−13.',
    read: 'Each month this counts the customers who have just slipped away. Compare it with new customers.',
    tip: 'Open the list and call them: a personal call wins back more customers than a postcard.',
  },
  last7_mon_lost_customers: {
    title: 'Customers at risk (7 months)',
    what: 'Customers whose last visit was 8 months ago: not lost yet, but drifting away.',
    formula: 'For a month M: the customers whose latest visit up to the end of M was in month M−8.',
    read: 'These customers can still be won back easily. The list is your best call list.',
    tip: 'Send them a service reminder for their vehicle\'s next maintenance before they become lost.',
  },
  recovered_customer: {
    title: 'Recovered customers',
    what: 'Lost customers who came back.',
    formula: 'For a month M: the customers with a visit in M whose previous visit (before their first visit in M) was in month M−13 or earlier. The row shows both visits and the month the customer became lost (previous visit month + 13).',
    read: 'It measures how well your win-back calls and mailings work.',
    tip: 'Note what brought each recovered customer back and repeat what works.',
  },
  lost_customers_one_visit: {
    title: 'Lost after one visit',
    what: 'Lost customers who only ever came once, with their share and what that single visit was worth.',
    formula: 'Count: lost customers with exactly one visit up to the end of M. Share: one-visit lost ÷ lost × 100 (0 when none are lost). ARO: the average total of those single visits (0 when there are none).',
    read: 'A high share means first visits do not turn into a relationship.',
    tip: 'Follow up every first-time customer within a week of their visit.',
  },
  attrition: {
    title: 'Attrition %',
    what: 'The share of your active customers you lost this month.',
    formula: 'Lost customers (M) ÷ active customers (M) × 100. It is 0 when there are no active customers.',
    read: 'Lower is better. Compare it with acquisition: when acquisition is higher, your customer base grows.',
    tip: 'Work the 7-month list every month; it lowers attrition five months later.',
  },
  acquisition: {
    title: 'Acquisition %',
    what: 'New customers as a share of your active customers.',
    formula: 'New customers (M) ÷ active customers (M) × 100. It is 0 when there are no active customers.',
    read: 'Higher is better. It shows how fast marketing renews your customer base.',
    tip: 'Read it with the marketing sources chart to see which channel brings the new customers.',
  },
  marketing_sources: {
    title: 'Marketing sources',
    what: 'Where your new customers came from, month by month.',
    formula: 'The new customers of each month grouped by the marketing source recorded on the customer; customers without a source count under "Unknown".',
    read: 'Spend more on the sources that bring customers and question the ones that do not.',
    tip: 'A large "Unknown" bar means the source is not being asked at check-in.',
  },
  service_advisor_stats: {
    title: 'Service advisor figures',
    what: 'The sales figures of each service advisor (writer), from the closed ROs they wrote.',
    formula: 'The usual aggregates over the advisor\'s closed ROs: gross sales, car count, ARO, gross profit and GP %, plus labor sold time, parts gross profit % (parts profit rate × 100), hours per RO, average estimate (average of the recommendations\' amounts per RO), parts sold and the advisor\'s effective labor rate.',
    read: 'Compare advisors on ARO, hours per RO and parts margin rather than on sales alone: the busiest desk is not always the best.',
    tip: 'A low average estimate means inspection findings are not being presented; coach the advisor on it.',
  },
  technician_stats: {
    title: 'Technician figures',
    what: 'The production of each technician, from the labor lines they performed on closed ROs.',
    formula: 'Labor sold, sold and actual time, labor cost and labor profit (sold − cost), the number of distinct ROs, average labor sale (labor sold ÷ ROs), effective labor rate, hours per RO (sold hours ÷ ROs), sold hours per day (sold hours ÷ days with those ROs), and the parts and tires sold on ROs where they are the primary technician.',
    read: 'Sold hours per day is the clearest productivity figure. Hidden employees still count in the shop totals.',
    tip: 'Compare sold hours with actual hours per technician: it shows who needs training and who needs more work.',
  },
};
