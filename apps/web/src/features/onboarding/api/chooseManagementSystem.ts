import { buildPath, paths, type ManagementSystem, type SessionUser } from '@rlo/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api';

export interface ChooseSystemVariables {
  partnerId: number;
  /** The user's default location, or null while the shop has none (the path then has no location). */
  locationId: number | null;
  system: ManagementSystem;
}

/**
 * POST /{partnerId}/on-boarding[/{locationId}]?shopManagementTypes&onboardingStage: a listed
 * system leads to CREDIT_CARD (the server checks it); the answer is the updated user.
 */
export function chooseManagementSystem({ partnerId, locationId, system }: ChooseSystemVariables): Promise<SessionUser> {
  const path =
    locationId === null
      ? buildPath(paths.onboarding, { partnerId })
      : buildPath(paths.onboardingLocation, { partnerId, locationId });
  return api<SessionUser>(path, {
    method: 'POST',
    query: { shopManagementTypes: system, onboardingStage: 'CREDIT_CARD' },
  });
}

export function useChooseManagementSystem() {
  return useMutation({ mutationFn: chooseManagementSystem });
}
