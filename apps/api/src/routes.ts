import type { FastifyInstance } from 'fastify';
import healthRoutes from './modules/health/routes';
import configRoutes from './modules/config/routes';
import authRoutes from './modules/auth/routes';
import locationRoutes from './modules/locations/routes';

/** Every module's routes, under /partners/api. */
export async function apiRoutes(app: FastifyInstance) {
  await app.register(healthRoutes);
  await app.register(configRoutes);
  await app.register(authRoutes);
  await app.register(locationRoutes);
}
