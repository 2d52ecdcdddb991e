// The search tree's nodes: a node a placement, and for each depth the events that
// placed a node there, in order; noted while the replay makes its checkpoints. No DOM.
import { CELLS } from './constants.js';

/** @typedef {import('./build.js').PageData} PageData */

/** @returns {number[][]} */
export const newNodeStarts = () => Array.from({ length: CELLS + 1 }, () => []);

/**
 * Note the node placed by event k (the one numbered D.base + 1 + k) at `depth`.
 * @param {number[][]} starts
 * @param {PageData} D
 * @param {number} k
 * @param {number} depth
 */
export function noteNode(starts, D, k, depth) {
  starts[depth].push(D.base + 1 + k);
}

/**
 * How many nodes were placed at depth d at or before position p.
 * @param {number[][]} starts
 * @param {number} d
 * @param {number} p
 * @returns {number}
 */
function placedBy(starts, d, p) {
  const at = starts[d] || [];
  let lo = 0, hi = at.length;
  while (lo < hi) { const mid = (lo + hi) >> 1; if (at[mid] <= p) lo = mid + 1; else hi = mid; }
  return lo;
}

/**
 * The last node placed at depth d at or before position p (its event), if any.
 * @param {number[][]} starts
 * @param {number} d
 * @param {number} p
 * @returns {number | null}
 */
export function nodeAt(starts, d, p) {
  const n = placedBy(starts, d, p);
  return n > 0 ? starts[d][n - 1] : null;
}

/**
 * The nodes placed at depths 1 to maxDepth up to position p.
 * @param {number[][]} starts
 * @param {number} maxDepth
 * @param {number} p
 * @returns {number}
 */
export function nodesSoFar(starts, maxDepth, p) {
  let n = 0;
  for (let d = 1; d <= maxDepth; d++) n += placedBy(starts, d, p);
  return n;
}
