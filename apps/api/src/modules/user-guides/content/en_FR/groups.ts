import type { KpiGuideGroup } from '@rlo/contract';
import type { GroupText, GuideLabels } from '../types';

export const labels: GuideLabels = {
  what: 'De quoi s\'agit-il',
  formula: 'Comment il est calculé',
  read: 'Comment le lire',
  tip: 'Conseil',
  onThisScreen: 'Sur cet écran',
  kpisInSection: 'Chiffres de cette section',
};

export const groups: Record<KpiGuideGroup, GroupText> = {
  daily: { title: 'Résumé quotidien', intro: 'Les chiffres du mois à date de l\'établissement choisi, avec le rythme face à vos objectifs.' },
  specificDay: { title: 'Jour précis', intro: 'Les chiffres d\'hier (samedi quand hier était dimanche) face au même jour de la semaine précédente.' },
  monthly: { title: 'Graphique mensuel', intro: 'Les 24 derniers mois en deux blocs de 12. Un bloc affiche le total pour les montants et les nombres, et la moyenne des valeurs mensuelles pour les ratios.' },
  yearly: { title: 'Comparaison annuelle', intro: 'Cette année à date face à l\'an dernier au même jour, et les années complètes précédentes.' },
  weekly: { title: 'Graphique hebdomadaire', intro: 'Des semaines du lundi au dimanche : cette semaine à date face aux semaines précédentes.' },
  employees: { title: 'Employés', intro: 'Les chiffres des conseillers de service et des techniciens sur les deux derniers mois. Les employés masqués comptent toujours dans les totaux.' },
  customers: { title: 'Clients', intro: 'La fidélisation mois par mois : clients nouveaux, actifs, perdus, à risque et reconquis.' },
  marketing: { title: 'Sources marketing', intro: 'D\'où viennent vos nouveaux clients, mois par mois.' },
};
