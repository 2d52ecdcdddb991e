//! The fuzz targets' checks (fuzz/src/lib.rs), compiled here on stable and run over each
//! target's seed corpus (fuzz/corpus/TARGET), the inputs that once crashed a reader
//! (tests/cli/fuzz-regressions) and the hostile files (tests/data/hostile): CI holds
//! every target to the readers as they change, in a second or two, and a target that
//! no longer compiles fails the build. The fuzzing itself, with libFuzzer on nightly,
//! is docs/fuzzing.md's.

use std::path::{Path, PathBuf};

#[path = "../../fuzz/src/lib.rs"]
#[allow(dead_code)]
mod checks;

/// A target's check: any bytes, read or refused.
type Check = fn(&[u8]);

/// Every target, with its check.
const TARGETS: [(&str, Check); 8] = [
    ("binary_reader", checks::binary_reader),
    ("binary_seek", checks::binary_seek),
    ("jsonl_reader", checks::jsonl_reader),
    ("header_words", checks::header_words),
    ("puzzle_reader", checks::puzzle_reader),
    ("results_reader", checks::results_reader),
    ("shard_reader", checks::shard_reader),
    ("shard_merge", checks::shard_merge),
];

fn files_in(dir: &Path) -> Vec<PathBuf> {
    let mut files: Vec<PathBuf> = std::fs::read_dir(dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .map(|entry| entry.unwrap().path())
        .filter(|path| path.is_file() && !path.ends_with("README.md"))
        .collect();
    files.sort();
    files
}

#[test]
fn every_fuzz_target_reads_its_corpus_and_every_hostile_file() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut shared = files_in(&root.join("tests/data/hostile"));
    shared.extend(files_in(&root.join("tests/cli/fuzz-regressions")));
    for (target, check) in TARGETS {
        let corpus = files_in(&root.join("fuzz/corpus").join(target));
        assert!(!corpus.is_empty(), "fuzz/corpus/{target} holds no seed");
        // Every target's declaration in fuzz/Cargo.toml and its file.
        let manifest = std::fs::read_to_string(root.join("fuzz/Cargo.toml")).unwrap();
        assert!(
            manifest.contains(&format!("name = \"{target}\"")),
            "{target} in fuzz/Cargo.toml"
        );
        let source =
            std::fs::read_to_string(root.join(format!("fuzz/fuzz_targets/{target}.rs"))).unwrap();
        assert!(
            source.contains(&format!("sudotrace_fuzz::{target}(data)")),
            "{target}.rs"
        );
        for file in corpus.iter().chain(&shared) {
            let bytes = std::fs::read(file).unwrap();
            check(&bytes);
            // Cut short anywhere, as the fuzzer would.
            for cut in [bytes.len() / 2, bytes.len() / 3, 1] {
                check(&bytes[..cut.min(bytes.len())]);
            }
        }
    }
}
