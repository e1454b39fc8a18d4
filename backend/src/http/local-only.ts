import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isLoopbackAddress } from '../config/app-config';

/**
 * Where development conveniences live (the dev SMS outbox today; any later one goes under the same prefix). They
 * hand out sign-in codes, so whatever NODE_ENV says they answer only a caller on this machine.
 */
export const DEV_ROUTES_PREFIX = '/api/dev';

/**
 * A caller is on this machine when the socket's peer is a loopback address AND the client address Fastify derives
 * from it is too: behind a TRUST_PROXY'd proxy on this machine the socket is loopback but the real client is named
 * in X-Forwarded-For, and that real client is what counts. A forged X-Forwarded-For from a remote socket never helps,
 * because the socket itself is not loopback.
 */
export function isLocalCaller(request: FastifyRequest): boolean {
  return isLoopbackAddress(request.socket?.remoteAddress) && isLoopbackAddress(request.ip);
}

/** Anyone else gets the same 404 as a path that does not exist, before routing, authentication or any work. */
export function registerLocalOnlyRoutes(fastify: FastifyInstance, prefix = DEV_ROUTES_PREFIX): void {
  fastify.addHook('onRequest', async (request, reply) => {
    const path = request.url.split('?')[0];
    if (path !== prefix && !path.startsWith(`${prefix}/`)) return;
    if (isLocalCaller(request)) return;
    return reply.status(404).send({
      statusCode: 404,
      error: 'Not Found',
      message: `Cannot ${request.method} ${path}`,
      requestId: request.id,
    });
  });
}
