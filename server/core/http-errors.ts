/**
 * Errors raised before a route runs (Fastify's body parsers, its router, Node's HTTP parser)
 * answered in the catalogue's shape: stable code, the catalogue's status, French (or English)
 * message, never the request echoed back.
 */
import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { ERROR_CATALOGUE } from './error-catalogue';
import type { ErrorCode } from './errors';
import { lookupTable } from '../../src/domain/lookup-table';

/** Headers of an error answered before any hook runs (a JSON body that nothing may frame). */
const ERROR_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
  'Referrer-Policy': 'strict-origin-when-cross-origin',
};

/** Fastify error codes and the catalogue code each becomes. */
const FASTIFY_CODES: Readonly<Record<string, ErrorCode>> = lookupTable({
  FST_ERR_BAD_URL: 'BAD_URL',
  FST_ERR_CTP_BODY_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'VALIDATION',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'INVALID_JSON',
  FST_ERR_CTP_INVALID_JSON_BODY: 'INVALID_JSON',
  FST_ERR_NOT_FOUND: 'NOT_FOUND',
});

/** Node HTTP parser error codes and the catalogue code each becomes. */
const CLIENT_CODES: Readonly<Record<string, ErrorCode>> = lookupTable({
  HPE_HEADER_OVERFLOW: 'HEADERS_TOO_LARGE',
  HPE_URI_TOO_LONG: 'URI_TOO_LONG',
  ERR_HTTP_REQUEST_TIMEOUT: 'REQUEST_TIMEOUT',
});

function codeOf(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const code: unknown = Reflect.get(error, 'code');
  return typeof code === 'string' ? code : undefined;
}

function statusOf(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const status: unknown = Reflect.get(error, 'statusCode');
  return typeof status === 'number' ? status : undefined;
}

/**
 * The catalogue code of a client error raised by Fastify or Node (a 4xx that is not an
 * AppError), or undefined for a server fault.
 */
export function clientErrorCode(error: unknown): ErrorCode | undefined {
  const code = codeOf(error);
  const known = code === undefined ? undefined : FASTIFY_CODES[code];
  if (known !== undefined) return known;
  const status = statusOf(error);
  if (status === undefined || status < 400 || status >= 500) return undefined;
  if (error instanceof SyntaxError) return 'INVALID_JSON';
  if (status === 413) return 'PAYLOAD_TOO_LARGE';
  if (status === 414) return 'URI_TOO_LONG';
  if (status === 415) return 'UNSUPPORTED_MEDIA_TYPE';
  if (status === 404) return 'NOT_FOUND';
  return 'VALIDATION';
}

/** The JSON body of a catalogue error without parameters. */
export function catalogueBody(code: ErrorCode, english: boolean): string {
  const entry = ERROR_CATALOGUE[code];
  const message = english ? entry.en({}) : entry.message({});
  return JSON.stringify({ statusCode: entry.status, code, message });
}

/** Fastify's `frameworkErrors`: a malformed URL answers BAD_URL in the catalogue's shape. */
export function frameworkErrors(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  const code = clientErrorCode(error) ?? 'BAD_URL';
  request.log.info({ code: error.code }, 'refused before routing');
  // Before routing no hook runs: the headers of an error answer are set here.
  void reply
    .status(ERROR_CATALOGUE[code].status)
    .headers(ERROR_HEADERS)
    .type('application/json; charset=utf-8')
    .send(catalogueBody(code, false));
}

/**
 * Fastify's `clientErrorHandler`: what Node's HTTP parser refuses (headers too large, URI too
 * long, request time-out, garbage) answers in the catalogue's shape, then the socket closes.
 */
export function clientErrorHandler(error: Error, socket: Socket): void {
  const code = CLIENT_CODES[codeOf(error) ?? ''] ?? 'VALIDATION';
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  const body = catalogueBody(code, false);
  const status = ERROR_CATALOGUE[code].status;
  socket.end(
    `HTTP/1.1 ${status} ${code}\r\nContent-Type: application/json; charset=utf-8\r\n` +
      Object.entries(ERROR_HEADERS)
        .map(([k, v]) => `${k}: ${v}\r\n`)
        .join('') +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}
