// The part of autocannon's programmatic API the scale benchmark uses (autocannon ships no types).
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events';

  namespace autocannon {
    interface Request {
      method?: string;
      path?: string;
      headers?: Record<string, string>;
      body?: string | Buffer;
      /** Called for every request built from this entry; returns the request to send. */
      setupRequest?: (request: Request, context: Record<string, unknown>) => Request;
    }

    interface Options {
      url: string;
      method?: string;
      headers?: Record<string, string>;
      body?: string | Buffer;
      connections?: number;
      /** Seconds. */
      duration?: number;
      /** Seconds without an answer before a request counts as a timeout (and its connection is reset). */
      timeout?: number;
      requests?: Request[];
    }

    interface Result {
      /** Seconds from start to stop. */
      duration: number;
      errors: number;
      timeouts: number;
      non2xx: number;
      /** sent: requests written; total: answers read. */
      requests: { sent: number; total: number };
      statusCodeStats: Record<string, { count: number }>;
    }

    interface Instance extends EventEmitter, PromiseLike<Result> {
      stop(): void;
      on(
        event: 'response',
        listener: (client: unknown, statusCode: number, bytes: number, responseTime: number) => void,
      ): this;
      on(event: 'reqError', listener: (error: Error) => void): this;
    }
  }

  function autocannon(options: autocannon.Options): autocannon.Instance;

  export = autocannon;
}
