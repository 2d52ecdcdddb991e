// placeholder until merged
export function checkAnswer(puzzle, answer, T) { return { correct: false, puzzle, answer, problems: [] }; }
