// Running a program in the page: a strategy's JavaScript listing (the code the code panel
// shows, which runs under node as `node solve.js PUZZLE MAX_EVENTS`) or the reader's edit
// of it, in a Web Worker of its own, as node would run it: `process.argv` gives it the
// puzzle and the event limit, and what it writes with console.log is its trace. Never a
// second search: the listing is the search. The worker reads each line as it is written
// and packs its event into a few bytes (lines.js), so that a run of millions of events
// holds no text and the page gets only bytes. It is stopped by the reader, by a time
// limit, by a line that is no part of a trace, and at the event limit (a program that
// writes past it is stopped there, its events kept); an error is given with its line.
// Browser only (a Worker from a Blob: the page's policy allows worker-src blob:).
import { newLineReader, READER_CONSTANTS } from './lines.js';
import { readOf } from './trace.js';

// Lines between the worker's reports of how far it has got.
const PROGRESS_EVERY = 1 << 16;

// The program's first line is prefixed with the stand-ins for node's process and console,
// so that its lines keep their numbers; its end posts what was read. The line reader's
// source comes after the program (a function declaration, known from the start), so that
// the first line stays one line. `at` (an event number, 0: none) asks where in the
// program the first event and event `at` were written: the run stops after event `at`
// and posts the two stacks. The whole runs in strict mode, as the listings ask.
const prelude = (puzzle, limit, at) => `"use strict";const __reader=__newReader(${JSON.stringify(READER_CONSTANTS)},${limit > 0 ? limit : Infinity});`
  + `const __at=${at};let __first="",__done=false;`
  + 'const __post=(more)=>{if(__done)return;__done=true;const r=__reader.result();postMessage({read:r,...more},[r.bytes.buffer]);};'
  + 'class __Exit extends Error{get name(){return "__Exit";}};'
  + `const process={argv:["node","solve.js",${JSON.stringify(puzzle)},${JSON.stringify(String(limit))}],`
  + 'exit(code){__post({exit:Number(code)||0});throw new __Exit("exit");}};'
  + 'const console={log(...a){if(__done)throw new __Exit("stop");const n=__reader.count();'
  + 'if(__at>0&&n===0)__first=new Error().stack;'
  + 'if(!__reader.line(a.join(" "))){__post({});throw new __Exit("stop");}'
  + 'if(__at>0&&__reader.count()===__at&&n<__at){__done=true;postMessage({where:[__first,new Error().stack]});throw new __Exit("stop");}'
  + `if(n!==__reader.count()&&__reader.count()%${PROGRESS_EVERY}===0)postMessage({progress:__reader.count()});},`
  + 'error(){},warn(){},info(){},debug(){}};';
const ending = () => `\n;__post({});\nfunction __newReader(K,most){return (${newLineReader})(K,most);}\n`;

// The line of the program `source` an error at `line` of the worker's script is on: the
// program's own, or where the error is found past its end (a brace left open), its last
// line that holds anything.
function programLine(source, line) {
  const lines = source.split('\n');
  if (line >= 1 && line <= lines.length && (line < lines.length || lines[line - 1].trim() !== '')) return line;
  let last = lines.length;
  while (last > 1 && lines[last - 1].trim() === '') last--;
  return last;
}

// Run `source` on `puzzle` (81 characters) under the event limit `limit` (0: none),
// stopped after `seconds`; `onProgress(events)` hears how far it has got. Gives
// { promise, stop }: the promise of what was read (trace.js's readOf: header, events as
// PackedEvents, end, error, workedOut, overflow: stopped at the limit), or of a refusal
// { kind: 'stopped' | 'time' | 'error' | 'exit', ... } (an error's line and message, an
// exit's code, the seconds passed).
export function runProgram(source, puzzle, { limit, seconds, onProgress = () => {} }) {
  return started(source, puzzle, limit, 0, seconds, (data, resolve, reject) => {
    if ('progress' in data) onProgress(data.progress);
    else if (data.exit) reject({ kind: 'exit', code: data.exit });
    else if ('read' in data) resolve(readOf(data.read));
  });
}

// The line of `source` that wrote event `at` when run on `puzzle` (the same run again,
// stopped there), or null: the line of the program the stack names under the stand-in
// console.log, or where every event is written by one helper (the listings' emit), the
// line that called it.
export function lineOfEvent(source, puzzle, at, { limit, seconds }) {
  const run = started(source, puzzle, limit, at, seconds, (data, resolve) => {
    if ('where' in data) resolve(writingLine(data.where, source, prelude(puzzle, limit, at).length));
    else if ('read' in data) resolve(null);
  });
  return run.promise.catch(() => null);
}

// The program's frames of a stack (lines of the program, innermost first), as
// [function, line].
function programFrames(stack, source, preludeLength) {
  const count = source.split('\n').length;
  const frames = [];
  for (const text of String(stack).split('\n').slice(1)) {
    const found = /^\s*at (?:(\S+) )?\(?blob:.*:(\d+):(\d+)\)?$/.exec(text);
    if (!found) continue;
    const line = Number(found[2]);
    if (line === 1 && Number(found[3]) <= preludeLength) continue;
    if (line <= count) frames.push([found[1] ?? '', line]);
  }
  return frames;
}
function writingLine([first, here], source, preludeLength) {
  const [a, b] = [first, here].map((stack) => programFrames(stack, source, preludeLength));
  if (b.length === 0) return null;
  // One function writes every event (its line the same for the first event and this
  // one) and it is not the search calling itself: the event is made where it is called.
  const helper = a.length > 0 && a[0][1] === b[0][1] && b.length > 1 && b[1][0] !== b[0][0];
  return helper ? b[1][1] : b[0][1];
}

// A worker running `source` (see prelude), its messages handed to `heard(data, resolve,
// reject)`.
function started(source, puzzle, limit, at, seconds, heard) {
  let stop = () => {};
  const promise = new Promise((resolve, reject) => {
    const url = URL.createObjectURL(new Blob([prelude(puzzle, limit, at) + source + ending()], { type: 'text/javascript' }));
    const worker = new Worker(url);
    let timer = 0, settled = false;
    const finish = (settle, value) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      worker.terminate();
      URL.revokeObjectURL(url);
      settle(value);
    };
    worker.onmessage = ({ data }) => heard(data, (v) => finish(resolve, v), (v) => finish(reject, v));
    worker.onerror = (e) => {
      e.preventDefault();
      // The stand-ins' own stop is no error of the program's.
      if (/__Exit|Uncaught (exit|stop)/.test(e.message)) return;
      finish(reject, { kind: 'error', line: programLine(source, e.lineno), message: e.message });
    };
    timer = setTimeout(() => finish(reject, { kind: 'time', seconds }), seconds * 1000);
    stop = () => finish(reject, { kind: 'stopped' });
  });
  return { promise, stop: () => stop() };
}
