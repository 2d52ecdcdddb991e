// sudotrace's web player: plays the trace this page holds, forward and back.
// Events are packed three bytes each as sudotrace packs them (Event::pack); their words
// come with the page, worked out by sudotrace. The board is kept by applying and undoing
// events, with a checkpoint every D.checkpoint events, so a seek never replays from the
// start.
'use strict';
(() => {
  const D = JSON.parse(document.getElementById('sudotrace-data').textContent);
  const $ = (id) => document.getElementById(id);
  // The page's words, in its language, from sudotrace's catalog: templates whose
  // {name}s are filled in.
  const T = D.ui;
  const fill = (template, values) => template.replace(/\{(\w+)\}/g, (_, k) => values[k]);

  function decode(text) {
    const raw = atob(text);
    const bytes = new Uint8Array(raw.length);
    for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
    return bytes;
  }

  // An event is two bytes: its kind (bits 0-2), cell (3-9) and digit (10-13); a
  // conflict or a forced placement has one byte more in DETAILS, taken in turn.
  const TRY = 0, CONFLICT = 1, PLACE = 2, BACKTRACK = 3, CHOOSE = 4, FORCE = 5, DEAD_END = 6, UNFORCE = 7;
  const EVENTS = decode(D.events);
  const DETAILS = decode(D.details);
  const EXHAUSTED = decode(D.exhausted);
  const HELD = EVENTS.length / 2;
  const packed = (k) => EVENTS[2 * k] | (EVENTS[2 * k + 1] << 8);
  const kindOf = (c) => c & 7;
  const cellOf = (c) => (c >> 3) & 127;
  const digitOf = (c) => (c >> 10) & 15;
  const hasDetail = (c) => kindOf(c) === CONFLICT || kindOf(c) === FORCE;
  const cellName = (i) => `r${Math.floor(i / 9) + 1}c${(i % 9) + 1}`;

  // The counts, in this order, as the page's data names them.
  const COUNTS = {{COUNT_KEYS}};
  const [TRIES, ROW, , , BACKTRACKS, CHOICES, GUESSES, FORCED, DEAD_ENDS, UNFORCED] = COUNTS.keys();

  const givens = Uint8Array.from(D.puzzle, (ch) => (ch >= '1' && ch <= '9' ? ch.charCodeAt(0) - 48 : 0));
  // The position: the board right after event `pos`, with its counts and depth.
  const state = {
    pos: D.base,
    board: Uint8Array.from(D.board, (ch) => (ch >= '1' && ch <= '9' ? ch.charCodeAt(0) - 48 : 0)),
    counts: Float64Array.from(COUNTS, (name) => D.stats[name]),
    depth: D.depth,
    // The cells placed, in the order made (a forced one + FORCED): the recursion's stack.
    stack: Array.from(D.stack),
    // The next byte of DETAILS and of EXHAUSTED to take.
    detail: 0,
    exhausted: 0,
  };
  const FORCED_BIT = 128;
  // A search takes back its newest placement; another solver's may take back an older
  // one, found from the top down. Nothing is allocated: this runs on every backtrack of a
  // seek's replay.
  const unstack = (cell) => {
    const stack = state.stack;
    let at = stack.length - 1;
    while (at >= 0 && (stack[at] & ~FORCED_BIT) !== cell) at--;
    if (at === stack.length - 1) stack.pop();
    else if (at >= 0) stack.splice(at, 1);
  };

  // Apply event k (the one numbered D.base + 1 + k) going forward, or undo it.
  function forward(k) {
    const c = packed(k), cell = cellOf(c), digit = digitOf(c), n = state.counts;
    switch (kindOf(c)) {
      case TRY: n[TRIES]++; break;
      case CONFLICT: n[ROW + (DETAILS[state.detail++] >> 4)]++; break;
      case PLACE: state.board[cell] = digit; state.depth++; state.stack.push(cell); break;
      case BACKTRACK: state.board[cell] = 0; state.depth--; n[BACKTRACKS]++; state.exhausted++; unstack(cell); break;
      case CHOOSE: n[CHOICES]++; if (digit >= 2) n[GUESSES]++; break;
      case FORCE: state.board[cell] = digit; state.depth++; n[FORCED]++; state.detail++; state.stack.push(cell | FORCED_BIT); break;
      case DEAD_END: n[DEAD_ENDS]++; break;
      case UNFORCE: state.board[cell] = 0; state.depth--; n[UNFORCED]++; unstack(cell); break;
    }
    state.pos++;
  }

  function backward(k) {
    const c = packed(k), cell = cellOf(c), digit = digitOf(c), n = state.counts;
    switch (kindOf(c)) {
      case TRY: n[TRIES]--; break;
      case CONFLICT: n[ROW + (DETAILS[--state.detail] >> 4)]--; break;
      case PLACE: state.board[cell] = 0; state.depth--; unstack(cell); break;
      case BACKTRACK: state.board[cell] = digit; state.depth++; n[BACKTRACKS]--; state.exhausted--; state.stack.push(cell); break;
      case CHOOSE: n[CHOICES]--; if (digit >= 2) n[GUESSES]--; break;
      case FORCE: state.board[cell] = 0; state.depth--; n[FORCED]--; state.detail--; unstack(cell); break;
      case DEAD_END: n[DEAD_ENDS]--; break;
      case UNFORCE: state.board[cell] = digit; state.depth++; n[UNFORCED]--; state.stack.push(cell | FORCED_BIT); break;
    }
    state.pos--;
  }

  // Checkpoints: the position at D.base + j * EVERY, for every j, made in one pass.
  const EVERY = D.checkpoint;
  const checkpoints = [];
  const snapshot = () => ({
    board: state.board.slice(), counts: state.counts.slice(), depth: state.depth,
    detail: state.detail, exhausted: state.exhausted, stack: state.stack.slice(),
  });
  // The search tree's nodes: for each depth, the events that placed a node there.
  const nodeStarts = Array.from({ length: 82 }, () => []);
  for (let k = 0; k < HELD; k++) {
    if (k % EVERY === 0) checkpoints.push(snapshot());
    forward(k);
    const kind = kindOf(packed(k));
    if (kind === PLACE || kind === FORCE) nodeStarts[state.depth].push(D.base + 1 + k);
  }
  if (HELD % EVERY === 0) checkpoints.push(snapshot());
  function restore(j) {
    const cp = checkpoints[j];
    state.board.set(cp.board);
    state.counts.set(cp.counts);
    state.depth = cp.depth;
    state.detail = cp.detail;
    state.exhausted = cp.exhausted;
    state.stack = cp.stack.slice();
    state.pos = D.base + j * EVERY;
  }

  // The last position: the last event, or after it the event that cannot happen, shown
  // on the board before it.
  const LAST = D.refused ? D.refused.at : D.last;
  let onRefused = false;
  const here = () => (onRefused ? LAST : state.pos);
  const clamp = (p) => Math.max(D.first, Math.min(LAST, p));
  // Move to position p: step there when it is near, else from the checkpoint before it.
  function goTo(p) {
    p = clamp(Math.round(p));
    onRefused = p > D.last;
    p = Math.min(p, D.last);
    if (p === state.pos) return;
    const near = p > state.pos ? p - state.pos <= EVERY : state.pos - p <= EVERY / 2;
    if (!near) restore(Math.floor((p - D.base) / EVERY));
    while (state.pos < p) forward(state.pos - D.base);
    while (state.pos > p) backward(state.pos - D.base - 1);
  }

  // ---- The view of the position: the port of sudotrace's view, checked against
  // `sudotrace show --json` by the browser tests.
  const UNITS = [D.stackWords.row, D.stackWords.col, D.stackWords.box];
  function unitCells(unit, cell) {
    const r = Math.floor(cell / 9), c = cell % 9, out = [];
    for (let i = 0; i < 9; i++) {
      if (unit === 0) out.push(r * 9 + i);
      else if (unit === 1) out.push(i * 9 + c);
      else out.push((Math.floor(r / 3) * 3 + Math.floor(i / 3)) * 9 + Math.floor(c / 3) * 3 + (i % 3));
    }
    return out;
  }

  // The event just applied, with its detail byte: the clashing unit and cell, or the
  // reason for a forced placement.
  function eventAt() {
    if (onRefused) return { refused: true, kind: -1, cell: D.refused.cell, digit: D.refused.digit, involved: D.refused.involved };
    const k = state.pos - D.base - 1;
    if (k < 0) return null;
    const c = packed(k);
    return { c, kind: kindOf(c), cell: cellOf(c), digit: digitOf(c), detail: hasDetail(c) ? DETAILS[state.detail - 1] : 0 };
  }

  // The words of the event: looked up by the event as sudotrace packs it (Event::pack),
  // plus for a backtrack the blank that ran out of digits, plus 2^34 from where the trace
  // departs from the strategy its header names (its words are then its events' own).
  function wordsOf(e) {
    if (e === null) return D.rest;
    if (e.refused) return D.refused.words;
    const kindBits = e.kind < 4 ? e.kind : (1 << 22) | (e.kind - 4);
    let key = kindBits | (e.cell << 2) | (e.digit << 9);
    if (e.kind === CONFLICT) {
      const unit = e.detail >> 4;
      key |= (unit << 13) | (unitCells(unit, e.cell)[e.detail & 15] << 15);
    } else if (e.kind === FORCE) {
      key |= e.detail << 13;
    } else if (e.kind === BACKTRACK) {
      key += EXHAUSTED[state.exhausted - 1] * 0x1000000;
    }
    if (D.departs !== null && state.pos >= D.departs) key += 2 ** 34;
    return D.words[key];
  }

  // ---- Drawing.
  const boardEl = $('board');
  const cells = [];
  for (let r = 0; r < 9; r++) {
    const row = document.createElement('div');
    row.className = 'row';
    row.setAttribute('role', 'row');
    for (let c = 0; c < 9; c++) {
      const el = document.createElement('div');
      el.setAttribute('role', 'gridcell');
      const digit = document.createElement('span');
      digit.className = 'd';
      el.append(digit);
      row.append(el);
      cells.push({ el, digit, cls: '', text: '', label: '' });
    }
    boardEl.append(row);
  }

  // Each blank's candidates: the digits not yet in its row, column or box (bit d for d).
  let pencilled = Boolean(D.candidates);
  function candidates(i) {
    let used = 0;
    for (const unit of [0, 1, 2]) {
      for (const other of unitCells(unit, i)) {
        const d = givens[other] || state.board[other];
        if (d) used |= 1 << d;
      }
    }
    return ~used & 0x3fe;
  }

  function drawPencil(view, mask) {
    if (!view.pencil) {
      if (!mask) return;
      view.pencil = document.createElement('span');
      view.pencil.className = 'pencil';
      view.pencil.setAttribute('aria-hidden', 'true');
      for (let d = 1; d <= 9; d++) view.pencil.append(document.createElement('span'));
      view.el.append(view.pencil);
    }
    if (view.mask === mask) return;
    view.mask = mask;
    for (let d = 1; d <= 9; d++) view.pencil.children[d - 1].textContent = mask & (1 << d) ? String(d) : '';
  }

  function drawBadge(view, text) {
    if (!view.badge) {
      if (!text) return;
      view.badge = document.createElement('span');
      view.badge.className = 'badge';
      view.badge.setAttribute('aria-hidden', 'true');
      view.el.append(view.badge);
    }
    if (view.badge.textContent !== text) view.badge.textContent = text;
  }

  function drawBoard(e) {
    const look = new Array(81), mark = new Array(81).fill(''), badge = new Array(81).fill('');
    const shaded = new Uint8Array(81);
    let current = -1, clashing = -1;
    for (let i = 0; i < 81; i++) {
      if (givens[i]) look[i] = ['given', givens[i]];
      else if (state.board[i]) look[i] = ['placed', state.board[i]];
      else look[i] = ['blank', 0];
    }
    let unit = 0;
    if (e !== null) {
      const { cell, digit } = e;
      current = cell;
      if (e.refused) {
        look[cell] = digit ? ['rejected', digit] : ['chosen', 0];
        if (e.involved !== null) clashing = e.involved;
      }
      switch (e.kind) {
        case TRY: look[cell] = ['trying', digit]; break;
        case CONFLICT: {
          unit = e.detail >> 4;
          const members = unitCells(unit, cell);
          for (const other of members) shaded[other] = 1;
          clashing = members[e.detail & 15];
          look[cell] = ['rejected', digit];
          break;
        }
        case PLACE: look[cell] = ['placed', digit]; break;
        case FORCE: look[cell] = ['placed', digit]; mark[cell] = ' forced'; break;
        case BACKTRACK: {
          look[cell] = ['erased', digit];
          mark[cell] = ' erase';
          // The blank whose digits ran out, which sent the search back here.
          const blank = EXHAUSTED[state.exhausted - 1];
          if (blank) mark[blank - 1] = ' ranout';
          break;
        }
        case UNFORCE: look[cell] = ['erased', digit]; mark[cell] = ' unforce'; break;
        case CHOOSE: look[cell] = ['chosen', 0]; badge[cell] = String(digit); if (digit >= 2) mark[cell] = ' guess'; break;
        case DEAD_END: look[cell] = ['chosen', 0]; mark[cell] = ' deadend'; break;
      }
    }
    if (clashing >= 0 && !mark[clashing]) mark[clashing] = ' clash';
    for (let i = 0; i < 81; i++) {
      const [kind, digit] = look[i];
      const r = Math.floor(i / 9), col = i % 9;
      let cls = `cell ${kind} r${r} c${col}${mark[i]}`;
      if (i === current) cls += ' current';
      if (shaded[i]) {
        if (r === 0 || !shaded[i - 9]) cls += ' et';
        if (col === 8 || !shaded[i + 1]) cls += ' er';
        if (r === 8 || !shaded[i + 9]) cls += ' eb';
        if (col === 0 || !shaded[i - 1]) cls += ' el';
      }
      const text = digit ? String(digit) : '';
      const onBoard = givens[i] || state.board[i];
      let label = fill(onBoard ? (givens[i] ? T.PageCellGiven : T.PageCellPlaced) : T.PageCellBlank,
        { cell: cellName(i), digit: onBoard });
      if (kind === 'trying') label += fill(T.PageCellTrying, { digit });
      else if (kind === 'rejected') label += fill(T.PageCellRejected, { digit });
      else if (kind === 'erased') label += fill(T.PageCellErased, { digit });
      else if (kind === 'chosen') label += T.PageCellChosen;
      if (i === current && kind === 'placed') label += T.PageCellJustPlaced;
      if (i === clashing) label += i === current ? T.PageCellNoDigitFits : T.PageCellHolds;
      if (mark[i] === ' forced') label += T.PageCellForced;
      if (mark[i] === ' deadend') label += T.PageCellDeadEnd;
      if (mark[i] === ' ranout') label += T.PageCellRanOut;
      if (mark[i] === ' unforce') label += T.PageCellUnforced;
      if (badge[i]) label += badge[i] === '1' ? T.PageCellOneCandidate : fill(T.PageCellCandidateCount, { n: badge[i] });
      if (shaded[i] && i !== current) label += fill(T.PageCellInUnit, { unit: UNITS[unit] });
      const mask = pencilled && (kind === 'blank' || kind === 'chosen') ? candidates(i) : 0;
      if (mask) label += fill(T.PageCellCandidates, { digits: [1, 2, 3, 4, 5, 6, 7, 8, 9].filter((d) => mask & (1 << d)).join(' ') });
      const view = cells[i];
      drawPencil(view, mask);
      drawBadge(view, badge[i]);
      if (view.cls !== cls) { view.el.className = cls; view.cls = cls; }
      if (view.text !== text) { view.digit.textContent = text; view.text = text; }
      if (view.label !== label) { view.el.setAttribute('aria-label', label); view.label = label; }
    }
  }

  // One formatter for every number: toLocaleString would build one a call.
  const NUMBERS = new Intl.NumberFormat('en-US');
  const fmt = (n) => NUMBERS.format(Math.round(n));
  const countRows = [
    [{{COUNT tries}}, () => state.counts[TRIES], COUNTS[TRIES]],
    [{{COUNT backtracks}}, () => state.counts[BACKTRACKS], COUNTS[BACKTRACKS]],
    [{{COUNT guesses}}, () => state.counts[GUESSES], COUNTS[GUESSES]],
    [T.Depth, () => state.depth, null],
    [{{COUNT conflicts.row}}, () => state.counts[ROW], COUNTS[ROW]],
    [{{COUNT conflicts.col}}, () => state.counts[ROW + 1], COUNTS[ROW + 1]],
    [{{COUNT conflicts.box}}, () => state.counts[ROW + 2], COUNTS[ROW + 2]],
    [{{COUNT forced}}, () => state.counts[FORCED], COUNTS[FORCED]],
    [{{COUNT dead_ends}}, () => state.counts[DEAD_ENDS], COUNTS[DEAD_ENDS]],
  ];
  // Counts the search never makes are left out; the depth is always there.
  const used = new Set(D.used);
  const shownRows = countRows.filter(([, , key]) => !key || used.has(key));
  const countCells = shownRows.map(([name]) => {
    const row = document.createElement('div');
    const dt = document.createElement('dt');
    dt.textContent = name;
    const dd = document.createElement('dd');
    dd.dataset.count = name;
    row.append(dt, dd);
    $('counts').append(row);
    return dd;
  });

  const caption = $('caption');
  const [numberEl, nameEl, wordsEl] = caption.children;
  const INKS = { [CONFLICT]: 'conflict', [DEAD_END]: 'conflict', [PLACE]: 'place', [FORCE]: 'place', [BACKTRACK]: 'erase', [UNFORCE]: 'erase' };

  function captionOf(e) {
    return `#${here()}  ${wordsOf(e)}`;
  }

  function drawWords(e) {
    const words = wordsOf(e);
    const split = e !== null ? words.search(/: |：/) : -1;
    numberEl.textContent = `#${here()} `;
    nameEl.textContent = split >= 0 ? words.slice(0, split + 1) : '';
    wordsEl.textContent = split >= 0 ? words.slice(split + 1) : words;
    wordsEl.className = 'event-words ' + (e !== null ? (e.refused ? 'conflict' : INKS[e.kind] || '') : '');
    caption.dataset.caption = captionOf(e);
    const atLast = state.pos === D.last && !onRefused;
    $('end').textContent = atLast && D.end ? fill(T.ShowEnd, { words: D.end }) : atLast && D.cut ? D.cut : '';
    shownRows.forEach(([, value], i) => { countCells[i].textContent = fmt(value()); });
  }

  // ---- The stack: a call a placement, the newest on top; the port of sudotrace's
  // stack (how each digit got there follows from the board under it), its words
  // sudotrace's own (D.stackWords).
  const W = D.stackWords;
  function candidatesOn(board, i) {
    let used = 0;
    for (const unit of [0, 1, 2]) for (const other of unitCells(unit, i)) if (board[other]) used |= 1 << board[other];
    return ~used & 0x3fe;
  }
  // The stack's words, oldest first, and the placements (cell, forced, digit) they were
  // worked out for: an entry's words depend only on the placements under it, so a seek
  // works out only the entries above the part it shares with the stack before.
  let stackKeys = [], stackTexts = [], stackChooses = null;
  function stackTextsNow() {
    const chooses = D.chooses ?? state.counts[CHOICES] > 0;
    const keys = state.stack.map((entry) => entry * 16 + state.board[entry & ~FORCED_BIT]);
    let shared = 0;
    if (chooses === stackChooses) {
      while (shared < keys.length && shared < stackKeys.length && keys[shared] === stackKeys[shared]) shared++;
    }
    const texts = stackTexts.slice(0, shared).concat(stackEntries(shared, chooses).map((e) => stackWords(e)));
    stackKeys = keys;
    stackTexts = texts;
    stackChooses = chooses;
    return texts;
  }
  function stackEntries(from, chooses) {
    const board = givens.slice();
    for (const entry of state.stack.slice(0, from)) board[entry & ~FORCED_BIT] = state.board[entry & ~FORCED_BIT];
    return state.stack.slice(from).map((entry) => {
      const cell = entry & ~FORCED_BIT, digit = state.board[cell];
      const fits = candidatesOn(board, cell);
      const above = ~((1 << (digit + 1)) - 1) & 0x3fe;
      let how, left = 0, by = null, n = null;
      if (entry & FORCED_BIT) {
        how = 'forced';
        by = 'cell';
        if (fits !== 1 << digit) {
          const unit = [0, 1, 2].find((u) => unitCells(u, cell).every((o) => o === cell || board[o] || !(candidatesOn(board, o) & (1 << digit))));
          if (unit !== undefined) by = ['row', 'col', 'box'][unit];
        }
      } else if (chooses) {
        how = 'chosen';
        n = popcount(fits);
        left = fits & above;
      } else {
        how = 'tried';
        left = above;
      }
      board[cell] = digit;
      return { cell, digit, how, by, n, left };
    });
  }
  function popcount(m) { let n = 0; for (; m; m &= m - 1) n++; return n; }
  function stackWords(e) {
    const how = e.how === 'tried' ? W.tried
      : e.how === 'chosen' ? (e.n === 1 ? W.chosen_one : fill(W.chosen, { n: e.n }))
        : e.by === 'cell' ? W.forced_cell : fill(W.forced_unit, { unit: UNIT_WORDS[e.by] });
    const digits = [1, 2, 3, 4, 5, 6, 7, 8, 9].filter((d) => e.left & (1 << d));
    const left = e.how === 'forced' ? '' : digits.length ? fill(W.left, { digits: digits.join(' ') }) : W.nothing_left;
    return fill(W.entry, { cell: cellName(e.cell), digit: e.digit, how, left });
  }
  const UNIT_WORDS = { row: W.row, col: W.col, box: W.box };
  const stackList = $('stack');
  // The entries on show, oldest first: a seek changes only the top of the stack, so
  // only the entries above the part it shares with the new one are removed and added
  // (the page lays out a few lines, not the whole stack, on every seek).
  let shownStack = [];
  const reducedMotion = matchMedia('(prefers-reduced-motion: reduce)');
  // The call last popped, fading out over the top of the stack.
  const popped = document.getElementById('stack-popped');
  const tryingItem = document.createElement('li');
  tryingItem.className = 'active';
  function drawStack() {
    if (stackList.closest('.panel').hidden) {
      stackList.replaceChildren();
      shownStack = [];
      return;
    }
    const texts = stackTextsNow();
    const current = eventAt();
    const trying = current && !current.refused && (current.kind === TRY || current.kind === CONFLICT)
      ? fill(W.trying, { cell: cellName(current.cell), digit: current.digit }) : null;
    if (tryingItem.isConnected) tryingItem.remove();
    let shared = 0;
    while (shared < shownStack.length && shared < texts.length && shownStack[shared] === texts[shared]) shared++;
    // Played slowly (an event a frame or slower), a call pushed slides in and a call
    // popped fades out as it goes; a seek or a fast play just redraws.
    const animate = playing && speed <= 1 && !reducedMotion.matches;
    for (let k = shownStack.length; k > shared; k--) {
      const gone = stackList.firstChild;
      gone.remove();
      if (animate) {
        popped.textContent = gone.textContent;
        popped.classList.remove('popped');
        void popped.offsetWidth;
        popped.classList.add('popped');
      }
    }
    const added = texts.slice(shared).map((text, k) => {
      const li = document.createElement('li');
      li.dataset.n = String(shared + k + 1);
      li.textContent = text;
      if (animate) li.className = 'pushed';
      return li;
    }).reverse();
    stackList.prepend(...added);
    shownStack = texts;
    if (trying) {
      tryingItem.dataset.n = String(texts.length + 1);
      tryingItem.textContent = trying;
      stackList.prepend(tryingItem);
    }
    stackList.dataset.depth = String(texts.length);
  }

  // ---- The search tree: a node a placement, a row a depth, each node as wide as the
  // events it stood for (an icicle over the search's time), drawn up to the position:
  // the branches left behind grey, the path the search stands on coloured.
  const treeCanvas = $('tree');
  const maxDepth = Math.max(1, D.profile.max);
  let treeImage = null;
  function drawTreeImage() {
    const ratio = window.devicePixelRatio || 1;
    const width = Math.max(1, Math.round(treeCanvas.clientWidth * ratio));
    const height = Math.max(1, Math.round(treeCanvas.clientHeight * ratio));
    treeCanvas.width = width;
    treeCanvas.height = height;
    const off = document.createElement('canvas');
    off.width = width;
    off.height = height;
    const g = off.getContext('2d');
    const rowHeight = height / maxDepth;
    g.fillStyle = css('--thin');
    for (let x = 0; x < width; x++) {
      const p0 = D.first + (x / width) * span, p1 = D.first + ((x + 1) / width) * span;
      const c0 = Math.floor((p0 - D.base) / D.profile.per_column);
      const c1 = Math.max(c0, Math.ceil((p1 - D.base) / D.profile.per_column) - 1);
      let hi = 0;
      for (let c = c0; c <= c1 && c < high.length; c++) hi = Math.max(hi, high[c]);
      if (hi > 0) g.fillRect(x, 0, 1, hi * rowHeight);
    }
    // Where nodes are few enough to see, each starts with a line: siblings apart.
    g.fillStyle = css('--cell');
    for (let d = 1; d <= maxDepth; d++) {
      const starts = nodeStarts[d];
      if (starts.length === 0 || starts.length > width / 3) continue;
      for (const at of starts) g.fillRect(Math.floor(ofPosition(at) * width), (d - 1) * rowHeight, Math.max(1, ratio), rowHeight);
    }
    treeImage = off;
  }
  // The last node placed at depth d at or before position p (its event), if any.
  function nodeAt(d, p) {
    const starts = nodeStarts[d] || [];
    let lo = 0, hi = starts.length;
    while (lo < hi) { const mid = (lo + hi) >> 1; if (starts[mid] <= p) lo = mid + 1; else hi = mid; }
    return lo > 0 ? starts[lo - 1] : null;
  }
  function drawTree() {
    if (!treeImage || treeCanvas.closest('.panel').hidden) return;
    const g = treeCanvas.getContext('2d');
    const { width, height } = treeCanvas;
    const x = Math.round(ofPosition(here()) * width);
    g.fillStyle = css('--cell');
    g.fillRect(0, 0, width, height);
    g.drawImage(treeImage, 0, 0, x, height, 0, 0, x, height);
    const rowHeight = height / maxDepth;
    g.fillStyle = css('--placed');
    for (let d = 1; d <= state.depth; d++) {
      const start = nodeAt(d, here());
      const from = start === null ? 0 : Math.floor(ofPosition(start) * width);
      g.fillRect(from, (d - 1) * rowHeight, Math.max(2, x - from), Math.max(1, rowHeight - 1));
    }
    g.fillRect(Math.min(width - 2, x), 0, 2, height);
    treeCanvas.setAttribute('aria-label', fill(W.tree, { depth: state.depth, nodes: fmt(treeNodesSoFar()) }));
  }
  function treeNodesSoFar() {
    let n = 0;
    for (let d = 1; d <= maxDepth; d++) {
      const starts = nodeStarts[d];
      let lo = 0, hi = starts.length;
      while (lo < hi) { const mid = (lo + hi) >> 1; if (starts[mid] <= here()) lo = mid + 1; else hi = mid; }
      n += lo;
    }
    return n;
  }
  treeCanvas.addEventListener('click', (e) => {
    const box = treeCanvas.getBoundingClientRect();
    const d = Math.floor(((e.clientY - box.top) / Math.max(1, box.height)) * maxDepth) + 1;
    const p = D.first + ((e.clientX - box.left) / Math.max(1, box.width)) * span;
    const node = nodeAt(d, Math.min(p, here()));
    if (node !== null) jump(node);
  });

  // ---- The code: the listing of the search in the language chosen, the line that made
  // the event lit, and which event it made.
  const codeEl = $('code'), codeEvent = $('code-event'), languageSelect = $('language');
  // The lit line, and the height of a line and of the panel once measured.
  let litRow = null, codeMetrics = null, codeScroll = 0, codeWindow = [1, 1];
  codeEl.addEventListener('scroll', () => { codeScroll = codeEl.scrollTop; }, { passive: true });
  const LANGUAGES = ['pseudocode', 'js', 'python'].filter((name) => D.listings && name in D.listings);
  let language = LANGUAGES[0] ?? null;
  function drawCode() {
    if (!D.listings) return;
    const listing = D.listings[language];
    if (codeEl.dataset.language !== language) {
      codeEl.replaceChildren(...listing.text.split('\n').slice(0, -1).map((line, i) => {
        const row = document.createElement('span');
        row.className = 'line';
        row.dataset.line = String(i + 1);
        row.textContent = line || ' ';
        return row;
      }));
      codeEl.dataset.language = language;
      litRow = null;
      codeMetrics = null;
      // Tall enough for every line that makes an event (up to 26 lines), and scrolled to
      // them: a seek then only moves the light, and never has to scroll.
      const made = Object.values(listing.lines);
      codeWindow = [Math.min(...made), Math.max(...made)];
      codeEl.style.height = `${(Math.min(26, codeWindow[1] - codeWindow[0] + 3) * 1.35).toFixed(2)}em`;
      codeScroll = -1;
    }
    const e = eventAt();
    let line = null;
    if (e !== null && !e.refused) {
      const key = e.kind === FORCE ? `force ${e.detail === 0 ? 'cell' : 'unit'}` : KIND_NAMES[e.kind];
      line = listing.lines[key] ?? null;
    }
    const row = line === null ? null : codeEl.children[line - 1];
    if (row !== litRow) {
      litRow?.classList.remove('lit');
      row?.classList.add('lit');
      litRow = row;
      // Every line is as tall as the first: where the lit one is follows without asking
      // the browser to lay the page out in the middle of a seek.
      if (row && !codeEl.closest('.panel').hidden) {
        if (codeMetrics === null) {
          codeMetrics = { line: codeEl.children[0].offsetHeight, height: codeEl.clientHeight };
        }
        if (codeScroll < 0) {
          codeScroll = Math.max(0, (codeWindow[0] - 2) * codeMetrics.line);
          codeEl.scrollTop = codeScroll;
        }
        const top = (line - 1) * codeMetrics.line, bottom = top + codeMetrics.line;
        if (top < codeScroll || bottom > codeScroll + codeMetrics.height) {
          codeScroll = Math.max(0, top - codeMetrics.height / 3);
          codeEl.scrollTop = codeScroll;
        }
      }
    }
    const said = line === null ? '' : fill(W.code_line, { line, kind: KIND_WORDS[e.kind] });
    if (codeEvent.textContent !== said) codeEvent.textContent = said;
  }
  const KIND_NAMES = ['try', 'conflict', 'place', 'backtrack', 'choose', 'force', 'deadend', 'unforce'];
  const KIND_WORDS = [T.KindTry, T.KindConflict, T.KindPlace, T.KindBacktrack, T.KindChoose, T.KindForce, T.KindDeadEnd, T.KindUnforce];
  if (D.listings) {
    for (const name of LANGUAGES) {
      const option = document.createElement('option');
      option.value = name;
      option.textContent = D.listings[name].name;
      languageSelect.append(option);
    }
    languageSelect.addEventListener('change', () => { language = languageSelect.value; drawCode(); });
  } else {
    languageSelect.hidden = true;
    codeEl.textContent = W.no_listing;
  }

  // The panels, each shown or hidden by its button.
  for (const name of ['code', 'stack', 'tree']) {
    const button = $(`show-${name}`), panel = $(`${name}-panel`);
    button.addEventListener('click', () => {
      panel.hidden = !panel.hidden;
      button.setAttribute('aria-pressed', String(!panel.hidden));
      if (name === 'tree' && !panel.hidden) drawTreeImage();
      if (name === 'code') {
        litRow?.classList.remove('lit');
        litRow = null;
        codeMetrics = null;
      }
      render();
    });
  }

  // ---- The seek bar: the depth profile, the played part, the markers.
  const seek = $('seek'), canvas = $('profile');
  const low = decode(D.profile.low), high = decode(D.profile.high);
  const span = Math.max(1, LAST - D.first);
  const ofPosition = (p) => (p - D.first) / span;
  let profileImage = null;
  // The theme's colours, read once: reading a computed style while a seek draws would make
  // the browser recompute the page's styles in the middle of the frame. A change of the
  // reader's light or dark preference reads them again.
  const cssCache = new Map();
  const css = (name) => {
    if (!cssCache.has(name)) cssCache.set(name, getComputedStyle(document.documentElement).getPropertyValue(name).trim());
    return cssCache.get(name);
  };
  matchMedia('(prefers-color-scheme: dark)').addEventListener('change', () => {
    cssCache.clear();
    drawProfile();
    drawTreeImage();
    render();
  });

  function drawProfile() {
    const ratio = window.devicePixelRatio || 1;
    const width = Math.max(1, Math.round(canvas.clientWidth * ratio));
    const height = Math.max(1, Math.round(canvas.clientHeight * ratio));
    canvas.width = width;
    canvas.height = height;
    const off = document.createElement('canvas');
    off.width = width;
    off.height = height;
    const g = off.getContext('2d');
    g.fillStyle = css('--cell');
    g.fillRect(0, 0, width, height);
    const max = Math.max(1, D.profile.max);
    const top = 10 * ratio, room = height - top - 2 * ratio;
    g.fillStyle = css('--thin');
    for (let x = 0; x < width; x++) {
      // The profile's columns that fall in this pixel column (column 0 is the opening board).
      const p0 = D.first + (x / width) * span, p1 = D.first + ((x + 1) / width) * span;
      const c0 = Math.floor((p0 - D.base) / D.profile.per_column);
      const c1 = Math.max(c0, Math.ceil((p1 - D.base) / D.profile.per_column) - 1);
      let lo = 255, hi = 0;
      for (let c = c0; c <= c1 && c < high.length; c++) { lo = Math.min(lo, low[c]); hi = Math.max(hi, high[c]); }
      if (hi === 0 && lo === 255) continue;
      const y = top + room * (1 - hi / max);
      g.fillRect(x, y, 1, height - y);
    }
    for (const marker of D.markers) {
      const x = Math.round(ofPosition(marker.at) * (width - 1));
      g.fillStyle = css(marker.own ? '--erase' : '--clash');
      g.beginPath();
      g.moveTo(x - 5 * ratio, 0);
      g.lineTo(x + 5 * ratio, 0);
      g.lineTo(x, 8 * ratio);
      g.fill();
    }
    profileImage = off;
  }

  function drawSeek() {
    if (!profileImage) return;
    const g = canvas.getContext('2d');
    const ratio = window.devicePixelRatio || 1;
    g.drawImage(profileImage, 0, 0);
    const x = ofPosition(here()) * canvas.width;
    g.globalAlpha = 0.18;
    g.fillStyle = css('--placed');
    g.fillRect(0, 0, x, canvas.height);
    g.globalAlpha = 1;
    g.fillRect(Math.min(canvas.width - 2 * ratio, x), 0, 2 * ratio, canvas.height);
    seek.setAttribute('aria-valuemin', D.first);
    seek.setAttribute('aria-valuemax', LAST);
    seek.setAttribute('aria-valuenow', here());
    seek.setAttribute('aria-valuetext', fill(T.PageSeekValue, { n: fmt(here()), last: fmt(LAST), depth: state.depth }));
  }

  function positionAt(clientX) {
    const box = canvas.getBoundingClientRect();
    const t = Math.max(0, Math.min(1, (clientX - box.left) / Math.max(1, box.width)));
    return D.first + t * span;
  }
  let dragging = false;
  seek.addEventListener('pointerdown', (e) => {
    dragging = true;
    try { seek.setPointerCapture(e.pointerId); } catch (_) { /* not a live pointer */ }
    pause();
    show(positionAt(e.clientX));
  });
  seek.addEventListener('pointermove', (e) => { if (dragging) show(positionAt(e.clientX)); });
  seek.addEventListener('pointerup', () => { dragging = false; });
  // Hovering the bar says which event is under the pointer, and names a marker there.
  const tip = $('seek-tip');
  seek.addEventListener('pointermove', (e) => {
    const box = canvas.getBoundingClientRect();
    const at = Math.round(positionAt(e.clientX));
    const near = D.markers.find((m) => Math.abs(ofPosition(m.at) * box.width - (e.clientX - box.left)) <= 6);
    tip.textContent = near ? `#${fmt(near.at)} ${near.label}` : fill(T.PageEventTip, { n: fmt(at) });
    tip.style.left = `${Math.max(0, Math.min(box.width, e.clientX - box.left))}px`;
    tip.classList.add('shown');
  });
  seek.addEventListener('pointerleave', () => tip.classList.remove('shown'));

  // ---- Playing, and the address.
  let playing = false, carry = 0, speed = D.speed, hashTimer = 0;
  const live = $('live');

  function render() {
    const e = eventAt();
    drawBoard(e);
    drawWords(e);
    drawSeek();
    drawStack();
    drawCode();
    drawTree();
    $('goto').value = here();
    if (!playing) live.textContent = captionOf(e);
  }

  function show(p) {
    goTo(p);
    render();
    if (!playing) noteAddress();
  }

  function noteAddress() {
    clearTimeout(hashTimer);
    hashTimer = setTimeout(() => {
      const hash = `#event=${here()}`;
      if (location.hash !== hash) history.replaceState(null, '', hash);
    }, 150);
  }

  const playButton = $('play');
  function setPlaying(on) {
    // Play at the end starts again from the beginning.
    if (on && here() >= LAST) goTo(D.first);
    playing = on && here() < LAST;
    playButton.querySelector('[aria-hidden]').textContent = playing ? '❚❚' : '▶';
    playButton.querySelector('.label').textContent = playing ? T.PagePause : T.PagePlay;
    playButton.setAttribute('aria-pressed', String(playing));
    if (playing) { carry = 0; requestAnimationFrame(tick); }
    else { render(); noteAddress(); }
  }
  const pause = () => { if (playing) setPlaying(false); };
  const toggle = () => setPlaying(!playing);

  function tick() {
    if (!playing) return;
    carry += speed;
    const steps = Math.floor(carry);
    carry -= steps;
    if (steps > 0) {
      goTo(here() + steps);
      render();
      if (here() >= LAST) { setPlaying(false); return; }
    }
    requestAnimationFrame(tick);
  }

  // What each jump looks for: an event of one kind, a guess (a choice among two or
  // more candidates), or the first forced digit of a run of them.
  const TARGETS = {
    conflict: (k) => kindOf(packed(k)) === CONFLICT,
    backtrack: (k) => kindOf(packed(k)) === BACKTRACK,
    deadend: (k) => kindOf(packed(k)) === DEAD_END,
    guess: (k) => kindOf(packed(k)) === CHOOSE && digitOf(packed(k)) >= 2,
    forced: (k) => kindOf(packed(k)) === FORCE && (k === 0 || kindOf(packed(k - 1)) !== FORCE),
  };
  // What a search that lacks a kind says when asked for it.
  const ABSENT = {
    conflict: T.PageNoConflicts,
    backtrack: T.PageNoBacktracks,
    deadend: T.PageNoDeadEnds,
    guess: T.PageNoGuesses,
    forced: T.PageNoForced,
  };
  const present = new Set(D.kinds);
  present.add('given');
  if (present.has('place') || present.has('force')) present.add('placed');

  // The next (dir 1) or previous (dir -1) event `target` looks for.
  function find(target, dir) {
    const wanted = TARGETS[target];
    let k = here() - D.base - 1 + dir;
    for (; k >= 0 && k < HELD; k += dir) {
      if (wanted(k)) return D.base + 1 + k;
    }
    return null;
  }

  function jump(p) {
    pause();
    if (p !== null && p !== undefined) show(p);
  }
  const step = (dir) => jump(here() + dir);
  function nextOf(target, dir) {
    if (!present.has(target)) {
      live.textContent = ABSENT[target];
      return;
    }
    jump(find(target, dir));
  }
  function marker(dir) {
    const ats = D.markers.map((m) => m.at);
    const at = dir > 0 ? ats.find((a) => a > here()) : ats.reverse().find((a) => a < here());
    jump(at);
  }

  // ---- Controls.
  const speedSelect = $('speed');
  for (const s of D.speeds) {
    const option = document.createElement('option');
    option.value = s;
    const n = s === 0.25 ? '¼' : s === 0.5 ? '½' : String(s);
    option.textContent = fill(s > 1 ? T.PageSpeedMany : T.PageSpeedOne, { n });
    speedSelect.append(option);
  }
  speedSelect.value = String(speed);
  speedSelect.addEventListener('change', () => { speed = Number(speedSelect.value); });
  function faster(dir) {
    const i = Math.max(0, Math.min(D.speeds.length - 1, D.speeds.indexOf(speed) + dir));
    speed = D.speeds[i];
    speedSelect.value = String(speed);
  }

  playButton.addEventListener('click', toggle);
  $('back').addEventListener('click', () => step(-1));
  $('forward').addEventListener('click', () => step(1));
  for (const target of Object.keys(TARGETS)) {
    $(`prev-${target}`).addEventListener('click', () => nextOf(target, -1));
    $(`next-${target}`).addEventListener('click', () => nextOf(target, 1));
  }
  // A jump the search has nothing for is disabled, and says why.
  for (const pair of document.querySelectorAll('.pair[data-kinds]')) {
    const target = pair.dataset.kinds;
    if (target === 'marker' || present.has(target)) continue;
    pair.classList.add('absent');
    for (const button of pair.querySelectorAll('button')) {
      button.disabled = true;
      button.title = ABSENT[target];
    }
  }
  for (const row of document.querySelectorAll('#help tr[data-kinds]')) row.hidden = !present.has(row.dataset.kinds);
  for (const item of document.querySelectorAll('#key li[data-key]')) item.hidden = !present.has(item.dataset.key);
  $('prev-marker').addEventListener('click', () => marker(-1));
  $('next-marker').addEventListener('click', () => marker(1));
  const help = $('help');
  const toggleHelp = () => (help.open ? help.close() : help.showModal());
  $('help-button').addEventListener('click', toggleHelp);
  function fullScreen() {
    const player = $('player');
    const request = document.fullscreenElement ? document.exitFullscreen() : player.requestFullscreen && player.requestFullscreen();
    if (request && request.catch) request.catch(() => {});
  }
  $('fullscreen').addEventListener('click', fullScreen);
  // In full screen the controls show while the mouse moves or keys are pressed, and fade
  // a few seconds after.
  const player = $('player');
  let sleepTimer = 0;
  function wake() {
    player.classList.add('awake');
    clearTimeout(sleepTimer);
    sleepTimer = setTimeout(() => player.classList.remove('awake'), 2500);
  }
  document.addEventListener('pointermove', wake);
  document.addEventListener('fullscreenchange', () => { wake(); fit(); });
  const pencilButton = $('candidates');
  function togglePencil() {
    pencilled = !pencilled;
    pencilButton.setAttribute('aria-pressed', String(pencilled));
    render();
  }
  pencilButton.setAttribute('aria-pressed', String(pencilled));
  pencilButton.addEventListener('click', togglePencil);
  const gotoInput = $('goto');
  gotoInput.min = D.first;
  gotoInput.max = LAST;
  gotoInput.addEventListener('change', () => {
    const n = Number(gotoInput.value);
    if (gotoInput.value !== '' && Number.isFinite(n)) jump(n);
  });
  // Enter goes there and hands the keys back to the player.
  gotoInput.addEventListener('keydown', (e) => { if (e.key === 'Enter') gotoInput.blur(); });

  const list = $('markers');
  for (const m of D.markers) {
    const item = document.createElement('li');
    const button = document.createElement('button');
    button.type = 'button';
    if (m.own) button.className = 'own';
    const at = document.createElement('span');
    at.className = 'at';
    at.textContent = `#${m.at}`;
    button.append(at, ` ${m.label}`);
    button.setAttribute('aria-label', fill(T.PageMarkerLabel, { n: fmt(m.at), label: m.label }));
    button.addEventListener('click', () => jump(m.at));
    item.append(button);
    list.append(item);
  }

  const seekKeys = { ArrowUp: 1, ArrowRight: 1, ArrowDown: -1, ArrowLeft: -1 };
  document.addEventListener('keydown', (e) => {
    if (e.ctrlKey || e.metaKey || e.altKey) return;
    wake();
    const tag = e.target && e.target.tagName;
    if (tag === 'INPUT' || tag === 'SELECT' || tag === 'TEXTAREA') return;
    // While the help is open, its keys are the dialog's: Esc and Tab, and ? to close it.
    if (help.open) {
      if (e.key === '?') { toggleHelp(); e.preventDefault(); }
      return;
    }
    const key = e.key;
    // Space and Enter press the focused button, as on any page.
    if ((key === ' ' || key === 'Enter') && tag === 'BUTTON') return;
    if (e.target === seek && key in seekKeys) {
      step(seekKeys[key]);
      e.preventDefault();
      return;
    }
    let handled = true;
    if (key === ' ') toggle();
    else if (key === 'ArrowLeft') step(-1);
    else if (key === 'ArrowRight') step(1);
    else if (key === '[') marker(-1);
    else if (key === ']') marker(1);
    else if (key === 'c') nextOf('conflict', 1);
    else if (key === 'C') nextOf('conflict', -1);
    else if (key === 'b') nextOf('backtrack', 1);
    else if (key === 'B') nextOf('backtrack', -1);
    else if (key === 'd') nextOf('deadend', 1);
    else if (key === 'D') nextOf('deadend', -1);
    else if (key === 'g') nextOf('guess', 1);
    else if (key === 'G') nextOf('guess', -1);
    else if (key === 's') nextOf('forced', 1);
    else if (key === 'S') nextOf('forced', -1);
    else if (key >= '0' && key <= '9' && key.length === 1) jump(D.first + (Number(key) / 10) * span);
    else if (key === 'Home') jump(D.first);
    else if (key === 'End') jump(LAST);
    else if (key === '+' || key === '=') faster(1);
    else if (key === '-') faster(-1);
    else if (key === '?') toggleHelp();
    else if (key === 'f' || key === 'F') fullScreen();
    else if (key === 'p') togglePencil();
    else if (key === 'PageDown') jump(here() + Math.max(1, Math.round(span / 100)));
    else if (key === 'PageUp') jump(here() - Math.max(1, Math.round(span / 100)));
    else handled = false;
    if (handled) e.preventDefault();
  });

  // The event the address names: #event=N, among other parameters if there are any.
  function fromAddress() {
    const params = new URLSearchParams(location.hash.slice(1));
    if (!params.has('event')) return null;
    const text = params.get('event');
    if (!/^\d+$/.test(text)) {
      live.textContent = fill(T.PageNoSuchEvent, { text, first: fmt(D.first), last: fmt(LAST) });
      return null;
    }
    return Number(text);
  }
  window.addEventListener('hashchange', () => {
    const at = fromAddress();
    if (at !== null && at !== here()) jump(at);
  });
  // Upright, the board is as wide as the screen but leaves the first screen room for
  // the title, the caption, Play and the seek bar (measured, since they wrap).
  const essentials = ['title', 'caption', 'end', 'seek'].map($).concat([document.querySelector('.transport')]);
  function fit() {
    const upright = matchMedia('(max-aspect-ratio: 11/10)').matches;
    if (!upright) { player.style.removeProperty('--reserve'); return; }
    const gaps = 6 * parseFloat(getComputedStyle(player).rowGap || '0');
    const pad = 2 * parseFloat(getComputedStyle(player).paddingTop || '0');
    const reserve = essentials.reduce((sum, el) => sum + el.getBoundingClientRect().height, 0) + gaps + pad;
    player.style.setProperty('--reserve', `${Math.ceil(reserve)}px`);
  }
  window.addEventListener('resize', () => { codeMetrics = null; fit(); drawProfile(); drawSeek(); drawTreeImage(); drawTree(); });

  const refusedWords = D.refused ? fill(T.PageStopsAt, { n: fmt(D.refused.at) })
    : D.cut ? ` · ${D.cut}` : '';
  const events = D.first > 0 || D.last !== D.total
    ? fill(D.total === null ? T.PageWindow : T.PageWindowOf, { first: fmt(D.first), last: fmt(D.last), total: fmt(D.total) })
    : fill(T.PageEvents, { n: fmt(D.last) });
  $('about').textContent = `${D.label} · ${events}${D.end ? ` · ${D.end}` : ''}${refusedWords}${fill(T.PageThePuzzle, { puzzle: D.puzzle })}`;
  if (window.self !== window.top) player.classList.add('framed');
  restore(0);
  goTo(fromAddress() ?? D.start);
  fit();
  drawProfile();
  drawTreeImage();
  render();
  $('player').dataset.ready = 'true';
  performance.mark('sudotrace-ready');
})();
