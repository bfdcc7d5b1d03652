import type { FastifyRequest } from 'fastify';
import { AppError } from '../../core/errors';

/** A host name or IPv4 / bracketed IPv6 address, with an optional port. */
const HOST =
  /^(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,62})?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,62})?)*|\[[0-9A-Fa-f:.]+\])(?::[0-9]{1,5})?$/;

/**
 * Absolute URL of this server as the client sees it: the configured public URL, else the
 * request's protocol and host (X-Forwarded-Proto and X-Forwarded-Host count only from the
 * proxies of PERIPLE_TRUSTED_PROXIES). Rejects a malformed Host so that it never ends up in a
 * style's URLs.
 */
export function requestBaseUrl(request: FastifyRequest, publicUrl: string | undefined): string {
  if (publicUrl !== undefined) return publicUrl;
  const protocol = request.protocol === 'https' ? 'https' : 'http';
  const host = request.host;
  if (!HOST.test(host)) {
    throw new AppError('VALIDATION', { details: 'en-tête Host invalide' });
  }
  return `${protocol}://${host}`;
}
