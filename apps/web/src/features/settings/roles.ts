import type { Role } from '@rlo/contract';

/** The translation key of a role's display name (3-operations §6: Admin is "Shop Owner-General Manager"). */
export const roleLabelKey = (role: Role) => `settings.users.roles.${role}`;
