export const DEMO_PASSWORD = 'demo1234';

export const DEMO_SIGN_INS = [
  { email: 'owner@demo-auto.com', password: DEMO_PASSWORD, label: 'Shop owner (Admin)' },
  { email: 'advisor@demo-auto.com', password: DEMO_PASSWORD, label: 'Service advisor (Location manager)' },
  { email: 'coach@demo-auto.com', password: DEMO_PASSWORD, label: 'Coach' },
];
