import type { FastifyRequest } from 'fastify';

/** The client's address as Fastify derives it (the socket's, or X-Forwarded-For's as TRUST_PROXY allows). */
export const clientAddress = (request: FastifyRequest): string => request.ip ?? 'unknown';
