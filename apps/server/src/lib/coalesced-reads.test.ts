import { describe, expect, it } from 'vitest';
import { coalescedReads } from './coalesced-reads';

/** A read per call, each held until released, answering its own sequence number. */
function heldReads() {
  const calls: Array<{ key: string; release: () => void; fail: (e: Error) => void }> = [];
  const read = (key: string) =>
    new Promise<string>((resolve, reject) => {
      const n = calls.length + 1;
      calls.push({ key, release: () => resolve(`${key}#${n}`), fail: reject });
    });
  return { calls, read };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('coalescedReads', () => {
  it('answers callers that came during a read from one read started after it', async () => {
    const { calls, read } = heldReads();
    const get = coalescedReads(read);
    const first = get('a');
    const second = get('a');
    const third = get('a');
    expect(calls).toHaveLength(1);
    calls[0]!.release();
    expect(await first).toBe('a#1');
    await tick();
    // The two that arrived while read 1 was under way share read 2, not read 1's answer.
    expect(calls).toHaveLength(2);
    calls[1]!.release();
    expect(await Promise.all([second, third])).toEqual(['a#2', 'a#2']);
  });

  it('keeps keys apart and reads again once nothing is under way', async () => {
    const { calls, read } = heldReads();
    const get = coalescedReads(read);
    const a = get('a');
    const b = get('b');
    expect(calls.map((call) => call.key)).toEqual(['a', 'b']);
    for (const call of calls) call.release();
    expect(await Promise.all([a, b])).toEqual(['a#1', 'b#2']);
    const again = get('a');
    expect(calls).toHaveLength(3);
    calls[2]!.release();
    expect(await again).toBe('a#3');
  });

  it('gives a failed read to its callers and lets the queued ones read afresh', async () => {
    const { calls, read } = heldReads();
    const get = coalescedReads(read);
    const failing = get('a');
    const queued = get('a');
    calls[0]!.fail(new Error('database down'));
    await expect(failing).rejects.toThrow('database down');
    await tick();
    calls[1]!.release();
    expect(await queued).toBe('a#2');
  });
});
