// The page the player plays: its data (pageData, the JSON sudotrace wrote into the element
// #sudotrace-data), its words, and the one replay of its events that the drawing and
// the controls share.
import { pageDataOf, withListings } from './build.js';
import { digitsOf, eventsOf } from './decode.js';
import { replaySteps } from './replay.js';
import { OPENING_BUDGET, sliced } from './slices.js';
import { newNodeStarts, noteNode } from './tree.js';

// The page's element of id `id`.
export const byId = (id) => document.getElementById(id);
// Where a run made in the page waits for the page to open on it again (play.js): this
// page in this tab or frame only. A reload keeps the frame's name; another frame (a
// notebook's widgets are pages in frames of one address) names itself anew.
if (!window.name.startsWith('sudotrace-')) window.name = `sudotrace-${Math.random().toString(36).slice(2)}`;
export const RUN_KEY = `sudotrace-run ${location.pathname} ${window.name}`;
const OWN_DATA = withListings(JSON.parse(byId('sudotrace-data').textContent));
function keptRun() {
  try {
    const run = JSON.parse(sessionStorage.getItem(RUN_KEY));
    return run && run.format === OWN_DATA.format ? run : null;
  } catch {
    return null;
  }
}
// The page's data: a run's made in the page (built when it was made), with the words
// and the strategies of its own; or its own trace's, built as it opens from what
// sudotrace wrote (build.js, the one builder of both).
const KEPT = keptRun();
export const pageData = KEPT !== null ? { ...OWN_DATA, ...KEPT } : await pageDataOf(OWN_DATA);
// The page's words, in its language, from sudotrace's catalog: templates whose {name}s
// are filled in; and the words of the stack's entries.
export const pageTexts = pageData.ui;
export const pageStackWords = pageData.stackWords;
export const events = await eventsOf(pageData);
export const givens = digitsOf(pageData.puzzle);
export const nodeStarts = newNodeStarts();
// Made in slices: a page of millions of events never holds the main thread for long.
export const replay = await sliced(replaySteps(pageData, events, (k, depth) => noteNode(nodeStarts, pageData, k, depth)), OPENING_BUDGET);
export const state = replay.state;
export const here = replay.here;
export const LAST = replay.last;
// The seek bar's and the tree's span: the page's first position to its last.
export const span = Math.max(1, LAST - pageData.first);
export const ofPosition = (p) => (p - pageData.first) / span;
// The label of the marker at position p, if one is there (markers on one event come
// as one): said under the caption when the page stands on it, since on a projector the
// list of markers sits below the fold.
const MARKER_LABELS = new Map(pageData.markers.map((m) => [m.at, m.label]));
export const markerLabelAt = (p) => MARKER_LABELS.get(p) ?? null;
