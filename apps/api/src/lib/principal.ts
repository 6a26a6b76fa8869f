import type { FastifyRequest } from 'fastify';
import type { Principal } from './sessions';
import { forbidden, unauthorized } from './http-error';

export type UserPrincipal = Extract<Principal, { kind: 'user' }>;
export type CoachPrincipal = Extract<Principal, { kind: 'coach' }>;

export function requireUser(request: FastifyRequest): UserPrincipal {
  const p = request.principal;
  if (!p) throw unauthorized();
  if (p.kind !== 'user') throw forbidden();
  return p;
}

export function requireCoach(request: FastifyRequest): CoachPrincipal {
  const p = request.principal;
  if (!p) throw unauthorized();
  if (p.kind !== 'coach') throw forbidden();
  return p;
}
