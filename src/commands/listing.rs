//! `sudotrace listing`: a strategy's search as a short program, in pseudocode,
//! JavaScript or Python (`sudotrace_core::search::listing`); the pseudocode's comments in
//! the language of --lang.

use std::io::Write;

use super::Exit;
use crate::cli::ListingArgs;
use sudotrace_core::search::listing::Listing;

pub fn run(args: &ListingArgs, out: &mut dyn Write) -> anyhow::Result<Exit> {
    let listing = Listing::in_lang(args.solver, args.language, args.lang.resolve());
    out.write_all(listing.text().as_bytes())?;
    Ok(Exit::Success)
}
