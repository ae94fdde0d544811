// Live fan-out of new notifications (issue 47): every API instance LISTENs on the channel the
// notifications trigger notifies on (migration 019) and hands each committed notification to the
// streams its recipient holds open on this instance (routes/notifyStream.ts). On PostgreSQL one
// dedicated connection per instance listens (reconnecting after a loss, then asking every stream
// to catch up from its last event); on PGlite, `pglite.listen` in the process.
import pg from 'pg';
import type { Db } from '../db/types.ts';
import { NOTIFY_CHANNEL } from './notifications.ts';

export interface LiveListener {
  /** A notification `id` of this listener's member was committed. */
  notified(id: number): void;
  /** The instance may have missed notifications (its LISTEN connection was lost): catch up. */
  resync(): void;
}

export interface LiveHub {
  /** Listens for one member's notifications; returns the unsubscribe. */
  subscribe(userId: number, listener: LiveListener): () => void;
  /** Streams open on this instance, in all and for one member. */
  count(userId?: number): number;
  close(): Promise<void>;
}

/** Parses the trigger's payload `<user id>:<notification id>`. */
function parsePayload(payload: string | undefined): [number, number] | null {
  const m = /^(\d+):(\d+)$/.exec(payload ?? '');
  return m ? [Number(m[1]), Number(m[2])] : null;
}

export async function startLiveHub(db: Db): Promise<LiveHub> {
  const byUser = new Map<number, Set<LiveListener>>();
  let total = 0;
  let closed = false;

  const dispatch = (payload: string | undefined) => {
    const parsed = parsePayload(payload);
    if (!parsed) return;
    for (const l of byUser.get(parsed[0]) ?? []) l.notified(parsed[1]);
  };
  const resyncAll = () => {
    for (const set of byUser.values()) for (const l of set) l.resync();
  };

  let stop: () => Promise<void> = async () => {};
  const native = db.native;
  if (native?.kind === 'pglite') {
    const unlisten = await native.pglite.listen(NOTIFY_CHANNEL, dispatch);
    stop = async () => {
      if (!native.pglite.closed) await unlisten().catch(() => {});
    };
  } else if (native?.kind === 'pg') {
    const options = native.pool.options;
    let client: pg.Client | null = null;
    let timer: NodeJS.Timeout | undefined;
    let delay = 500;
    const connect = async (isRetry: boolean) => {
      if (closed) return;
      const c = new pg.Client({ ...options, connectionString: options.connectionString });
      const lost = () => {
        if (client !== c) return;
        client = null;
        c.end().catch(() => {});
        if (!closed) timer = setTimeout(() => void connect(true), delay);
        delay = Math.min(delay * 2, 10_000);
      };
      c.on('error', lost);
      c.on('end', lost);
      c.on('notification', (n) => {
        if (n.channel === NOTIFY_CHANNEL) dispatch(n.payload);
      });
      client = c;
      try {
        await c.connect();
        await c.query(`LISTEN ${NOTIFY_CHANNEL}`);
        delay = 500;
        if (isRetry) resyncAll();
      } catch (err) {
        if (!isRetry) {
          client = null;
          await c.end().catch(() => {});
          throw err;
        }
        lost();
      }
    };
    await connect(false);
    stop = async () => {
      clearTimeout(timer);
      const c = client;
      client = null;
      await c?.end().catch(() => {});
    };
  }

  return {
    subscribe(userId, listener) {
      let set = byUser.get(userId);
      if (!set) byUser.set(userId, (set = new Set()));
      set.add(listener);
      total++;
      return () => {
        if (!set.delete(listener)) return;
        total--;
        if (!set.size) byUser.delete(userId);
      };
    },
    count(userId) {
      return userId === undefined ? total : (byUser.get(userId)?.size ?? 0);
    },
    async close() {
      closed = true;
      await stop();
    },
  };
}
