import type { Locale } from '@rlo/contract';
import type { MailContent } from '../../mail/templates/layout';
import type { DailySummaryContent } from './content';
import { DAILY_SUMMARY_STRINGS, type DailySummaryStrings } from './strings';

const escapeHtml = (value: string) =>
  value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

/** 'YYYY-MM-DD' → 'MM/dd/yyyy', the product's date format (2-dashboard §9). */
const usDate = (date: string) => `${date.slice(5, 7)}/${date.slice(8, 10)}/${date.slice(0, 4)}`;

function formatters(s: DailySummaryStrings) {
  const money = new Intl.NumberFormat(s.numberLocale, { style: 'currency', currency: 'USD' });
  const decimal = new Intl.NumberFormat(s.numberLocale, {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  const whole = new Intl.NumberFormat(s.numberLocale, { maximumFractionDigits: 0 });
  return {
    money: (cents: number) => money.format(cents / 100),
    // French and Spanish put a space before the percent sign.
    percent: (value: number | null) =>
      value === null ? '—' : `${decimal.format(value)}${s.lang === 'en' ? '' : '\u00a0'}%`,
    hours: (seconds: number) => decimal.format(seconds / 3600),
    count: (value: number) => whole.format(value),
  };
}

/** The dashboard link of a coach comment: the dashboard opens it from ?id&type (2-dashboard §2). */
export const commentLink = (publicUrl: string, id: number, type: string) =>
  `${publicUrl.replace(/\/+$/, '')}/dashboard?id=${id}&type=${encodeURIComponent(type)}`;

/** The daily summary e-mail in one language: HTML with a plain-text part carrying the same figures. */
export function renderDailySummary(
  locale: Locale,
  content: DailySummaryContent,
  publicUrl: string,
): MailContent {
  const s = DAILY_SUMMARY_STRINGS[locale];
  const f = formatters(s);
  const date = usDate(content.date);
  const { day, month } = content;
  const dayRows: [string, string][] = [
    [s.metrics.gross_sales, f.money(day.gross_sales_cents)],
    [s.metrics.sale_count, f.count(day.sale_count)],
    [s.metrics.average_sale, f.money(day.average_sale_cents)],
    [s.metrics.gross_profit, f.money(day.gross_profit_cents)],
    [s.metrics.gross_profit_per, f.percent(day.gross_profit_per)],
    [s.metrics.sold_hours, f.hours(day.total_labor_sold_seconds)],
    [s.metrics.effective_labor_rate, f.money(day.effective_labor_rate_cents)],
  ];
  const hasGoal = month.goal_cents > 0;
  const monthRows: [string, string][] = [
    [s.month.actual, f.money(month.gross_sales_cents)],
    [s.month.goal, hasGoal ? f.money(month.goal_cents) : s.month.noGoal],
    ...(hasGoal ? ([[s.month.percentOfGoal, f.percent(month.percent_of_goal)]] as [string, string][]) : []),
    [s.month.forecast, f.money(month.forecast_cents)],
    ...(hasGoal
      ? ([[s.month.forecastPercent, f.percent(month.forecast_percent_of_goal)]] as [string, string][])
      : []),
  ];
  const monthTitle = s.monthTitle(`${usDate(month.from)} – ${date}`);
  const dashboard = `${publicUrl.replace(/\/+$/, '')}/dashboard`;
  const comments = content.comments.map((c) => ({ ...c, link: commentLink(publicUrl, c.id, c.kpiType) }));

  const table = (rows: [string, string][]) =>
    `<table role="presentation" style="width:100%;border-collapse:collapse;margin:0 0 24px">${rows
      .map(
        ([label, value]) =>
          `<tr><td style="padding:6px 0;border-bottom:1px solid #e4e7eb">${escapeHtml(label)}</td><td style="padding:6px 0;border-bottom:1px solid #e4e7eb;text-align:right;font-weight:bold">${escapeHtml(value)}</td></tr>`,
      )
      .join('')}</table>`;
  const h2 = (text: string) =>
    `<h2 style="font-size:16px;margin:0 0 8px;color:#1565c0">${escapeHtml(text)}</h2>`;
  const commentHtml = comments.length
    ? comments
        .map(
          (c) =>
            `<div style="margin:0 0 16px"><strong>${escapeHtml(c.title)}</strong> <span style="color:#52606d">${escapeHtml(s.byCoach(c.coachName))}</span><p style="margin:4px 0">${escapeHtml(c.description)}</p><a href="${escapeHtml(c.link)}">${escapeHtml(s.readComment)}</a></div>`,
        )
        .join('')
    : `<p style="margin:0 0 16px;color:#52606d">${escapeHtml(s.noComments)}</p>`;

  const html = `<!doctype html>
<html lang="${s.lang}">
<head><meta charset="utf-8"><title>${escapeHtml(s.subject(content.locationName, date))}</title></head>
<body style="margin:0;padding:24px;background:#f4f5f7;font-family:Arial,Helvetica,sans-serif;color:#1f2933">
<div style="max-width:600px;margin:0 auto;background:#ffffff;padding:32px;border-radius:8px">
<h1 style="font-size:20px;margin:0 0 8px">${escapeHtml(s.heading(content.locationName))}</h1>
<p style="margin:0 0 24px">${escapeHtml(s.intro(date))}</p>
${h2(s.dayTitle)}
${table(dayRows)}
${h2(monthTitle)}
${table(monthRows)}
${h2(s.commentsTitle)}
${commentHtml}
<p style="margin:24px 0"><a href="${escapeHtml(dashboard)}" style="background:#1565c0;color:#ffffff;padding:12px 20px;border-radius:4px;text-decoration:none;display:inline-block">${escapeHtml(s.openDashboard)}</a></p>
<p style="margin:0;font-size:12px;color:#52606d">${escapeHtml(s.footer)}</p>
</div>
</body>
</html>
`;

  const lines = (rows: [string, string][]) => rows.map(([label, value]) => `${label}: ${value}`);
  const text = [
    s.heading(content.locationName),
    '',
    s.intro(date),
    '',
    s.dayTitle,
    ...lines(dayRows),
    '',
    monthTitle,
    ...lines(monthRows),
    '',
    s.commentsTitle,
    ...(comments.length
      ? comments.flatMap((c) => [
          `- ${c.title} (${s.byCoach(c.coachName)})`,
          `  ${c.description}`,
          `  ${s.readComment}: ${c.link}`,
        ])
      : [s.noComments]),
    '',
    `${s.openDashboard}: ${dashboard}`,
    '',
    s.footer,
    '',
  ].join('\n');

  return { subject: s.subject(content.locationName, date), html, text };
}
