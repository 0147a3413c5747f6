"""The committed SMT-LIB2 proofs re-check to their recorded answers with z3 and with cvc5, without
this code (standard SMT-LIB 2.6: no solver-specific syntax)."""

from pathlib import Path

import z3

PROOFS = sorted((Path(__file__).parent.parent / "proofs").glob("*.smt2"))


def test_there_are_proofs_of_both_answers():
    answers = [p.read_text().splitlines()[1].split()[2] for p in PROOFS]
    assert "unsat" in answers and "sat" in answers


def test_each_proof_rechecks():
    for path in PROOFS:
        expected = path.read_text().splitlines()[1].split()[2]
        s = z3.Solver()
        s.add(z3.parse_smt2_file(str(path)))
        assert str(s.check()) == expected, path.name


def _cvc5_answer(path: Path) -> str | None:
    import cvc5

    tm = cvc5.TermManager()
    solver = cvc5.Solver(tm)
    symbols = cvc5.SymbolManager(tm)
    parser = cvc5.InputParser(solver, symbols)
    parser.setFileInput(cvc5.InputLanguage.SMT_LIB_2_6, str(path))
    answer = None
    while True:
        command = parser.nextCommand()
        if command.isNull():
            return answer
        out = command.invoke(solver, symbols).strip()
        if out in ("sat", "unsat", "unknown"):
            answer = out


def test_each_proof_rechecks_with_cvc5():
    for path in PROOFS:
        expected = path.read_text().splitlines()[1].split()[2]
        assert _cvc5_answer(path) == expected, path.name
