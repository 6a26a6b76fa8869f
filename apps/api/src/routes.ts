import type { FastifyInstance } from 'fastify';
import healthRoutes from './modules/health/routes';
import configRoutes from './modules/config/routes';
import authRoutes from './modules/auth/routes';
import locationRoutes from './modules/locations/routes';
import partnerRoutes from './modules/partners/routes';
import reportRoutes from './modules/reports/routes';

/** Every module's routes, under /partners/api. */
export async function apiRoutes(app: FastifyInstance) {
  await app.register(healthRoutes);
  await app.register(configRoutes);
  await app.register(authRoutes);
  await app.register(locationRoutes);
  await app.register(partnerRoutes);
  await app.register(reportRoutes);
  await app.register(import('./modules/agent-ingest/routes'));
  await app.register(import('./modules/customer-lists/routes'));
  await app.register(import('./modules/repair-orders/routes'));
  await app.register(import('./modules/crm/routes'));
  await app.register(import('./modules/location-admin/routes'));
  await app.register(import('./modules/report-actions/routes'));
  await app.register(import('./modules/onboarding/routes'));
  await app.register(import('./modules/payments/routes'));
  await app.register(import('./modules/partners/account-routes'));
  await app.register(import('./modules/users/routes'));
  await app.register(import('./modules/management-connections/routes'));
  await app.register(import('./modules/employee-comments/routes'));
  await app.register(import('./modules/worksheets/routes'));
  await app.register(import('./modules/alerts/routes'));
  await app.register(import('./modules/goals/routes'));
  await app.register(import('./modules/coach-comments/routes'));
  await app.register(import('./modules/coaches/routes'));
  await app.register(import('./modules/tooltips/routes'));
  await app.register(import('./modules/comparison/routes'));
  await app.register(import('./modules/categories/routes'));
  await app.register(import('./modules/user-guides/routes'));
  await app.register(import('./modules/help-videos/routes'));
  await app.register(import('./modules/coaching-calls/routes'));
  await app.register(import('./modules/categories/report-routes'));
  await app.register(import('./modules/sync-runs/routes'));
  await app.register(import('./modules/csv-uploads/routes'));
}
