import { SUMMARY_METRIC_INFO, type AlertCondition, type AlertMetric, type AlertPeriod, type Locale } from '@rlo/contract';
import type { AppDeps } from '../../deps';
import { renderMail, type MailContent } from '../../mail/templates/layout';
import type { LocationRow, Recipient } from '../daily-summary/outbox';
import type { FiredAlert } from './evaluate';

type Value = (value: string) => string;

/** The alert e-mail's words in each language; values come formatted. */
interface AlertStrings {
  subject: (location: string, date: string) => string;
  greeting: string;
  intro: (location: string, date: string) => string;
  action: string;
  explain: string;
  note: string;
  numberLocale: string;
  percentSpace: string;
  metrics: Record<AlertMetric, string>;
  periods: Record<AlertPeriod, string>;
  /** "<metric> <period> was <value>: <condition>". */
  line: (metric: string, period: string, value: string, condition: string) => string;
  conditions: Record<AlertCondition, (threshold: string, compared: string) => string>;
}

const STRINGS: Record<Locale, AlertStrings> = {
  en_US: {
    subject: (location, date) => `KPI alert for ${location} – ${date}`,
    greeting: 'Hello,',
    intro: (location, date) => `These figures of ${location} went off track on ${date}:`,
    action: 'Open the dashboard',
    explain: 'How this figure is computed',
    note: 'You receive this e-mail because an alert rule of the RLO Training portal watches this shop. Pause or snooze it on the Alerts page.',
    numberLocale: 'en-US',
    percentSpace: '',
    metrics: {
      sale_count: 'Car count',
      gross_sales_cents: 'Gross sales',
      gross_profit_cents: 'Gross profit',
      gross_profit_per: 'Gross profit %',
      average_sale_cents: 'Average repair order',
      effective_labor_rate_cents: 'Effective labor rate',
      shop_efficiency: 'Shop efficiency',
      new_customers_count: 'New customers',
    },
    periods: { yesterday: 'yesterday', week_to_date: 'this week to date', month_to_date: 'this month to date' },
    line: (metric, period, value, condition) => `${metric} ${period} was ${value}: ${condition}.`,
    conditions: {
      below: (threshold) => `below ${threshold}`,
      above: (threshold) => `above ${threshold}`,
      down_vs_last_year: (threshold, compared) => `${compared} against last year, more than ${threshold} down`,
      up_vs_last_year: (threshold, compared) => `${compared} against last year, more than ${threshold} up`,
      behind_goal_pace: (threshold, compared) => `the month is on pace for ${compared} of its goal, more than ${threshold} behind`,
    },
  },
  en_FR: {
    subject: (location, date) => `Alerte KPI pour ${location} – ${date}`,
    greeting: 'Bonjour,',
    intro: (location, date) => `Ces chiffres de ${location} se sont écartés de la cible le ${date} :`,
    action: 'Ouvrir le tableau de bord',
    explain: 'Comment ce chiffre est calculé',
    note: "Vous recevez cet e-mail parce qu'une règle d'alerte du portail RLO Training surveille cet atelier. Mettez-la en pause ou en sourdine sur la page Alertes.",
    numberLocale: 'fr-FR',
    percentSpace: '\u00a0',
    metrics: {
      sale_count: 'Nombre de voitures',
      gross_sales_cents: 'Ventes brutes',
      gross_profit_cents: 'Marge brute',
      gross_profit_per: 'Marge brute %',
      average_sale_cents: 'Montant moyen par OR',
      effective_labor_rate_cents: 'Taux horaire effectif',
      shop_efficiency: "Efficacité de l'atelier",
      new_customers_count: 'Nouveaux clients',
    },
    periods: { yesterday: 'hier', week_to_date: 'depuis le début de la semaine', month_to_date: 'depuis le début du mois' },
    line: (metric, period, value, condition) => `${metric} ${period} : ${value}, ${condition}.`,
    conditions: {
      below: (threshold) => `sous ${threshold}`,
      above: (threshold) => `au-dessus de ${threshold}`,
      down_vs_last_year: (threshold, compared) => `${compared} par rapport à l'an dernier, une baisse de plus de ${threshold}`,
      up_vs_last_year: (threshold, compared) => `${compared} par rapport à l'an dernier, une hausse de plus de ${threshold}`,
      behind_goal_pace: (threshold, compared) => `le mois se dirige vers ${compared} de son objectif, plus de ${threshold} en retard`,
    },
  },
  en_ES: {
    subject: (location, date) => `Alerta de KPI para ${location} – ${date}`,
    greeting: 'Hola:',
    intro: (location, date) => `Estas cifras de ${location} se salieron del objetivo el ${date}:`,
    action: 'Abrir el panel',
    explain: 'Cómo se calcula esta cifra',
    note: 'Recibe este correo porque una regla de alerta del portal RLO Training vigila este taller. Páusela o pospóngala en la página Alertas.',
    numberLocale: 'es-ES',
    percentSpace: '\u00a0',
    metrics: {
      sale_count: 'Cantidad de autos',
      gross_sales_cents: 'Ventas brutas',
      gross_profit_cents: 'Utilidad bruta',
      gross_profit_per: 'Utilidad bruta %',
      average_sale_cents: 'Ticket promedio por orden',
      effective_labor_rate_cents: 'Tarifa efectiva de mano de obra',
      shop_efficiency: 'Eficiencia del taller',
      new_customers_count: 'Clientes nuevos',
    },
    periods: { yesterday: 'ayer', week_to_date: 'en lo que va de la semana', month_to_date: 'en lo que va del mes' },
    line: (metric, period, value, condition) => `${metric} ${period}: ${value}, ${condition}.`,
    conditions: {
      below: (threshold) => `por debajo de ${threshold}`,
      above: (threshold) => `por encima de ${threshold}`,
      down_vs_last_year: (threshold, compared) => `${compared} frente al año pasado, una caída de más de ${threshold}`,
      up_vs_last_year: (threshold, compared) => `${compared} frente al año pasado, una subida de más de ${threshold}`,
      behind_goal_pace: (threshold, compared) => `el mes va camino del ${compared} de su meta, más de ${threshold} por detrás`,
    },
  },
};

