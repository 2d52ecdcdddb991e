#!/usr/bin/env bash
# End-to-end test of `sudotrace step` in a real terminal: tmux runs the binary in an
# 80x24 pane, keys go in with send-keys and the screen comes back with capture-pane.
# Usage: step_tmux.sh SUDOTRACE_BINARY LEETCODE37_TRACE LEETCODE37_TABLES_TRACE LESSON
# (the second traced by the naive search, the third by `solve --solver tables`, the
# fourth the example lesson docs/lessons/leetcode37.toml)
set -euo pipefail
bin=$1
trace=$2
tables=$3
lesson=$4

# Nothing is installed here: .ci/run installs tmux on CI.
if ! command -v tmux >/dev/null; then
    echo "tmux is not on PATH: install it to run this test (.ci/run does on CI)" >&2
    exit 3
fi

server=sudotrace-e2e-$$
session=step
tmux_() { tmux -L "$server" "$@"; }
trap 'tmux_ kill-server 2>/dev/null || true' EXIT
tmux_ new-session -d -s "$session" -x 80 -y 24 "$bin step $trace; echo EXITED \$?; sleep 10"

screen() { tmux_ capture-pane -t "$session" -p; }
wait_for() {
    for _ in $(seq 100); do
        screen | grep -qF -- "$1" && return 0
        sleep 0.05
    done
    echo "the screen never showed: $1" >&2
    screen >&2
    exit 1
}

wait_for "event 0/79,461"
tmux_ send-keys -t "$session" Right Right
wait_for "#2  r1c3: place 1"
tmux_ send-keys -t "$session" Left
wait_for "#1  r1c3: try 1"
tmux_ send-keys -t "$session" c
wait_for "#4  r1c4: 1 clashes with r1c3 (row)"
tmux_ send-keys -t "$session" g 5 0 0 0 Enter
wait_for "event 5,000/79,461"
tmux_ send-keys -t "$session" End
wait_for "event 79,461/79,461"
tmux_ send-keys -t "$session" '?'
wait_for "next / previous conflict"
tmux_ send-keys -t "$session" x q
# Back on the normal screen, with the shell's line after the program's exit.
wait_for "EXITED 0"
if screen | grep -qF "sudotrace step"; then
    echo "the stepper's screen was left behind" >&2
    exit 1
fi

# --predict: a question on the board before its event, answered with a key, the score
# and the review at the end.
# A second session beside the first (killing the first could take the server with it).
session=predict
tmux_ new-session -d -s "$session" -x 100 -y 32 "$bin step $trace --predict --questions 2; echo EXITED \$?; sleep 10"
wait_for "question 1 of 2"
wait_for "1-4 answers"
tmux_ send-keys -t "$session" 1
for _ in $(seq 100); do
    screen | grep -qE "right: |not so: " && break
    sleep 0.05
done
screen | grep -qE "right: |not so: " || { echo "no verdict after an answer" >&2; screen >&2; exit 1; }
tmux_ send-keys -t "$session" Enter
wait_for "question 2 of 2"
tmux_ send-keys -t "$session" 2 Enter
wait_for "of 2 right; every key works again"
wait_for "missed"
tmux_ send-keys -t "$session" q
wait_for "EXITED 0"

# --from/--to: the question is asked within the window, on the board before its event.
session=window
tmux_ new-session -d -s "$session" -x 100 -y 32 "$bin step $trace --predict --from 5000 --to 6000 --questions 1; echo EXITED \$?; sleep 10"
wait_for "question 1 of 1"
shown=$(screen | sed -n 's/.*event \([0-9,]*\)\/79,461.*/\1/p' | head -1 | tr -d ,)
if [ -z "$shown" ] || [ "$shown" -lt 4999 ] || [ "$shown" -ge 6000 ]; then
    echo "--from 5000 --to 6000: the question stands at event '$shown', outside the window" >&2
    screen >&2
    exit 1
fi
tmux_ send-keys -t "$session" q
wait_for "EXITED 0"

