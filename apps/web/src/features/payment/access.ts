import type { SessionUser } from '@rlo/contract';

/** The card belongs to whoever holds the account: a shop owner or an Admin (the server's rule too). */
export const canManageCard = (user: Pick<SessionUser, 'isShopOwner' | 'role'>): boolean =>
  user.isShopOwner === 'true' || user.role === 'Admin';
