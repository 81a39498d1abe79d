import { setFlagsFromString } from 'node:v8';

/** A full collection once the old generation has grown by half what the last one kept. */
const HEAP_GROWING_PERCENT = 50;

/**
 * Caps how far V8 lets the heap grow between full collections. Left to itself it allowed up to
 * about four times what the last one kept: under a dinner rush an answer waits on the database
 * across young collections, so its garbage lands in the old generation, and with 1,000 sockets
 * the heap climbed from about 60 MB live to 190 MB in 30 s of cart writes, RSS with it, before
 * a full collection brought it back (decision 0032). The flag is read at every collection, so
 * setting it at start is enough.
 */
export function boundHeapGrowth(): void {
  setFlagsFromString(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);
}
