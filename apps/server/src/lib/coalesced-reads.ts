/**
 * Reads of one key that arrive while that key is being read join the next read to start,
 * never the one under way: each caller gets an answer read after it arrived (a write
 * committed before the request is always seen), and a burst of identical requests costs one
 * read per round trip instead of one each. Errors reach every caller of that read.
 */
export function coalescedReads<K, V>(read: (key: K) => Promise<V>): (key: K) => Promise<V> {
  const running = new Map<K, Promise<V>>();
  const queued = new Map<K, Promise<V>>();

  function start(key: K): Promise<V> {
    const current = read(key);
    running.set(key, current);
    const settle = () => {
      if (running.get(key) === current) running.delete(key);
    };
    current.then(settle, settle);
    return current;
  }

  return (key) => {
    const waiting = queued.get(key);
    if (waiting) return waiting;
    const current = running.get(key);
    if (!current) return start(key);
    const settled = () => {
      queued.delete(key);
      return start(key);
    };
    const next = current.then(settled, settled);
    queued.set(key, next);
    return next;
  };
}