/** 'YYYY-MM-DD' → 'MM/dd/yyyy', the product's date format (2-dashboard §9). */
const usDate = (date: string) => `${date.slice(5, 7)}/${date.slice(8, 10)}/${date.slice(0, 4)}`;

/** A figure in its unit (kpis.md §8): money in dollars, percents with 2 decimals, counts whole. */
function formatter(s: AlertStrings) {
  const money = new Intl.NumberFormat(s.numberLocale, { style: 'currency', currency: 'USD' });
  const decimal = new Intl.NumberFormat(s.numberLocale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const whole = new Intl.NumberFormat(s.numberLocale, { maximumFractionDigits: 0 });
  const percent: Value = (v) => `${v}${s.percentSpace}%`;
  const signed = (v: number) => (v > 0 ? '+' : '') + decimal.format(v);
  return {
    figure: (metric: AlertMetric, value: number) => {
      const { unit } = SUMMARY_METRIC_INFO[metric];
      if (unit === 'money') return money.format(value / 100);
      if (unit === 'percent') return percent(decimal.format(value));
      if (unit === 'fraction') return percent(decimal.format(value * 100));
      return whole.format(value);
    },
    percent: (value: number) => percent(decimal.format(value)),
    change: (value: number) => percent(signed(value)),
  };
}

/** One alert as a sentence: the figure, its period, its value and what it crossed. */
function alertLine(s: AlertStrings, alert: FiredAlert): string {
  const f = formatter(s);
  const { metric, condition, threshold, period } = alert.rule;
  const percentCondition = condition !== 'below' && condition !== 'above';
  const shownThreshold = percentCondition ? f.percent(threshold) : f.figure(metric, threshold);
  const compared = alert.compared === null ? '' : condition === 'behind_goal_pace' ? f.percent(alert.compared) : f.change(alert.compared);
  return s.line(s.metrics[metric], s.periods[period], f.figure(metric, alert.value), s.conditions[condition](shownThreshold, compared));
}

/**
 * The link that opens an alert's figure explained (rule, inputs, repair orders) on the alerts
 * screen: the figure, location and dates are in the address, so it works before the alert is stored.
 */
export const explainUrl = (publicUrl: string, locationId: number, alert: FiredAlert) =>
  `${publicUrl.replace(/\/+$/, '')}/alerts?${new URLSearchParams({ explain: alert.rule.metric, location: String(locationId), from: alert.from, to: alert.to })}`;

/** The morning's alerts of a location as one e-mail in a language, each with its explanation, and the dashboard's figures. */
export function renderAlertEmail(locale: Locale, location: LocationRow, businessDate: string, fired: FiredAlert[], publicUrl: string): MailContent {
  const s = STRINGS[locale];
  const date = usDate(businessDate);
  return renderMail(locale, {
    subject: s.subject(location.name, date),
    greeting: s.greeting,
    paragraphs: [
      s.intro(location.name, date),
      ...fired.map((alert) => ({ text: alertLine(s, alert), link: { label: s.explain, url: explainUrl(publicUrl, location.id, alert) } })),
    ],
    action: { label: s.action, url: `${publicUrl.replace(/\/+$/, '')}/dashboard#daily-summary-section` },
    notes: [s.note],
  });
}

/** The client_emails rows of a location's morning alerts, one per contact, rendered once per language. */
export function alertEmailRows(deps: AppDeps, location: LocationRow, businessDate: string, fired: FiredAlert[], recipients: Recipient[]) {
  if (fired.length === 0) return [];
  const rendered = new Map<Locale, MailContent>();
  return recipients.map((r) => {
    const mail = rendered.get(r.locale) ?? renderAlertEmail(r.locale, location, businessDate, fired, deps.config.publicUrl);
    rendered.set(r.locale, mail);
    return { partnerId: location.partnerId, locationId: location.id, kind: 'kpi_alert' as const, businessDate, toEmail: r.email, ...mail };
  });
}
