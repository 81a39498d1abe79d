/** `url` without its origin and the build's `assets/` folder: the chunk's file name. */
const chunkOf = (url) => url.replace(/^.*\/assets\//, '') || '(native)';

const frameLabel = ({ functionName, url, lineNumber }) =>
  `${functionName || '(anonymous)'} ${chunkOf(url)}:${lineNumber + 1}`;

/**
 * A CDP CPU profile summed up: milliseconds of self time per chunk, and of inclusive time per
 * function (a function that recurses counts once per sample).
 */
export function summariseProfile({ nodes, samples, timeDeltas }) {
  const byId = new Map(nodes.map((node) => [node.id, node]));
  const parentOf = new Map();
  for (const node of nodes) for (const child of node.children ?? []) parentOf.set(child, node.id);
  const byChunk = new Map();
  const inclusive = new Map();
  const add = (map, key, ms) => map.set(key, (map.get(key) ?? 0) + ms);
  samples.forEach((id, index) => {
    // A sample lasts until the next one.
    const ms = (timeDeltas[index + 1] ?? 0) / 1000;
    const frame = byId.get(id).callFrame;
    add(byChunk, frame.url ? chunkOf(frame.url) : frame.functionName, ms);
    const seen = new Set();
    for (let at = id; at !== undefined; at = parentOf.get(at)) {
      const label = frameLabel(byId.get(at).callFrame);
      if (!seen.has(label)) add(inclusive, label, ms);
      seen.add(label);
    }
  });
  const top = (map, count) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, count)
      .map(([name, ms]) => ({ name, ms }));
  return { byChunk: top(byChunk, 15), inclusive: top(inclusive, 40) };
}
