"""Every unsafe verdict of the table comes with a standalone program that shows it (on the CPU)."""

import pytest

from programs import PROGRAMS, expected
from verifier.running.fresh import run_script

UNSAFE = [p for p in PROGRAMS if any(v == "unsafe" for _, v in expected(p))]


@pytest.mark.parametrize("prog", UNSAFE, ids=lambda p: p.name)
def test_counterexample_script_reproduces(prog, analysed, tmp_path):
    _, report, _ = analysed(prog)
    # the refusals the program is about (an aten op's own forms on the side, such as `x + 0` written
    # into a buffer read later, are tested in test_aten_inplace: adding 0 in place changes no value)
    unsafe = [c for c in report.candidates if c.verdict.value == "unsafe" and c.form in prog.forms]
    assert unsafe and all(c.counterexample is not None for c in unsafe)
    for c in unsafe:
        script = tmp_path / "counterexample.py"
        text = c.counterexample.program()
        assert "@triton.jit" in text and "def original(" in text and "def rewritten(" in text
        script.write_text(text)
        r = run_script(script, cwd=tmp_path)  # as `python counterexample.py` (tests/test_fresh.py)
        assert r.returncode == 0, r.stdout + r.stderr
        assert "Reproduced on cpu" in r.stdout
        assert "original value" in r.stdout and "rewritten value" in r.stdout


def test_a_race_on_loaded_indices_is_shown_with_the_indices_of_the_model(analysed):
    """A race that only some index values cause (a gather whose indices repeat, a state pool whose
    slots repeat) is shown with those values: the model's loads are written into the index inputs
    of the script's first input set, and the script says which. With the example's own indices
    (the identity, distinct slots) no execution shows it."""
    for name, index in (("gathered_in_place", "arg1_1"), ("state_pool_decode", "arg4_1")):
        prog = next(p for p in PROGRAMS if p.name == name)
        _, report, _ = analysed(prog)
        (c,) = [c for c in report.candidates if c.verdict.value == "unsafe"]
        assert "another program instance reads bytes it writes" in c.reason and "contract" not in c.reason
        rep = c.counterexample.reproduce()
        assert rep.outcome == "reproduced", rep.output
        assert f", loading {index} element " in rep.output, rep.output
        assert "inputs" in rep.output and "original value" in rep.output




def test_a_custom_op_with_a_tensor_list_runs_in_the_script(analysed):
    """A script replays auto_functionalized_v2 of an op that mutates a `Tensor[]` (its views are
    given element by element: `_xs_length`, `_xs_0_base_index`, ...); the refusal of the add that
    follows it, written in place, then reproduces."""
    prog = next(p for p in PROGRAMS if p.name == "op_list_args_two_inputs")
    _, report, _ = analysed(prog)
    (c,) = [c for c in report.candidates if c.verdict.value == "unsafe"]
    assert "_xs_length" in c.counterexample.program()
    rep = c.counterexample.reproduce()
    assert rep.outcome == "reproduced", rep.output
