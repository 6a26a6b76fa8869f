import type { ScreenGuideKey } from '@rlo/contract';
import type { ScreenText } from '../types';

export const screens: Record<ScreenGuideKey, ScreenText> = {
  dashboard: {
    title: 'Tableau de bord',
    intro: 'Les chiffres de votre atelier en un coup d\'œil, à partir des ordres de réparation que votre logiciel de gestion envoie chaque jour. Seuls les OR clôturés comptent.',
    points: [
      'Choisissez un établissement, ou Tous les établissements, en haut ; toutes les sections suivent ce choix.',
      'Résumé quotidien : ventes, nombre de véhicules, ORM et marge brute du mois à date, avec le rythme face à vos objectifs de prévision.',
      'Jour précis : hier (samedi quand hier était dimanche) comparé au même jour de la semaine précédente.',
      'Graphique mensuel : 24 mois en deux blocs de 12 ; choisissez le groupe et le chiffre, et affichez votre ligne d\'objectif.',
      'Comparaison annuelle et graphique hebdomadaire : cette année face à l\'an dernier, cette semaine jusqu\'à aujourd\'hui face à toute la semaine précédente.',
      'Employés, clients et sources marketing : chiffres des conseillers et techniciens, fidélisation et origine des nouveaux clients.',
      'L\'icône d\'information à côté du titre de chaque section ouvre le guide des chiffres de cette section.',
    ],
    tip: 'Les sections se chargent au fil du défilement : le haut de la page est prêt tout de suite.',
  },
  locations: {
    title: 'Établissements',
    intro: 'Tous les établissements de votre compte et l\'état de leur synchronisation.',
    points: [
      'Vert : synchronisation active. Jaune : désactivée. Rouge : dernière synchronisation de plus de 3 jours (« not sync\'d something is wrong »). Gris : pas encore configurée.',
      'Resynchroniser demande à l\'agent de renvoyer une période ; renvoyer l\'e-mail quotidien renvoie le résumé d\'un jour. Chaque action est bloquée 48 heures par établissement après usage.',
      'Ouvrez un établissement pour voir ses ordres de réparation et ses recommandations.',
    ],
    tip: 'Un établissement en rouge signifie souvent que l\'ordinateur qui fait tourner l\'agent était éteint ou hors ligne.',
  },
  locationSetup: {
    title: 'Configuration de l\'établissement',
    intro: 'Comment les ordres de réparation d\'un établissement arrivent au portail : l\'agent de bureau, son jeton et son guide d\'installation en 12 étapes, et les deux voies sans agent.',
    points: [
      'Choisissez l\'établissement en haut ; le jeton de l\'agent et les étapes concernent cet établissement.',
      'L\'étape 1 porte le bouton <strong>Télécharger l\'agent</strong> quand un téléchargement est prévu pour votre compte. Sinon, l\'étape le dit : écrivez à support@rlotraining.com et nous vous envoyons l\'installateur.',
      'Émettez le jeton de l\'agent de l\'établissement (propriétaires et administrateurs) et collez-le dans l\'agent ; il n\'est affiché qu\'une fois, et le renouveler coupe l\'agent qui utilise l\'ancien.',
      'Sans agent : importez un export CSV de vos ordres de réparation sur la page Sites ou, pour un atelier Tekmetric, saisissez ses identifiants d\'API dans Paramètres &gt; Système de gestion et le portail récupère les ordres toutes les heures.',
    ],
    tip: 'Vérifiez le fuseau horaire et les jours ouvrés de l\'établissement (Sites, modifier) avant la première synchronisation, pour que les chiffres quotidiens tombent aux bonnes dates et que la prévision compte les bons jours.',
  },
  desktopAgent: {
    title: 'Installation de l\'agent de bureau',
    intro: 'L\'agent de bureau est un petit programme Windows pour l\'ordinateur de l\'atelier : il lit votre logiciel de gestion et envoie ses ordres de réparation au portail toutes les quelques minutes.',
    points: [
      'Où l\'obtenir : Configuration du site, étape 1, <strong>Télécharger l\'agent</strong>. Le bouton y est quand un téléchargement est prévu pour votre compte ; d\'ici là l\'étape le dit, et support@rlotraining.com vous envoie l\'installateur.',
      'Installez-le en administrateur sur un ordinateur qui accède à la base de votre logiciel de gestion, puis collez le jeton de l\'agent de l\'établissement (émis dans Configuration du site) dans son premier écran.',
      'Choisissez votre logiciel de gestion, saisissez la connexion à la base, appuyez sur Tester, puis lancez la première synchronisation ; l\'historique arrive par lots, puis les nouveaux ordres toutes les quelques minutes.',
      'Le voyant de l\'établissement sur la page Sites passe au vert dès qu\'une synchronisation est arrivée ; rouge signifie que rien n\'est arrivé depuis plus de 3 jours.',
      'Autres voies, sans agent : un export CSV importé sur la page Sites, ou la connexion Tekmetric dans Paramètres &gt; Système de gestion.',
    ],
    tip: 'Laissez l\'ordinateur allumé pendant les heures d\'ouverture et la nuit : l\'agent n\'envoie que lorsqu\'il tourne.',
  },
  worksheets: {
    title: 'Feuilles de travail',
    intro: 'Des feuilles mensuelles où vous saisissez les chiffres que votre logiciel de gestion n\'envoie pas (abonnement RLO Standard).',
    points: [
      'Choisissez d\'abord un établissement ; une nouvelle feuille utilise la Composite Worksheet (version 2).',
      'Remplissez les champs de chaque catégorie ; les chiffres issus de vos données sont remplis pour vous.',
      'La grille liste vos feuilles avec leur période et leur statut ; ouvrez-en une pour la modifier ou la supprimer.',
    ],
    tip: 'Remplissez la feuille dans les premiers jours du mois, quand le mois précédent est encore frais.',
  },
  shopComparison: {
    title: 'Comparaison d\'ateliers',
    intro: 'Vos établissements côte à côte, chaque période comparée à la même période un an plus tôt (abonnement E-mail quotidien RLO).',
    points: [
      'Vue résumé : ventes, véhicules, ORM, heures, taux horaire effectif et marge brute pour le jour précis, la semaine, le mois, le mois dernier, l\'année à date et les 12 derniers mois.',
      'Vue clients : clients actifs, nouveaux, perdus et perdus à 7 mois par établissement.',
      'La semaine se compare à la semaine précédente et le jour précis au même jour de la semaine précédente.',
      'Ici, les montants sont en dollars entiers et les heures en heures entières.',
    ],
    tip: 'Cherchez l\'établissement dont les variations diffèrent des autres : c\'est là qu\'il faut accompagner en premier.',
  },
  measureMyShop: {
    title: 'Mesurer mon atelier',
    intro: 'Votre atelier face à des ateliers comparables : l\'atelier le plus haut, l\'atelier le plus bas et l\'atelier moyen, par année et par mois (abonnement Mesurer mon atelier).',
    points: [
      'Choisissez vos nombres de techniciens pour être comparé à des ateliers de votre taille.',
      'Lisez ventes, ORM, véhicules par jour et taux de marge face aux pairs.',
    ],
    tip: 'Choisissez un chiffre où vous êtes sous la moyenne et faites-en votre objectif du trimestre.',
  },
  reports: {
    title: 'Rapports',
    intro: 'Un rapport de synthèse pour n\'importe quelle période : ventes, remises, coûts et marge par main-d\'œuvre, pièces, pneus, sous-traitance et autres ventes.',
    points: [
      'Choisissez l\'établissement et une période prédéfinie (ce mois, le mois dernier, cette année…) ou personnalisée ; les deux dates sont obligatoires et la fin ne peut précéder le début.',
      'Les totaux montrent les ventes avec et sans remises et autres ventes, le coût, la marge et la marge %.',
      'En dessous : ORM, nombre d\'OR, heures vendues, taux horaire effectif, marge par OR et par heure vendue.',
      'Imprimez ou exportez le rapport pour votre comptable ou votre réunion d\'équipe.',
    ],
    tip: 'Lancez le rapport du mois dernier le premier jour ouvré de chaque mois et gardez-le avec votre feuille de travail.',
  },
  categoryReport: {
    title: 'Rapport par catégorie',
    intro: 'Ventes, coûts et marge des pièces et de la main-d\'œuvre par catégorie (freins, pneus, entretien…), sur une période.',
    points: [
      'Choisissez les catégories et la période (au plus tôt le début de l\'an dernier) ; filtrez par conseiller ou technicien si besoin.',
      'Cliquez sur une catégorie pour lister ses ordres de réparation ; cette liste couvre au plus 7 jours.',
    ],
    tip: 'Associez d\'abord vos catégories (Associer les catégories), sinon le rapport n\'a rien à regrouper.',
  },
  mapCategory: {
    title: 'Associer les catégories',
    intro: 'Faites correspondre les catégories de votre logiciel de gestion avec celles du tableau de bord.',
    points: [
      'Choisissez d\'abord une catégorie du tableau de bord, puis glissez-y les catégories du logiciel de gestion.',
      'Un établissement est associé quand toutes ses catégories le sont.',
      'Supprimez une association pour déplacer une catégorie ailleurs.',
    ],
    tip: 'L\'association se fait une fois par établissement ; les nouvelles catégories de votre logiciel apparaissent ici pour être associées.',
  },
  coachingGoals: {
    title: 'Objectifs de coaching',
    intro: 'Des cibles pour vos chiffres clés, par établissement, affichées en lignes d\'objectif sur les graphiques (propriétaires et administrateurs).',
    points: [
      'Des objectifs peuvent être fixés pour les ventes brutes, la marge brute, l\'ORM, le nombre de véhicules et la marge brute hors autres ventes.',
      'Le rythme face à l\'objectif du tableau de bord utilise les objectifs de prévision (Objectifs de prévision sur le tableau de bord), pas ces objectifs de coaching.',
    ],
    tip: 'Fixez les objectifs avec votre coach : des objectifs ambitieux mais atteignables motivent l\'équipe.',
  },
  coachComments: {
    title: 'Commentaires du coach',
    intro: 'Les notes que votre coach écrit sur vos chiffres et vos ordres de réparation (abonnement E-mail quotidien RLO).',
    points: [
      'Listes par indicateur, par ordre de réparation et par e-mail quotidien ; les commentaires non lus sont comptés dans le menu.',
      'Ouvrir un commentaire le marque comme lu.',
      'Depuis un commentaire, vous pouvez demander un appel de coaching ou une formation ; la demande est enregistrée, envoyée à votre coach et renvoyée jusqu\'à ce qu\'elle passe.',
    ],
  },
  employeeComments: {
    title: 'Accompagner mes employés / Commentaires du propriétaire',
    intro: 'Les propriétaires écrivent à leurs employés au sujet de leurs chiffres ; les employés les lisent ici.',
    points: [
      'Propriétaires : choisissez des employés, écrivez le commentaire et consultez les chiffres de chaque conseiller et technicien sur les deux derniers mois.',
      'Employés : les commentaires qui vous sont adressés ; ils sont marqués lus à l\'ouverture.',
      'E-mails clients : les e-mails quotidiens envoyés, avec leur état de remise.',
    ],
  },
  coachingCall: {
    title: 'Appel de coaching',
    intro: 'Réservez un appel avec votre coach.',
    points: [
      'Choisissez l\'établissement, jusqu\'à 3 dates souhaitées et une plage horaire, indiquez un numéro de téléphone et le sujet.',
      'La demande part par e-mail à votre coach ; si l\'envoi échoue, le serveur réessaie.',
      'Vos demandes passées sont listées avec leur état.',
    ],
  },
  allCustomers: {
    title: 'Tous les clients',
    intro: 'Les clients d\'un établissement, avec leurs véhicules, ordres de réparation et activité.',
    points: [
      'Recherchez par nom, téléphone ou e-mail ; ouvrez un client pour le détail.',
      'Les doublons (même nom et un téléphone ou e-mail commun) peuvent être fusionnés : le client le plus ancien est conservé et tous les OR et véhicules lui sont rattachés.',
    ],
    tip: 'Fusionnez régulièrement les doublons : ils faussent les nombres de clients nouveaux, perdus et actifs.',
  },
  emailCount: {
    title: 'Nombre d\'e-mails',
    intro: 'Statistiques clients : combien de clients de l\'établissement ont une adresse e-mail enregistrée.',
    points: ['Plus la part avec e-mail est élevée, plus vos rappels et lettres d\'information touchent de clients.'],
  },
  roAudit: {
    title: 'Audit des OR',
    intro: 'Les derniers ordres de réparation reçus de votre logiciel de gestion, pour vérifier que les données arrivent complètes.',
    points: ['Pages de 5 OR ; ouvrez-en un pour voir ses lignes, le client et le véhicule.', 'Servez-vous-en pour vérifier un OR qui semble faux sur le tableau de bord.'],
  },
  deletedRos: {
    title: 'OR supprimés',
    intro: 'Les ordres de réparation retirés des chiffres (propriétaires uniquement).',
    points: ['Restaurer remet l\'OR au statut CLOSED et il compte de nouveau immédiatement.', 'Pages de 10 ; filtrez par période ou affichez tout.'],
  },
  settings: {
    title: 'Paramètres',
    intro: 'Votre compte, vos utilisateurs, la connexion au logiciel de gestion et l\'historique de facturation.',
    points: [
      'Compte : coordonnées de l\'entreprise et carte enregistrée.',
      'Utilisateurs : ajoutez des utilisateurs et donnez-leur un rôle (Propriétaire-Directeur général, Conseiller de service-Responsable d\'établissement ou Utilisateur).',
      'Logiciel de gestion : la connexion à un système en ligne (comme Protractor ou Tekmetric).',
      'Historique de facturation : vos factures et paiements.',
    ],
  },
  helpVideos: {
    title: 'Vidéos d\'aide',
    intro: 'De courtes vidéos qui montrent comment utiliser le portail.',
    points: ['Lisez une vidéo sur la page ou ouvrez-la dans un nouvel onglet.'],
  },
  userGuide: {
    title: 'Guides d\'utilisation',
    intro: 'Tous les guides du portail au même endroit : un par écran et un par indicateur.',
    points: ['Recherchez par nom, filtrez les guides d\'écran ou d\'indicateur, et ouvrez un guide pour le lire.', 'Les icônes d\'information du portail ouvrent les mêmes guides.'],
  },
};
