"""Verified compiles that Inductor's caches keep: each compile in a fresh process over one cache
directory, as warm starts are. An entry that plain Inductor wrote is never served to
`verified_inductor` nor the other way round, a warm start gets the graph's report back, and a
graph whose first lowering raced is never served that lowering."""

import json
import os
from pathlib import Path

import pytest

from verifier.running.fresh import run_script

HERE = Path(__file__).parent

CHILD = r"""
import json, sys, torch
sys.path.insert(0, {tests!r})
from torch._dynamo.utils import counters
import verifier.backend
import lowering_programs

def slice_scaled(x, w):
    y = x @ w
    y[:, :4].mul_(2)
    return y.relu() + 1

backend, program = sys.argv[1], sys.argv[2]
fn = getattr(lowering_programs, program, None) or slice_scaled
torch.manual_seed(0)
args = (torch.randn(8, 8),) if fn is not slice_scaled else (torch.randn(8, 8), torch.randn(8, 8))
expected = fn(*[a.clone() for a in args])
chosen = "inductor" if backend == "inductor" else verifier.backend.make_backend(backend)
got = torch.compile(fn, backend=chosen)(*[a.clone() for a in args])
graphs = [] if backend == "inductor" else [
    dict(summary=g.summary(), from_cache=g.from_cache, withheld=g.withheld, realized=g.realized, candidates=len(g.report.candidates))
    for g in chosen.session.graphs]
print(json.dumps(dict(equal=torch.equal(got, expected), graphs=graphs,
                      fx_hit=counters["inductor"]["fxgraph_cache_hit"], fx_miss=counters["inductor"]["fxgraph_cache_miss"],
                      aot_hit=counters["aot_autograd"]["autograd_cache_hit"])))
"""


def _compile(cache: Path, backend: str, program: str = "slice_scaled", autograd_cache: bool = True) -> dict:
    env = dict(os.environ, TORCHINDUCTOR_CACHE_DIR=str(cache), TORCHINDUCTOR_AUTOGRAD_CACHE="1" if autograd_cache else "0")
    for name in ("VERIFIED_INDUCTOR_MODE", "TORCHINDUCTOR_FX_GRAPH_CACHE"):
        env.pop(name, None)
    child = cache.parent / f"{cache.name}_child.py"
    child.write_text(CHILD.format(tests=str(HERE)))
    done = run_script(child, backend, program, env=env)  # a fresh process (tests/test_fresh.py)
    assert done.returncode == 0, done.stderr[-3000:]
    return json.loads(done.stdout.strip().splitlines()[-1])


def test_plain_and_verified_entries_are_never_served_to_each_other(tmp_path):
    plain = _compile(tmp_path, "inductor")
    assert plain["fx_miss"] == 1 and plain["equal"]
    verified = _compile(tmp_path, "verified")  # the same graph, the same cache directory: its own entry
    assert verified["fx_miss"] == 1 and verified["fx_hit"] == 0 and verified["aot_hit"] == 0, verified
    assert [g["from_cache"] for g in verified["graphs"]] == [False] and verified["equal"]
    warm = _compile(tmp_path, "verified")
    assert warm["aot_hit"] == 1 and warm["equal"], warm
    (graph,) = warm["graphs"]  # the report of the compile that wrote the entry, restored
    assert graph["from_cache"] and graph["candidates"] == verified["graphs"][0]["candidates"]
    assert graph["summary"].split("; verifier")[0] == verified["graphs"][0]["summary"].split("; verifier")[0]
    assert _compile(tmp_path, "inductor")["aot_hit"] == 1  # plain Inductor finds its own entry
    gate = _compile(tmp_path, "gate")  # another mode, another entry
    assert gate["fx_miss"] == 1 and gate["aot_hit"] == 0 and not gate["graphs"][0]["from_cache"]


def test_audit_mode_keeps_the_caches_off(tmp_path):
    for _ in range(2):
        audit = _compile(tmp_path, "audit")
        assert audit["fx_hit"] == 0 and audit["aot_hit"] == 0 and not audit["graphs"][0]["from_cache"]


@pytest.mark.parametrize("program, remedy, nodes", [("foreach_add_flip", "withheld", ["_foreach_add"]),
                                                     ("transposed_write_back", "realized", ["copy_"])])
def test_a_lowering_that_raced_is_never_served_from_the_cache(tmp_path, program, remedy, nodes):
    """Verified mode's first lowering races and is done again: foreach_add_flip with the rewrite
    that feeds the race withheld, transposed_write_back (a race no rewrite feeds) with the copy's
    source realized first. Warm starts give eager's values, and the report says what was done,
    also when the reports beside the cache are lost. With the FX-graph cache alone (AOTAutograd's
    entry, a hit of the final lowering, skips the path where the racing lowering's entry is found)."""
    runs = [_compile(tmp_path, "verified", program, autograd_cache=False) for _ in range(3)]
    assert all(r["equal"] for r in runs), runs
    if not runs[0]["graphs"][-1][remedy]:  # torch 2.15 lowers that foreach without a race
        pytest.skip("this torch's lowering of the program does not race: nothing is done again")
    assert runs[0]["graphs"][-1][remedy] == nodes
    assert runs[-1]["graphs"][-1]["from_cache"] and runs[-1]["graphs"][-1][remedy] == nodes
    for folder in (tmp_path / "verified_inductor").iterdir():
        for f in folder.iterdir():
            f.unlink()
    lost = _compile(tmp_path, "verified", program, autograd_cache=False)
    assert lost["equal"] and lost["graphs"][-1][remedy] == nodes and not lost["graphs"][-1]["from_cache"]
