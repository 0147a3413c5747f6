"""The ground-truth table: every candidate gets its expected verdict, and the report text is stable."""

import os
from pathlib import Path

import pytest

from conftest import release_drops_user_clones
from programs import PROGRAMS, expected

GOLDEN = Path(__file__).parent / "golden" / "verdicts.txt"


def test_table_is_large_and_covers_both_verdicts():
    verdicts = [v for p in PROGRAMS for _, v in p.expect]
    assert len(PROGRAMS) >= 25
    assert verdicts.count("safe") >= 10 and verdicts.count("unsafe") >= 8
    assert any(p.dynamic for p in PROGRAMS)


@pytest.mark.parametrize("prog", PROGRAMS, ids=lambda p: p.name)
def test_verdicts(prog, analysed):
    gm, report, _ = analysed(prog)
    got = [(c.arg, c.verdict.value) for c in report.candidates if c.form in prog.forms]
    assert got == expected(prog), f"{prog.name}: {prog.why}\n{report.text()}"


@pytest.mark.parametrize("prog", PROGRAMS, ids=lambda p: p.name)
def test_every_unsafe_verdict_names_its_witnesses(prog, analysed):
    _, report, _ = analysed(prog)
    for c in report.candidates:
        if c.verdict.value == "unsafe":
            assert c.conflict is not None
            assert c.conflict.query in {"self-aliasing", "stale read", "input contents", "clobbered result"}
            assert c.conflict.reader and c.conflict.writer
            assert c.conflict.byte is not None and c.conflict.read_index, c.conflict
        if c.verdict.value == "safe":
            assert c.conflict is None
            assert all(o.answer == "unsat" for o in c.obligations)


@pytest.mark.parametrize("prog", PROGRAMS, ids=lambda p: p.name)
def test_every_node_inductor_decides_on_is_a_candidate_or_said_not_analysed(prog, analysed):
    from verifier.compiler.inductor import decidable_nodes, inductor_decisions

    gm, report, _ = analysed(prog)
    covered = {c.node for c in report.candidates} | {link.node for link in report.links}
    covered |= {n for n, _ in report.not_analysed}
    assert set(decidable_nodes(gm)) <= covered
    # and every (node, argument) Inductor decides has a candidate or link beside it
    pairs = {(c.node, c.arg) for c in report.candidates} | {(link.node, "base") for link in report.links}
    assert set(inductor_decisions(gm)) <= pairs


@pytest.mark.parametrize("prog", PROGRAMS, ids=lambda p: p.name)
def test_analyze_leaves_the_graph_untouched(prog, analysed):
    gm, _, code_before = analysed(prog)
    gm.recompile()
    assert gm.code == code_before


def golden_text(analysed) -> str:
    parts = []
    for prog in PROGRAMS:
        _, report, _ = analysed(prog)
        parts.append(report.text(examples=False))
    return "\n\n".join(parts) + "\n"


def test_report_text_matches_golden(analysed, the_pinned_release):
    text = golden_text(analysed)
    if os.environ.get("UPDATE_GOLDEN"):
        GOLDEN.write_text(text)
    assert GOLDEN.exists(), "run with UPDATE_GOLDEN=1 to create tests/golden/verdicts.txt"
    expected = GOLDEN.read_text()
    assert text == expected, "report text changed; review the diff and rerun with UPDATE_GOLDEN=1"


def test_inductor_disagrees_where_the_table_says(analysed):
    """Inductor's decision is recorded beside each candidate; it misses safe rewrites and makes unsafe ones."""
    missed, unsound = [], []
    for prog in PROGRAMS:
        _, report, _ = analysed(prog)
        for c in report.candidates:
            # an aten op's own in-place or out= form is none of Inductor's candidates
            assert c.inductor in ("clone", "reinplace") if not c.form else c.inductor == "not a candidate"
            if c.verdict.value == "safe" and c.inductor == "clone":
                missed.append(prog.name)
            if c.verdict.value == "unsafe" and c.inductor == "reinplace":
                unsound.append(prog.name)
    assert {"fused_qkv_columns", "interleaved", "disjoint_rows", "symbolic_halves", "intermediate_row"} <= set(missed)
    assert {"clone_removed", "result_after_overwrite"} - ({"clone_removed"} if not release_drops_user_clones() else set()) <= set(unsound)
