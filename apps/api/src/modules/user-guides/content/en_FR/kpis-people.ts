import type { KpiText, PeopleKpiKey } from '../types';

// Indicateurs clients, marketing et employés (kpis.md §3, §5, §6).
export const kpisPeople: Record<PeopleKpiKey, KpiText> = {
  new_customers: {
    title: 'Nouveaux clients',
    what: 'Les clients venus pour la toute première fois dans l\'établissement pendant la période.',
    formula: 'Les clients dont le premier OR clôturé dans cet établissement tombe dans la période (pour un mois M : première visite en M).',
    read: 'Les nouveaux clients remplacent ceux que vous perdez. Comparez-les chaque mois avec les clients perdus.',
    tip: 'Demandez à chaque nouveau client comment il vous a connu, pour que le graphique des sources marketing reste utile.',
  },
  returning_customers_count: {
    title: 'Clients fidèles',
    what: 'Les clients revenus : ils ont un OR clôturé dans la période et n\'y sont pas nouveaux.',
    formula: 'Les clients distincts ayant un OR clôturé dans la période, moins les nouveaux clients de la période.',
    read: 'Un atelier en bonne santé vit de ses clients fidèles ; leur part du nombre de véhicules montre votre fidélisation.',
    tip: 'Prenez le prochain rendez-vous avant que le véhicule parte : c\'est le moyen le moins cher de faire revenir un client.',
  },
  active_customers: {
    title: 'Clients actifs',
    what: 'Les clients venus au cours des 13 derniers mois.',
    formula: 'Pour un mois M : les clients dont la dernière visite jusqu\'à la fin de M se situe entre les mois M−12 et M (13 mois).',
    read: 'C\'est la taille réelle de votre clientèle. Elle devrait croître lentement et régulièrement.',
    tip: 'Divisez le nombre de véhicules mensuel par les clients actifs pour voir la fréquence de visite d\'un client moyen.',
  },
  lost_customers: {
    title: 'Clients perdus',
    what: 'Les clients qui viennent de passer 12 mois complets sans visite.',
    formula: 'Pour un mois M : les clients dont la dernière visite jusqu\'à la fin de M a eu lieu au mois M−13.',
    read: 'Chaque mois, ce chiffre compte les clients qui viennent de s\'éloigner. Comparez-le avec les nouveaux clients.',
    tip: 'Ouvrez la liste et appelez-les : un appel personnel fait revenir plus de clients qu\'une carte postale.',
  },
  last7_mon_lost_customers: {
    title: 'Clients à risque (7 mois)',
    what: 'Les clients dont la dernière visite remonte à 8 mois : pas encore perdus, mais ils s\'éloignent.',
    formula: 'Pour un mois M : les clients dont la dernière visite jusqu\'à la fin de M a eu lieu au mois M−8.',
    read: 'Ces clients peuvent encore être reconquis facilement. Cette liste est votre meilleure liste d\'appels.',
    tip: 'Envoyez-leur un rappel pour le prochain entretien de leur véhicule avant qu\'ils ne soient perdus.',
  },
  recovered_customer: {
    title: 'Clients reconquis',
    what: 'Les clients perdus qui sont revenus.',
    formula: 'Pour un mois M : les clients ayant une visite en M dont la visite précédente (avant leur première visite en M) date du mois M−13 ou avant. La ligne montre les deux visites et le mois où le client a été perdu (mois de la visite précédente + 13).',
    read: 'Il mesure l\'efficacité de vos appels et envois de reconquête.',
    tip: 'Notez ce qui a fait revenir chaque client reconquis et refaites ce qui fonctionne.',
  },
  lost_customers_one_visit: {
    title: 'Perdus après une visite',
    what: 'Les clients perdus qui ne sont venus qu\'une seule fois, avec leur part et la valeur de cette unique visite.',
    formula: 'Nombre : clients perdus ayant exactement une visite jusqu\'à la fin de M. Part : perdus à une visite ÷ perdus × 100 (0 si aucun perdu). ORM : le total moyen de ces visites uniques (0 s\'il n\'y en a pas).',
    read: 'Une part élevée signifie que les premières visites ne se transforment pas en relation.',
    tip: 'Relancez chaque nouveau client dans la semaine qui suit sa visite.',
  },
  attrition: {
    title: 'Attrition %',
    what: 'La part de vos clients actifs perdue ce mois-ci.',
    formula: 'Clients perdus (M) ÷ clients actifs (M) × 100. Elle vaut 0 s\'il n\'y a aucun client actif.',
    read: 'Plus bas, c\'est mieux. Comparez-la avec l\'acquisition : quand l\'acquisition est plus haute, votre clientèle grandit.',
    tip: 'Travaillez la liste des 7 mois chaque mois : l\'attrition baisse cinq mois plus tard.',
  },
  acquisition: {
    title: 'Acquisition %',
    what: 'Les nouveaux clients rapportés à vos clients actifs.',
    formula: 'Nouveaux clients (M) ÷ clients actifs (M) × 100. Elle vaut 0 s\'il n\'y a aucun client actif.',
    read: 'Plus haut, c\'est mieux. Elle montre à quelle vitesse le marketing renouvelle votre clientèle.',
    tip: 'Lisez-la avec le graphique des sources marketing pour voir quel canal amène les nouveaux clients.',
  },
  marketing_sources: {
    title: 'Sources marketing',
    what: 'D\'où viennent vos nouveaux clients, mois par mois.',
    formula: 'Les nouveaux clients de chaque mois regroupés par la source marketing enregistrée sur le client ; les clients sans source sont comptés sous « Inconnue ».',
    read: 'Investissez davantage dans les sources qui amènent des clients et remettez en question les autres.',
    tip: 'Une grande barre « Inconnue » signifie que la source n\'est pas demandée à l\'accueil.',
  },
  service_advisor_stats: {
    title: 'Chiffres des conseillers de service',
    what: 'Les chiffres de vente de chaque conseiller de service, à partir des OR clôturés qu\'il a rédigés.',
    formula: 'Les agrégats habituels sur les OR clôturés du conseiller : ventes brutes, nombre de véhicules, ORM, marge brute et marge %, plus le temps de main-d\'œuvre vendu, la marge pièces % (taux de marge pièces × 100), les heures par OR, le devis moyen (moyenne par OR des montants des recommandations), les pièces vendues et le taux horaire effectif du conseiller.',
    read: 'Comparez les conseillers sur l\'ORM, les heures par OR et la marge pièces plutôt que sur les seules ventes : le comptoir le plus occupé n\'est pas toujours le meilleur.',
    tip: 'Un devis moyen faible signifie que les constats d\'inspection ne sont pas présentés ; accompagnez le conseiller sur ce point.',
  },
  technician_stats: {
    title: 'Chiffres des techniciens',
    what: 'La production de chaque technicien, à partir des lignes de main-d\'œuvre qu\'il a réalisées sur des OR clôturés.',
    formula: 'Main-d\'œuvre vendue, temps vendu et réel, coût et marge de main-d\'œuvre (vendu − coût), nombre d\'OR distincts, vente moyenne de main-d\'œuvre (main-d\'œuvre vendue ÷ OR), taux horaire effectif, heures par OR (heures vendues ÷ OR), heures vendues par jour (heures vendues ÷ jours de ces OR), et les pièces et pneus vendus sur les OR dont il est le technicien principal.',
    read: 'Les heures vendues par jour sont le chiffre de productivité le plus clair. Les employés masqués comptent toujours dans les totaux de l\'atelier.',
    tip: 'Comparez heures vendues et heures réelles par technicien : cela montre qui a besoin de formation et qui a besoin de plus de travail.',
  },
};
