// Ids of the nodes and edges the builder adds (core's graph ids: letters, digits, `_` and `-`).

/** A new unique id, `node-…` or `edge-…` (the core clipboard's NewGraphId). */
export function newGraphId(kind: 'node' | 'edge'): string {
  return `${kind}-${crypto.randomUUID().replaceAll('-', '').slice(0, 12)}`;
}
