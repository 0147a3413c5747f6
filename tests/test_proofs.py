"""The committed SMT-LIB2 proofs re-check to their recorded answers with z3 alone."""

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
