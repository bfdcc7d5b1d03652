/**
 * One listening server in front of a replaceable app: an import swaps a region's artefacts, the
 * server opens them and builds a new app beside the running one, then sends new requests to it;
 * the old app finishes its requests and closes after the request time-out. No request fails
 * during a reload, and a reload that fails (a broken artefact) keeps the running app.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { clientErrorHandler } from './http-errors';

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

/** An app and what to close after it. */
export interface Built {
  app: FastifyInstance;
  close: () => Promise<void>;
}

/** Builds an app whose requests arrive through the given factory's handler. */
export type AppBuilder = (serverFactory: (handler: Handler) => Server) => Promise<Built>;

/** The server and the app it currently serves. */
export class HotApp {
  readonly server: Server;
  private current: { built: Built; handler: Handler } | undefined;
  private reloading: Promise<boolean> | undefined;

  constructor(
    private readonly build: AppBuilder,
    private readonly options: { requestTimeoutMs: number; log: (message: string) => void },
  ) {
    this.server = createServer(
      {
        requestTimeout: options.requestTimeoutMs,
        connectionsCheckingInterval: Math.min(1_000, options.requestTimeoutMs),
      },
      (req, res) => this.current?.handler(req, res),
    );
    this.server.on('clientError', clientErrorHandler);
  }

  private async next(): Promise<{ built: Built; handler: Handler }> {
    let handler: Handler | undefined;
    const built = await this.build((h) => {
      handler = h;
      // Never listens: the shared server hands it the requests.
      return createServer();
    });
    await built.app.ready();
    if (!handler) throw new Error('the app did not give its request handler');
    return { built, handler };
  }

  /** Builds the first app and listens. */
  async listen(port: number, host: string): Promise<void> {
    this.current = await this.next();
    await new Promise<void>((resolve) => this.server.listen(port, host, resolve));
  }

  /** Builds a new app and swaps it in; true when it did. Concurrent calls share one reload. */
  reload(): Promise<boolean> {
    this.reloading ??= this.swap().finally(() => (this.reloading = undefined));
    return this.reloading;
  }

  private async swap(): Promise<boolean> {
    let fresh: { built: Built; handler: Handler };
    try {
      fresh = await this.next();
    } catch (error) {
      this.options.log(`Reload refused, still serving the previous artefacts: ${String(error)}`);
      return false;
    }
    const old = this.current;
    this.current = fresh;
    this.options.log('Artefacts reloaded.');
    if (old) {
      setTimeout(() => void old.built.close(), this.options.requestTimeoutMs + 1_000).unref();
    }
    return true;
  }

  /** Stops listening and closes the current app. */
  async close(): Promise<void> {
    const closed = new Promise<void>((resolve) => this.server.close(() => resolve()));
    this.server.closeIdleConnections();
    await closed;
    await this.current?.built.close();
  }
}
