// Running a program in the page: a strategy's JavaScript listing (the code the code panel
// shows, which runs under node as `node solve.js PUZZLE MAX_EVENTS`) or the reader's edit
// of it, in a Web Worker of its own, as node would run it: `process.argv` gives it the
// puzzle and the event limit, and what it writes with console.log is its trace. Never a
// second search: the listing is the search. It is stopped by the reader, by a time limit,
// and by writing more lines than the event limit allows; an error is given with its line.
// Browser only (a Worker from a Blob: the page's policy allows worker-src blob:).

// The program's first line is prefixed with the stand-ins for node's process and console,
// so that its lines keep their numbers; its end posts what it wrote. The whole runs in
// strict mode, as the listings ask.
const prelude = (puzzle, limit) => `"use strict";const __out=[];let __chunk="",__lines=0;`
  + `const __most=${limit > 0 ? limit + 2 : Infinity};`
  + 'const __flush=()=>{__out.push(__chunk);__chunk="";};'
  + 'class __Exit extends Error{get name(){return "__Exit";}};'
  + `const process={argv:["node","solve.js",${JSON.stringify(puzzle)},${JSON.stringify(String(limit))}],`
  + 'exit(code){__flush();postMessage({exit:Number(code)||0,text:__out.join("")});throw new __Exit("exit");}};'
  + 'const console={log(...a){if(++__lines>__most){postMessage({tooMany:__most-2});throw new __Exit("too many");}'
  + '__chunk+=a.join(" ")+"\\n";if(__chunk.length>1<<20)__flush();if((__lines&0xffff)===0)postMessage({progress:__lines});},'
  + 'error(){},warn(){},info(){},debug(){}};';
const ending = '\n;__flush();postMessage({text:__out.join("")});\n';

// Run `source` on `puzzle` (81 characters) under the event limit `limit` (0: none),
// stopped after `seconds`; `onProgress(lines)` hears how far it has got. Gives
// { promise, stop }: the promise of the trace's text, or of a refusal { kind: 'stopped' |
// 'time' | 'error' | 'exit' | 'too-many', ... } (an error's line and message, an exit's
// code, the seconds or the limit passed).
export function runProgram(source, puzzle, { limit, seconds, onProgress = () => {} }) {
  let stop = () => {};
  const promise = new Promise((resolve, reject) => {
    const url = URL.createObjectURL(new Blob([prelude(puzzle, limit) + source + ending], { type: 'text/javascript' }));
    const worker = new Worker(url);
    let timer = 0;
    const finish = (settle, value) => {
      clearTimeout(timer);
      worker.terminate();
      URL.revokeObjectURL(url);
      settle(value);
    };
    worker.onmessage = ({ data }) => {
      if ('progress' in data) onProgress(data.progress);
      else if ('tooMany' in data) finish(reject, { kind: 'too-many', limit: data.tooMany });
      else if ('exit' in data) finish(reject, { kind: 'exit', code: data.exit, text: data.text });
      else finish(resolve, data.text);
    };
    worker.onerror = (e) => {
      e.preventDefault();
      // The stand-ins' own stop is no error of the program's.
      if (/__Exit|Uncaught (exit|too many)/.test(e.message)) return;
      finish(reject, { kind: 'error', line: e.lineno, message: e.message });
    };
    timer = setTimeout(() => finish(reject, { kind: 'time', seconds }), seconds * 1000);
    stop = () => finish(reject, { kind: 'stopped' });
  });
  return { promise, stop: () => stop() };
}
