import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/** What a listener is told: each message, and whether messages can be trusted to arrive. */
export interface ChannelHandlers {
  message(payload: string): void;
  /**
   * false when the listening connection is lost (messages may be missed from
   * then on), true once it listens (again).
   */
  listening(up: boolean): void;
}

/** Subscribes to a LISTEN/NOTIFY channel; the returned function unsubscribes. */
export type Listen = (channel: string, handlers: ChannelHandlers) => Promise<() => Promise<void>>;

const retryDelaysMs = [250, 1000, 2000, 5000];

/**
 * A dedicated connection for LISTEN (a pooled one would be handed to queries),
 * reconnected with back-off for as long as the subscription lasts.
 */
export function postgresListen(connectionString: string): Listen {
  return async (channel, handlers) => {
    let client: pg.Client | undefined;
    let stopped = false;
    let attempt = 0;
    let retryTimer: NodeJS.Timeout | undefined;

    function lost(broken: pg.Client) {
      if (client !== broken) return;
      client = undefined;
      handlers.listening(false);
      broken.end().catch(() => undefined);
      if (stopped) return;
      const delay = retryDelaysMs[Math.min(attempt, retryDelaysMs.length - 1)]!;
      attempt += 1;
      retryTimer = setTimeout(() => void connect(), delay);
      retryTimer.unref();
    }

    async function connect(): Promise<void> {
      const next = new pg.Client({ connectionString, keepAlive: true });
      client = next;
      next.on('error', () => lost(next));
      next.on('end', () => lost(next));
      next.on('notification', (message) => {
        if (message.channel === channel && message.payload) handlers.message(message.payload);
      });
      try {
        await next.connect();
        await next.query(`listen ${pg.escapeIdentifier(channel)}`);
      } catch {
        lost(next);
        return;
      }
      if (stopped || client !== next) return;
      attempt = 0;
      handlers.listening(true);
    }

    await connect();
    return async () => {
      stopped = true;
      clearTimeout(retryTimer);
      const current = client;
      client = undefined;
      handlers.listening(false);
      await current?.end().catch(() => undefined);
    };
  };
}

/**
 * PGlite runs in this process and delivers a notification while the committing
 * statement returns, so its listener is never behind the writer.
 */
export function pgliteListen(client: PGlite): Listen {
  return async (channel, handlers) => {
    const unsubscribe = await client.listen(channel, (payload) => handlers.message(payload));
    handlers.listening(true);
    return async () => {
      handlers.listening(false);
      await unsubscribe();
    };
  };
}