# --ask-at: the moments a teacher chose, in the order given, on the row-by-row search with
# tables: the first box clash (event 26), then the first backtrack (event 67). Each question
# names its event and stands on the board before it; an answer plays the event, and its
# verdict is shown whole, the why and all, in 80 columns.
verdict() {
    for _ in $(seq 100); do
        screen | grep -qE "^ (right|not so): $1" && screen | grep -qF "(Enter: on)" && return 0
        sleep 0.05
    done
    echo "no whole verdict on: $1" >&2
    screen >&2
    exit 1
}
session=ask-at
tmux_ new-session -d -s "$session" -x 80 -y 24 "$bin step $tables --predict --ask-at conflict:box,backtrack:1; echo EXITED \$?; sleep 10"
wait_for "question 1 of 2 (#26)"
wait_for "event 25/79,461"
wait_for "#25  r1c7: try 6"
tmux_ send-keys -t "$session" 1
wait_for "event 26/79,461"
wait_for "#26  r1c7: 6 clashes with r3c8 (box)"
verdict "r1c7: 6 clashes with r3c8 \\(box\\)\\. Why: "
tmux_ send-keys -t "$session" Enter
wait_for "question 2 of 2 (#67)"
wait_for "event 66/79,461"
wait_for "#66  r1c9: 9 clashes with r1c8 (row)"
tmux_ send-keys -t "$session" 1
wait_for "event 67/79,461"
wait_for "#67  r1c9 has no digit left: back to r1c8,"
verdict "r1c9 has no digit left: back to r1c8, erase 9\\. Why: "
tmux_ send-keys -t "$session" Enter
wait_for "of 2 right; every key works again"
tmux_ send-keys -t "$session" q
wait_for "EXITED 0"

# --lesson: the example lesson on the row-by-row search with tables. Playing stops at each
# moment, at the fastest speed too, its note shown whole beside the board; n and N go from
# moment to moment. The notes, in the search's order, as the file gives them.
mapfile -t notes < <(sed -n 's/^note = "\(.*\)"$/\1/p' "$lesson")
moments=(4 26 67 1,984 10,665)
# The panel's words, the board cut away, read as one line.
panel() { screen | sed -E 's/^.*[│┤┘┐]//' | tr '\n' ' ' | tr -s ' '; }
# The screen stands at moment $1 (from 1), paused, its heading and its note whole.
at_moment() {
    local i=$(($1 - 1))
    wait_for "event ${moments[$i]}/79,461  paused"
    wait_for "lesson $1 of 5"
    for _ in $(seq 100); do
        panel | grep -qF -- "${notes[$i]}" && return 0
        sleep 0.05
    done
    echo "the note of moment $1 is not shown whole: ${notes[$i]}" >&2
    screen >&2
    exit 1
}
session=lesson
tmux_ new-session -d -s "$session" -x 80 -y 24 "$bin step $tables --lesson $lesson; echo EXITED \$?; sleep 10"
wait_for "event 0/79,461"
wait_for "lesson: LeetCode 37: how backtracking turns back;"
# The fastest speed, 20,000 events a second: the whole search in four seconds.
tmux_ send-keys -t "$session" + + + + + + + + + + +
wait_for "20,000/s"
for i in 1 2 3 4 5; do
    tmux_ send-keys -t "$session" Space
    at_moment $i
done
# After the last moment, playing goes on to the end.
tmux_ send-keys -t "$session" Space
wait_for "event 79,461/79,461  paused"
if screen | grep -qF "lesson "; then
    echo "a note away from the lesson's moments" >&2
    screen >&2
    exit 1
fi
tmux_ send-keys -t "$session" n
wait_for "no later moment of the lesson"
tmux_ send-keys -t "$session" Home n
at_moment 1
for i in 2 3 4 5; do
    tmux_ send-keys -t "$session" n
    at_moment $i
done
tmux_ send-keys -t "$session" N
at_moment 4
tmux_ send-keys -t "$session" g 6 7 Enter
at_moment 3
tmux_ send-keys -t "$session" '?'
wait_for "next / previous lesson moment"
tmux_ send-keys -t "$session" x q
wait_for "EXITED 0"

# --predict --lesson: the lesson's moments with ask = true are the questions; once one is
# answered, the board stands at its moment, the note beside the verdict.
session=lesson-predict
tmux_ new-session -d -s "$session" -x 80 -y 24 "$bin step $tables --predict --lesson $lesson; echo EXITED \$?; sleep 10"
for i in 1 2 3; do
    wait_for "question $i of 3 (#${moments[$((i - 1))]})"
    tmux_ send-keys -t "$session" 1
    at_moment $i
    wait_for "(Enter: on)"
    tmux_ send-keys -t "$session" Enter
done
wait_for "of 3 right; every key works again"
tmux_ send-keys -t "$session" n
at_moment 4
tmux_ send-keys -t "$session" q
wait_for "EXITED 0"
echo "step end-to-end: ok"
