// The notebook widget of sudotrace's web player (anywidget's module format): the page
// `sudotrace html` writes, in a frame, driven through its own API (window.sudotrace, the
// README's "Scripting the page"). The model's `event` and `mode` are kept in step both
// ways: moving the player sets them, and setting them from Python moves the player.
export default {
  render({ model, el }) {
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
    frame.srcdoc = model.get('page');
    el.append(frame);
    model.on('change:event', follow);
    model.on('change:mode', follow);
    return () => {
      model.off('change:event', follow);
      model.off('change:mode', follow);
    };
  },
};
