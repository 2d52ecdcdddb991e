//! `sudotrace step`: a full-screen terminal stepper for walking a class through a
//! search, forward and back, built on the loaded [`Timeline`](timeline::Timeline).
//! The state and its keys live in [`app`], the drawing in [`draw`] (the board in
//! [`board`], the code and stack in [`panes`], the wrapping in [`wrap`]); this file owns the
//! terminal, and gives it back as it found it, also on a panic or Ctrl-C.

pub mod app;
pub mod board;
pub mod draw;
pub mod panes;
pub mod quiz;
pub mod timeline;
pub mod wrap;

use std::io;
use std::time::{Duration, Instant};

use ratatui::crossterm::event::{self, Event, KeyEventKind};

pub use app::App;

/// How often the screen is redrawn while playing.
const FRAME: Duration = Duration::from_millis(16);

/// Take over the terminal and run `app` until the user quits.
pub fn run(mut app: App) -> io::Result<()> {
    // ratatui::init enters the alternate screen and raw mode, and installs a panic hook
    // that restores the terminal before the panic message is printed.
    let mut terminal = ratatui::init();
    let result = event_loop(&mut terminal, &mut app);
    ratatui::restore();
    result
}

fn event_loop(terminal: &mut ratatui::DefaultTerminal, app: &mut App) -> io::Result<()> {
    let mut last = Instant::now();
    while !app.should_quit() {
        terminal.draw(|frame| draw::draw(app, frame))?;
        let wait = if app.is_playing() {
            FRAME
        } else {
            Duration::from_millis(500)
        };
        if event::poll(wait)?
            && let Event::Key(key) = event::read()?
            && key.kind != KeyEventKind::Release
        {
            app.handle_key(key);
        }
        let now = Instant::now();
        app.tick(now - last);
        last = now;
    }
    Ok(())
}
