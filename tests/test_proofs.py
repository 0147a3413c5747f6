"""The committed SMT-LIB 2.6 proofs (`proofs/`): every query of the ground-truth table, the built-in
corpus and the Liger corpus. `reinplace-verify prove --check` re-solves each file with z3 and with
cvc5 (the recorded answer must be both solvers' answer) and regenerates the queries (none may
appear, disappear or change its answer)."""

from pathlib import Path

import pytest

from verifier.proof import smtlib as proofs
from verifier.surfaces import cli

PROOFS = Path(__file__).parent.parent / "proofs"


def test_there_are_proofs_of_both_answers_and_of_each_basis():
    files = sorted(PROOFS.glob("*.smt2"))
    answers = {proofs.expected(p) for p in files}
    assert answers == {"sat", "unsat"}
    text = "".join(p.read_text().split("(set-logic ALL)")[0] for p in files)
    assert "rests on: the kernel's analysed TTIR" in text and "rests on: the callee contract" in text
    assert {p.name.split(".")[0] for p in files} >= {"same_tensor_twice", "clone_removed", "rms_norm_bwd_in_place"}


@pytest.mark.xdist_group("fused_linear_cross_entropy")  # its capture, shared with test_liger and test_shortcuts
def test_prove_check_rechecks_with_z3_and_cvc5_and_regenerates_the_same(capsys, the_pinned_release, captured, monkeypatch):
    import verifier.integration.proofs

    monkeypatch.setattr(verifier.integration.proofs, "capture_program", captured)  # the session's captures
    assert cli.main(["prove", "--check", "--out", str(PROOFS)]) == 0, capsys.readouterr().out[-3000:]


def test_a_wrong_recorded_answer_is_caught(tmp_path):
    src = next(p for p in sorted(PROOFS.glob("*.smt2")) if proofs.expected(p) == "unsat")
    bad = tmp_path / src.name
    bad.write_text(src.read_text().replace("; expected: unsat", "; expected: sat", 1))
    problems = proofs.check(tmp_path, None)
    assert any("z3 answers unsat" in p for p in problems) and any("cvc5 answers unsat" in p for p in problems)
