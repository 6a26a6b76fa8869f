// What the demo account has beside its repair orders: the billing history of its subscriptions and
// a few help videos. Pure data from the plan and today, so the same options give the same rows.
import type { HelpVideoInput, Subscription } from '@rlo/contract';
import { addYears, parseDate } from '../analytics/dates';
import type { DemoPartnerPlan } from './types';

/** The demo's monthly price of each subscription, per location, in cents (demo figures, not a price list). */
export const DEMO_PRICES: Record<Subscription, { name: string; cents: number }> = {
  rlo_standard: { name: 'RLO Standard', cents: 14_900 },
  rlo_daily_email: { name: 'RLO Daily Email', cents: 2_900 },
  measure_my_shop: { name: 'Measure My Shop', cents: 4_900 },
};

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

export interface DemoBillingEntry {
  date: string;
  reference: string;
  description: string;
  amountCents: number;
}

/**
 * One charge on the 1st of every month since the account's history began (the month after its
 * first repair orders), up to today's month: the subscriptions of its locations at the demo prices.
 */
export function demoBillingEntries(partner: DemoPartnerPlan, today: string): DemoBillingEntry[] {
  const years = Math.max(0, ...partner.locations.map((l) => l.years));
  const start = parseDate(addYears(today, -years));
  const end = parseDate(today);
  const counts = new Map<Subscription, number>();
  for (const location of partner.locations)
    for (const s of location.subscriptions) counts.set(s, (counts.get(s) ?? 0) + 1);
  const lines = (Object.keys(DEMO_PRICES) as Subscription[]).filter((s) => counts.has(s));
  const amountCents = lines.reduce((sum, s) => sum + DEMO_PRICES[s].cents * (counts.get(s) ?? 0), 0);
  const what = lines.map((s) => `${DEMO_PRICES[s].name} × ${counts.get(s)}`).join(', ');
  const entries: DemoBillingEntry[] = [];
  let number = 1001;
  for (let m = start.year * 12 + start.month; m <= end.year * 12 + end.month - 1; m++) {
    const year = Math.floor(m / 12);
    const month = (m % 12) + 1;
    const mm = String(month).padStart(2, '0');
    entries.push({
      date: `${year}-${mm}-01`,
      reference: `INV-${year}${mm}-${number++}`,
      description: `Monthly subscription, ${MONTHS[month - 1]} ${year}: ${what}`,
      amountCents,
    });
  }
  return entries;
}

/**
 * The demo's help videos. No video is published for them, so each says it is a sample and links
 * to the user guides (a page of the portal that exists) rather than to a video host; an operator
 * replaces them with real ones (`npm run admin -- add-help-video`).
 */
export const DEMO_HELP_VIDEOS: Required<HelpVideoInput>[] = [
  {
    title: 'Your dashboard in five minutes',
    description:
      'Daily summary, pace against goal, the monthly chart and the drill-down to one day’s repair orders.\nSample entry: the video is not published yet; the link opens the user guides.',
    url: '/userGuide',
    locale: 'en_US',
    position: 1,
  },
  {
    title: 'Reading your effective labor rate',
    description:
      'Why labor sold per sold hour differs from your posted rate: menu-priced services, specials, discounts and comebacks.\nSample entry: the video is not published yet; the link opens the user guides.',
    url: '/userGuide',
    locale: 'en_US',
    position: 2,
  },
  {
    title: 'Measure My Shop: you and your peers',
    description:
      'How the highest, lowest and average peer shop are computed, and how the technician filter narrows them.\nSample entry: the video is not published yet; the link opens the user guides.',
    url: '/userGuide',
    locale: 'en_US',
    position: 3,
  },
  {
    title: 'Working with your coach',
    description:
      'Coach comments on KPIs and repair orders, goals, and booking a coaching call.\nSample entry: the video is not published yet; the link opens the user guides.',
    url: '/userGuide',
    locale: 'en_US',
    position: 4,
  },
  {
    title: 'Votre tableau de bord en cinq minutes',
    description:
      'Résumé du jour, rythme par rapport à l’objectif, graphique mensuel et détail des ordres de réparation d’une journée.\nExemple : la vidéo n’est pas encore publiée ; le lien ouvre les guides d’utilisation.',
    url: '/userGuide',
    locale: 'en_FR',
    position: 1,
  },
  {
    title: 'Comprendre votre taux horaire effectif',
    description:
      'Pourquoi la main-d’œuvre vendue par heure vendue diffère du taux affiché : forfaits, promotions, remises et retours.\nExemple : la vidéo n’est pas encore publiée ; le lien ouvre les guides d’utilisation.',
    url: '/userGuide',
    locale: 'en_FR',
    position: 2,
  },
  {
    title: 'Measure My Shop : vous et vos pairs',
    description:
      'Comment sont calculés le meilleur, le moins bon et le garage moyen parmi vos pairs, et comment le filtre par techniciens les restreint.\nExemple : la vidéo n’est pas encore publiée ; le lien ouvre les guides d’utilisation.',
    url: '/userGuide',
    locale: 'en_FR',
    position: 3,
  },
  {
    title: 'Travailler avec votre coach',
    description:
      'Commentaires du coach sur les indicateurs et les ordres de réparation, objectifs, et réservation d’un appel de coaching.\nExemple : la vidéo n’est pas encore publiée ; le lien ouvre les guides d’utilisation.',
    url: '/userGuide',
    locale: 'en_FR',
    position: 4,
  },
  {
    title: 'Su panel en cinco minutos',
    description:
      'Resumen diario, ritmo frente a la meta, gráfico mensual y el detalle de las órdenes de reparación de un día.\nEjemplo: el video aún no está publicado; el enlace abre las guías de usuario.',
    url: '/userGuide',
    locale: 'en_ES',
    position: 1,
  },
  {
    title: 'Cómo leer su tarifa de mano de obra efectiva',
    description:
      'Por qué la mano de obra vendida por hora vendida difiere de la tarifa publicada: servicios de menú, promociones, descuentos y garantías.\nEjemplo: el video aún no está publicado; el enlace abre las guías de usuario.',
    url: '/userGuide',
    locale: 'en_ES',
    position: 2,
  },
  {
    title: 'Measure My Shop: usted y sus pares',
    description:
      'Cómo se calculan el taller más alto, el más bajo y el promedio de sus pares, y cómo el filtro de técnicos los acota.\nEjemplo: el video aún no está publicado; el enlace abre las guías de usuario.',
    url: '/userGuide',
    locale: 'en_ES',
    position: 3,
  },
  {
    title: 'Trabajar con su coach',
    description:
      'Comentarios del coach sobre indicadores y órdenes de reparación, metas y cómo reservar una llamada de coaching.\nEjemplo: el video aún no está publicado; el enlace abre las guías de usuario.',
    url: '/userGuide',
    locale: 'en_ES',
    position: 4,
  },
];
