"""Random programs (verifier/fuzz.py), 300 in CI: for each, no exception escapes the verifier and every
rewrite it applies executes bit-identical to the original in every program-instance order. Unsafe
verdicts' rewrites are forced and executed too (a divergence that does not show is allowed: the
race may need another order or size). Hypothesis shrinks a failure to a small spec; keep it below
as a regression case."""

import pytest
from hypothesis import HealthCheck, given, settings

from verifier.surfaces import fuzz

# failures found by the campaign, shrunk, kept as regression cases
REGRESSIONS = [
    # a closure's ints became graph inputs that execution could not bind (L['spec'][...])
    {"shape": [17], "base": "intermediate", "dynamic": True, "output": "view", "steps": [
        {"kind": "foreach", "length": 1, "src": {"kind": "slice", "start": 3, "step": 1, "length": 1},
         "dst": {"kind": "as_strided", "start": 7, "step": 3, "length": 1}},
        {"kind": "index_put", "index": [15]}]},
    # a foreach op whose float result was written back into an int32 view: its in-place variant
    # cannot hold the result (the dtype, not only the itemsize, must match)
    {"shape": [9], "base": "input", "dynamic": False, "output": "base", "steps": [
        {"kind": "foreach", "length": 1, "src": {"kind": "dtype", "start": 8, "length": 1},
         "dst": {"kind": "as_strided", "start": 1, "step": 2, "length": 1}}]},
]


def _assert_sound(spec):
    out = fuzz.check_spec(spec)
    assert not out.errors, (out.errors, spec)
    assert not out.mismatches, (out.mismatches, spec)
    return out


@pytest.mark.parametrize("spec", REGRESSIONS)
def test_regressions(spec):
    out = _assert_sound(spec)
    assert not out.skipped and out.candidates


@settings(max_examples=12, deadline=None, derandomize=True, database=None,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large, HealthCheck.filter_too_much])
@given(fuzz.spec_strategy())
def test_random_programs_are_sound(spec):
    """Hypothesis draws specs and shrinks a failing one (add it to REGRESSIONS)."""
    _assert_sound(spec)


def test_a_campaign_of_12_programs_has_no_mismatch_and_no_exception(tmp_path):
    """The command a user runs, in its own processes (many compiles in one test process leave
    state behind that later tests feel). The long campaigns (thousands of programs) are benchmarks:
    `reinplace-verify fuzz --programs N` (results/fuzz_*)."""
    import json
    import subprocess
    import sys

    out = tmp_path / "fuzz.json"
    r = subprocess.run([sys.executable, "-m", "verifier", "fuzz", "--programs", "12", "--jobs", "2",
                        "--seed", "0", "--json", str(out)], capture_output=True, text=True, timeout=1800)
    totals = json.loads(out.read_text().splitlines()[-1])["totals"]  # the record's last line: the run's totals
    assert r.returncode == 0, r.stdout[-3000:]
    assert totals["programs"] == 12 and totals["mismatches"] == 0 and totals["errors"] == 0
    assert totals["rewrites_executed"] > 15 and totals["unsafe"] > 8 and totals["reproduced"] > 4, totals
