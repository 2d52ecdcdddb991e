//! What a user of `sudotrace` sees: exit codes, messages, JSON output and trace files,
//! checked against independent sources (published counts, solution files, the other
//! check variant, the other command).

mod acceptance;
mod article;
mod bad_input;
mod binary;
mod compare;
mod dependencies;
mod diagnose;
mod emitters;
mod examples;
mod finders;
mod fuzzing;
mod generate;
mod hostile;
mod hostile_claims;
mod hostile_outputs;
mod hostile_words;
mod lang;
mod lang_diagnose;
mod listings;
mod marking;
mod outputs;
mod platforms;
mod play_command;
mod player;
mod player_game;
mod player_mistakes;
mod player_modes;
mod player_play;
mod player_replay;
mod player_runs;
mod player_simulate;
mod predict;
mod props;
mod python_package;
mod render;
mod replay;
mod shards;
mod sizes;
mod solve;
mod step_tmux;
mod strategies;
mod structure;
mod traces;
mod util;
