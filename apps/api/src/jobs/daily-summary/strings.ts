import type { Locale } from '@rlo/contract';

/** The daily summary e-mail's words, rendered on the server in the recipient's language. */
export interface DailySummaryStrings {
  subject: (location: string, date: string) => string;
  heading: (location: string) => string;
  intro: (date: string) => string;
  dayTitle: string;
  monthTitle: (month: string) => string;
  commentsTitle: string;
  noComments: string;
  readComment: string;
  openDashboard: string;
  byCoach: (name: string) => string;
  metrics: {
    gross_sales: string;
    sale_count: string;
    average_sale: string;
    gross_profit: string;
    gross_profit_per: string;
    sold_hours: string;
    effective_labor_rate: string;
  };
  month: {
    actual: string;
    goal: string;
    percentOfGoal: string;
    forecast: string;
    forecastPercent: string;
    noGoal: string;
  };
  footer: string;
  lang: string;
  numberLocale: string;
}

export const DAILY_SUMMARY_STRINGS: Record<Locale, DailySummaryStrings> = {
  en_US: {
    subject: (location, date) => `Daily summary for ${location} – ${date}`,
    heading: (location) => `Daily summary – ${location}`,
    intro: (date) => `Here are your shop's figures for ${date}.`,
    dayTitle: 'The day',
    monthTitle: (month) => `Month to date (${month})`,
    commentsTitle: 'Newest coach comments',
    noComments: 'No coach comments yet.',
    readComment: 'Read on the dashboard',
    openDashboard: 'Open the dashboard',
    byCoach: (name) => `by ${name}`,
    metrics: {
      gross_sales: 'Gross sales',
      sale_count: 'Repair orders',
      average_sale: 'Average repair order',
      gross_profit: 'Gross profit',
      gross_profit_per: 'Gross profit %',
      sold_hours: 'Sold hours',
      effective_labor_rate: 'Effective labor rate',
    },
    month: {
      actual: 'Gross sales',
      goal: 'Monthly goal',
      percentOfGoal: 'Percent of goal',
      forecast: 'Forecast for the month',
      forecastPercent: 'Forecast percent of goal',
      noGoal: 'No goal set',
    },
    footer: 'You receive this e-mail because you are a contact of this shop in the RLO Training portal.',
    lang: 'en',
    numberLocale: 'en-US',
  },
  en_FR: {
    subject: (location, date) => `Résumé quotidien de ${location} – ${date}`,
    heading: (location) => `Résumé quotidien – ${location}`,
    intro: (date) => `Voici les chiffres de votre atelier pour le ${date}.`,
    dayTitle: 'La journée',
    monthTitle: (month) => `Depuis le début du mois (${month})`,
    commentsTitle: 'Derniers commentaires du coach',
    noComments: 'Aucun commentaire du coach pour le moment.',
    readComment: 'Lire sur le tableau de bord',
    openDashboard: 'Ouvrir le tableau de bord',
    byCoach: (name) => `par ${name}`,
    metrics: {
      gross_sales: 'Ventes brutes',
      sale_count: 'Ordres de réparation',
      average_sale: 'Ordre de réparation moyen',
      gross_profit: 'Marge brute',
      gross_profit_per: 'Marge brute en %',
      sold_hours: 'Heures vendues',
      effective_labor_rate: "Taux horaire effectif de main-d'œuvre",
    },
    month: {
      actual: 'Ventes brutes',
      goal: 'Objectif mensuel',
      percentOfGoal: "Pourcentage de l'objectif",
      forecast: 'Prévision pour le mois',
      forecastPercent: "Prévision en pourcentage de l'objectif",
      noGoal: 'Aucun objectif défini',
    },
    footer:
      'Vous recevez cet e-mail parce que vous êtes un contact de cet atelier sur le portail RLO Training.',
    lang: 'fr',
    numberLocale: 'fr-FR',
  },
  en_ES: {
    subject: (location, date) => `Resumen diario de ${location} – ${date}`,
    heading: (location) => `Resumen diario – ${location}`,
    intro: (date) => `Estas son las cifras de su taller del ${date}.`,
    dayTitle: 'El día',
    monthTitle: (month) => `En lo que va del mes (${month})`,
    commentsTitle: 'Comentarios más recientes del coach',
    noComments: 'Todavía no hay comentarios del coach.',
    readComment: 'Leer en el panel',
    openDashboard: 'Abrir el panel',
    byCoach: (name) => `por ${name}`,
    metrics: {
      gross_sales: 'Ventas brutas',
      sale_count: 'Órdenes de reparación',
      average_sale: 'Orden de reparación promedio',
      gross_profit: 'Ganancia bruta',
      gross_profit_per: 'Ganancia bruta %',
      sold_hours: 'Horas vendidas',
      effective_labor_rate: 'Tarifa efectiva de mano de obra',
    },
    month: {
      actual: 'Ventas brutas',
      goal: 'Meta mensual',
      percentOfGoal: 'Porcentaje de la meta',
      forecast: 'Pronóstico del mes',
      forecastPercent: 'Pronóstico en porcentaje de la meta',
      noGoal: 'Sin meta definida',
    },
    footer: 'Recibe este correo porque es contacto de este taller en el portal de RLO Training.',
    lang: 'es',
    numberLocale: 'es-ES',
  },
};
