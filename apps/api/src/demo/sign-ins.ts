import type { PublicConfig } from '@rlo/contract';

export const DEMO_PASSWORD = 'demo1234';

/** The demo accounts the login screen offers; the screen labels them by role in its language. */
export const DEMO_SIGN_INS: PublicConfig['demoSignIns'] = [
  { email: 'owner@demo-auto.com', password: DEMO_PASSWORD, label: 'Shop owner (Admin)', role: 'owner' },
  { email: 'advisor@demo-auto.com', password: DEMO_PASSWORD, label: 'Service advisor (Location manager)', role: 'advisor' },
  { email: 'coach@demo-auto.com', password: DEMO_PASSWORD, label: 'Coach', role: 'coach' },
];
