// The lesson (html --lesson): a teacher's moments of the search, each with a note. Playing
// stops at each moment, and the lesson's box shows the note until the reader goes on; it
// shows whenever the board stands at a moment, however it got there (a jump, a marker,
// the seek bar). Here is which moment and where playing stops; it touches no DOM.

/** @typedef {{ at: number, note: string }} Stop */

// The first moment of `stops` (in the search's order) after position `from` and up to
// `to`: where playing on from `from` to `to` stops; null when there is none.
/** @type {(stops: Stop[], from: number, to: number) => number | null} */
export function stopBetween(stops, from, to) {
  for (const stop of stops) if (stop.at > from && stop.at <= to) return stop.at;
  return null;
}

// The number (from 1) of the moment of `stops` at position `p`, or 0.
/** @type {(stops: Stop[], p: number) => number} */
export const momentAt = (stops, p) => stops.findIndex((stop) => stop.at === p) + 1;
