import { WEB_BASED_MANAGEMENT_SYSTEMS } from '@rlo/contract';

export type ConnectionSystem = (typeof WEB_BASED_MANAGEMENT_SYSTEMS)[number];

export const isConnectionSystem = (system: string | null): system is ConnectionSystem =>
  WEB_BASED_MANAGEMENT_SYSTEMS.includes(system as ConnectionSystem);

/**
 * Protractor and Tekmetric name their connection fields their own way (3-operations §2: the tab's
 * content changes for them); the other web-based systems use the generic names.
 */
export const connectionLabelsKey = (system: ConnectionSystem) =>
  system === 'PROTRACTOR' || system === 'TEKMETRIC' ? `settings.management.systems.${system}` : 'settings.management.systems.generic';
