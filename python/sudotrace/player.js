// The notebook widget of sudotrace's web player (anywidget's module format): the page
// `sudotrace html` writes, in a frame, driven through its own API (window.sudotrace, the
// README's "Scripting the page"). The model's `event` and `mode` are kept in step both
// ways: moving the player sets them, and setting them from Python moves the player.
//
// The page is put together here from its parts, as sudotrace writes it (the crate
// sudotrace-page's `PageParts::write`): the shell every player of the notebook shares
// (a widget of its own, `shell`, with the data every page of its language shares), cut
// where the data goes, then the player's title put in; its own data and the shared data
// between.
const TITLE = '{{TITLE}}';
const DATA = '{{DATA}}';

// The shell's texts come deflated, in base64 (python/sudotrace/widget.py's `packed`).
async function unpacked(text) {
  const bytes = Uint8Array.from(atob(text), (c) => c.charCodeAt(0));
  const stream = new Blob([bytes]).stream().pipeThrough(new DecompressionStream('deflate-raw'));
  return new Response(stream).text();
}

function pageOf(shell, shared, title, data) {
  const at = shell.indexOf(DATA);
  const titled = (part) => part.split(TITLE).join(title);
  return titled(shell.slice(0, at)) + data + shared + titled(shell.slice(at + DATA.length));
}

export default {
  async render({ model, el, host }) {
    const shell = await host.getModel(model.get('shell'));
    const frame = document.createElement('iframe');
    frame.title = 'sudotrace';
    frame.style.cssText = `width: 100%; height: ${model.get('height')}px; border: 0;`;
    let api = null;
    const follow = () => {
      if (!api) return;
      if (api.mode() !== model.get('mode')) api.mode(model.get('mode'));
      if (api.event() !== model.get('event')) api.seek(model.get('event'));
    };
    const connect = () => {
      const page = frame.contentWindow;
      // The page's script runs once its events are inflated: its API comes a moment
      // after the frame has loaded.
      if (!page || !page.sudotrace) {
        setTimeout(connect, 20);
        return;
      }
      api = page.sudotrace;
      follow();
      api.on('event', (n) => {
        if (model.get('event') !== n) {
          model.set('event', n);
          model.save_changes();
        }
      });
      const mode = api.mode();
      if (model.get('mode') !== mode) {
        model.set('mode', mode);
        model.save_changes();
      }
    };
    frame.addEventListener('load', connect);
    const [page, shared] = await Promise.all([unpacked(shell.get('shell')), unpacked(shell.get('shared'))]);
    frame.srcdoc = pageOf(page, shared, model.get('title'), model.get('data'));
    el.append(frame);
    model.on('change:event', follow);
    model.on('change:mode', follow);
    return () => {
      model.off('change:event', follow);
      model.off('change:mode', follow);
    };
  },
};
