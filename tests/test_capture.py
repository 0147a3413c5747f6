"""Capture on a machine without a GPU: the graph Inductor's reinplacing sees, with its kernels."""

import pytest
import torch

import verifier
from verifier.kernels import copy_plus_one, scale_
from verifier.memory.symbolic import Symbols


def two_kernels(x):
    scale_(x)
    copy_plus_one(x[0:4], x[4:8])
    return x + 1


def test_capture_keeps_kernels_after_dynamo_reset():
    gm = verifier.capture(two_kernels, torch.arange(16.0))
    info = gm.meta["verifier"]
    torch._dynamo.reset()
    nodes = [n for n in gm.graph.nodes if n.target is torch.ops.higher_order.triton_kernel_wrapper_functional]
    assert [info.kernel_name(n) for n in nodes] == ["scale_kernel", "copy_plus_one_kernel"]
    # the Triton mutation analysis ran (a CUDA target was supplied): only written args are cloned
    assert [list(n.kwargs["tensors_to_clone"]) for n in nodes] == [["x_ptr"], ["dst_ptr"]]


def test_dynamic_capture_keeps_symbolic_sizes_and_ranges():
    gm = verifier.capture(two_kernels, torch.arange(16.0), dynamic=True)
    env = gm.meta["verifier"].shape_env
    assert env is not None
    x = next(n for n in gm.graph.nodes if n.op == "placeholder" and isinstance(n.meta.get("val"), torch.Tensor))
    size = x.meta["val"].shape[0]
    assert isinstance(size, torch.SymInt)
    sym = Symbols(env)
    term = sym.term(size)
    import z3

    s = z3.Solver()
    s.add(*sym.assumptions())
    s.add(term < 8)  # the guards recorded that x[4:8] is in bounds
    assert s.check() == z3.unsat


def test_graph_break_is_a_clear_error():
    def breaks(x):
        print("side effect")
        scale_(x)
        return x

    with pytest.raises(verifier.CaptureError, match="one graph"):
        verifier.capture(breaks, torch.arange(16.0))


def test_capture_leaves_no_temporary_folder_and_no_warning(caplog, recwarn, tmp_path, monkeypatch):
    """Each capture used to leave an empty folder in the temporary directory and log
    'on error, temporary cache dir kept'. The temporary directory is this test's own: the other
    test worker's captures make and remove folders in the shared one meanwhile."""
    import logging
    import os
    import tempfile

    import torch

    import verifier

    monkeypatch.setattr(tempfile, "tempdir", str(tmp_path))

    def f(x):
        return x * 2

    def made_by_a_compile():  # mkdtemp's own prefix (Inductor's fresh cache folders) and the capture's
        return {e for e in os.listdir(tempfile.gettempdir()) if e.startswith(("tmp", "verifier-capture-"))}

    before = made_by_a_compile()
    with caplog.at_level(logging.WARNING):
        verifier.capture(f, torch.ones(4))
        verifier.capture(f, torch.ones(4))
    assert made_by_a_compile() - before == set()
    assert "cache dir kept" not in caplog.text
    assert not [w for w in recwarn if "dynamo_pgo" in str(w.message)]
