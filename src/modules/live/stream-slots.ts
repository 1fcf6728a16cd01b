// Open live-event streams per admin session and per admin (issue 31, item 2). Each stream holds a socket, a
// listener and a timer of this process, so they are counted where they live: in memory, per process. Several
// instances on one database each allow the caps (docs/security.md, "Live event streams").

export interface StreamSlotLimits {
  perSession: number;
  perUser: number;
}

/** Defaults: a few tabs of one browser, a few browsers of one person. */
export const LIVE_STREAM_LIMITS: StreamSlotLimits = { perSession: 3, perUser: 5 };

export function createStreamSlots(limits: StreamSlotLimits = LIVE_STREAM_LIMITS) {
  const bySession = new Map<string, number>();
  const byUser = new Map<number, number>();
  let open = 0;

  const add = <K>(map: Map<K, number>, key: K, delta: number) => {
    const n = (map.get(key) ?? 0) + delta;
    if (n > 0) map.set(key, n);
    else map.delete(key);
  };

  return {
    limits,
    /** Streams open in this process. */
    get open() {
      return open;
    },
    /** Takes a slot for one stream; null when the session or the admin already holds its cap. The release runs once. */
    acquire(sessionId: string, adminId: number): (() => void) | null {
      if ((bySession.get(sessionId) ?? 0) >= limits.perSession || (byUser.get(adminId) ?? 0) >= limits.perUser)
        return null;
      add(bySession, sessionId, 1);
      add(byUser, adminId, 1);
      open++;
      let released = false;
      return () => {
        if (released) return;
        released = true;
        add(bySession, sessionId, -1);
        add(byUser, adminId, -1);
        open--;
      };
    },
  };
}

export type StreamSlots = ReturnType<typeof createStreamSlots>;
