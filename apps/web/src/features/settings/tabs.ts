/** The settings tabs, as the route names them (3-operations §2: /settings/{settingsName}). */
export const SETTINGS_TABS = ['account', 'users', 'managementSystem', 'billingHistory'] as const;
export type SettingsTab = (typeof SETTINGS_TABS)[number];

export const isSettingsTab = (name: string | undefined): name is SettingsTab => SETTINGS_TABS.includes(name as SettingsTab);
