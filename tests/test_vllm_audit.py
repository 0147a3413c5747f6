"""The audit of vLLM's FixFunctionalizationPass: its own code (read from vLLM's wheel, fetched once
into the cache when no vLLM is given), run on graphs shaped as vLLM's models build them, each
de-functionalization decided by the proof and its rewrite run against the functional graph."""

import json
import os
import subprocess
import sys

import pytest
import torch

from verifier.compiler import vllm_pass
from verifier.running.execution import compare

# one worker computes vLLM's source and the audited graphs once (a module fixture), under xdist too
pytestmark = pytest.mark.xdist_group("test_vllm_audit")


@pytest.fixture(scope="module")
def source():
    try:
        return vllm_pass.locate()
    except FileNotFoundError as e:  # no vLLM given and the package index out of reach
        pytest.skip(str(e))


@pytest.fixture(scope="module")
def audited(source):
    from verifier.corpus import vllm
    from verifier.surfaces.audit import VLLM, audit_program

    return {p.name: audit_program(p, against=VLLM) for p in vllm.programs()}


def _rows(result):
    return {(row.node, row.arg): (row.inductor, row.verdict, row.klass) for row in result.rows}


def test_the_pass_and_the_schemas_are_vllms_own(source):
    fix, schemas, where = vllm_pass.load()
    assert fix.__name__ == "FixFunctionalizationPass"
    assert fix.__call__.__code__.co_filename.endswith(vllm_pass.PASS_FILE)
    # C++ ops from the compiled library's strings, Python ops from their functions' signatures
    assert schemas["_C::fused_add_rms_norm"].startswith("fused_add_rms_norm(Tensor! input, Tensor! residual")
    assert "Tensor!? key" in schemas["_C::rotary_embedding"]
    allreduce = schemas["vllm::flashinfer_trtllm_fused_allreduce_norm"]
    assert [f"Tensor(a{i}!)" in allreduce for i in range(5)] == [True] * 5  # five outputs, none aliasing another
    assert torch.ops._C.silu_and_mul.default._schema.arguments[0].alias_info.is_write


def test_every_defunctionalization_of_a_decoder_layer_is_proven(audited):
    rows = _rows(audited["llama_layers"])
    kernels = {row.kernel for row in audited["llama_layers"].rows}
    assert {"_C::fused_add_rms_norm", "_C::rotary_embedding", "_C::silu_and_mul"} <= kernels
    assert len(rows) == 14 and set(rows.values()) == {("reinplace", "safe", "agree")}
    assert audited["llama_layers"].inductor_execution == ""  # the pass's rewrite runs as the graph


def test_a_read_moved_after_the_op_is_refused_and_the_pass_reproduced_wrong(audited):
    # EAGLE-3's auxiliary hidden state in a graph compiled whole: Inductor's reorder_for_locality
    # moves `hidden + residual` past layer 1's fused_add_rms_norm, which the pass then runs in place
    whole = audited["llama_eagle3_full_graph"]
    unsound = {(node, arg) for (node, arg), (_, verdict, klass) in _rows(whole).items() if verdict == "unsafe"}
    assert len(unsound) == 2 and {arg for _, arg in unsound} == {"input", "residual"}
    assert all(_rows(whole)[c][2] == "vLLM unsound" for c in unsound)
    assert whole.inductor_execution.startswith("differs: output 1")  # the auxiliary state
    assert any("stale read" in row.reason and "aux.append(hidden + residual)" in " ".join(row.where) for row in whole.rows)
    # one piece of vLLM's piecewise graph: the residual is an input written back, nothing moves
    piece = audited["llama_eagle3_aux"]
    assert {v[1:] for v in _rows(piece).values()} == {("safe", "agree")} and piece.inductor_execution == ""
    kept = _rows(audited["rope_on_kept_key"])
    assert kept[("auto_functionalized", "key")] == ("reinplace", "unsafe", "vLLM unsound")
    assert kept[("auto_functionalized", "query")] == ("reinplace", "safe", "agree")


def test_the_ops_of_the_corpus_are_each_decided(audited):
    decided = {row.kernel.split("::")[1] for r in audited.values() for row in r.rows}
    assert decided >= {"rms_norm", "fused_add_rms_norm", "rotary_embedding", "rocm_aiter_triton_rotary_embedding",
                       "fused_qk_norm_rope", "fused_rope_and_unified_kv_cache_update", "silu_and_mul",
                       "silu_and_mul_quant", "rms_norm_static_fp8_quant", "fused_add_rms_norm_static_fp8_quant",
                       "rms_norm_dynamic_per_token_quant", "flashinfer_trtllm_fused_allreduce_norm"}
    assert all(not r.error for r in audited.values())
    # the MLA op called directly: the pass's MLA branch expects its fusion pass's copy, and fails
    assert audited["mla_rope_direct_call"].findings[0].startswith("vLLM's pass fails on this graph: UnboundLocalError")


def test_what_the_proof_allows_executes_as_the_functional_graph(source):
    import verifier
    from verifier.corpus import vllm
    from verifier.integration.capture import capture_program

    for prog in vllm.programs():
        inputs = list(prog.inputs())
        gm = capture_program(prog, inputs)
        new, report = verifier.reinplace(gm)
        assert compare(gm, new, inputs) is None, prog.name


def test_the_vllm_audit_runs_from_the_command_line(source, tmp_path):
    out = tmp_path / "vllm.json"
    env = dict(os.environ, REINPLACE_VERIFY_VLLM=str(source))
    r = subprocess.run([sys.executable, "-m", "verifier", "audit", "--against", "vllm", "--json", str(out)],
                       capture_output=True, text=True, env=env, timeout=600)
    assert r.returncode == 1, r.stderr[-2000:]  # findings: the pass reproduced wrong
    assert "vLLM-unsound programs (divergence reproduced by execution): llama_eagle3_full_graph, rope_on_kept_key" in r.stdout
    programs = json.loads(out.read_text())
    assert len(programs["programs"] if isinstance(programs, dict) else programs) == 14


def test_a_users_program_is_compiled_as_vllm_compiles_it(source):
    # no configuration given: the audit compiles with auto_functionalized v1, which the pass matches
    from verifier.compiler.programs import Program
    from verifier.corpus import vllm
    from verifier.surfaces.audit import VLLM, audit_program

    vllm.register()

    def norm_then_reuse(x, residual, w):
        torch.ops._C.fused_add_rms_norm(x, residual, w, 1e-6)
        return x * 2, residual

    prog = Program("norm_then_reuse", norm_then_reuse, lambda: (torch.randn(4, 16), torch.randn(4, 16), torch.ones(16)))
    assert _rows(audit_program(prog, against=VLLM)) == {
        ("auto_functionalized", "input"): ("reinplace", "safe", "agree"),
        ("auto_functionalized", "residual"): ("reinplace", "safe", "agree")}
