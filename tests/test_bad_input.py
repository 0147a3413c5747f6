"""Input the verifier cannot fully understand gives `unknown` (or the callee contract) with a reason,
never an exception in the middle of a compile."""

import unittest.mock

import pytest
import torch
import torch.fx

import verifier
from programs import PROGRAMS
from verifier.kernels import scale_
from verifier.integration.capture import capture_program


def _program(name):
    return next(p for p in PROGRAMS if p.name == name)


def test_a_graph_without_fake_tensor_metadata_is_unknown_with_the_reason():
    gm = capture_program(_program("inplace_input"))
    bare = torch.fx.GraphModule(gm, gm.graph)  # also loses the capture's kernel table
    for n in bare.graph.nodes:
        n.meta.pop("val", None)
    report = verifier.analyze(bare)
    (c,) = report.candidates
    assert c.verdict is verifier.Verdict.UNKNOWN and "no fake tensor" in c.reason


def test_an_unknown_higher_order_op_makes_what_it_touches_unknown():
    from torch._ops import HigherOrderOperator

    class Mystery(HigherOrderOperator):
        def __init__(self):
            super().__init__("verifier_test_mystery")

        def __call__(self, *args):
            return super().__call__(*args)

    gm = capture_program(_program("inplace_input"))
    kernel = next(n for n in gm.graph.nodes if n.target is torch.ops.higher_order.triton_kernel_wrapper_functional)
    x = next(n for n in gm.graph.nodes if n.op == "placeholder")
    with gm.graph.inserting_after(kernel):
        gm.graph.call_function(Mystery(), (x,))
    gm.recompile()
    (c,) = verifier.analyze(gm).candidates
    assert c.verdict is verifier.Verdict.UNKNOWN and "no known effect for verifier_test_mystery" in c.reason


def test_a_kernel_without_ttir_keeps_the_contract_and_says_why():
    import verifier.callees.kernel_effects as kernel_effects

    gm = capture_program(_program("same_tensor_twice"))
    with unittest.mock.patch.object(kernel_effects, "kernel_ttir", side_effect=RuntimeError("no compiler here")):
        report = verifier.analyze(gm)
    (k,) = report.kernel_accesses
    assert all(s.startswith("contract: no TTIR: RuntimeError: no compiler here") for s in k.analysis.values())
    (c,) = report.candidates  # the in-place idiom is then refused, under the contract, as before the analysis
    assert c.verdict is verifier.Verdict.UNSAFE and "under the callee contract" in c.reason


def test_data_dependent_sizes_are_decided():
    """An unbacked size (from .item()) bounded by torch._check: the kernel's TTIR takes it as a
    scalar, its grid is a term of it, and the rewrite is proven for every value in range."""
    def program(x, n):
        k = n.item()
        torch._check(0 <= k)
        torch._check(k <= x.shape[0])
        scale_(x[:k])
        return x.sum()

    gm = verifier.capture(program, torch.arange(16.0), torch.tensor(8), config={"dynamo.capture_scalar_outputs": True})
    report = verifier.analyze(gm)
    assert [c.verdict for c in report.candidates] == [verifier.Verdict.SAFE], report.text()
    assert report.kernel_accesses[0].analysis == {"x_ptr": "analysed"}


def test_a_tensor_subclass_input_stops_at_capture_with_torchs_reason():
    from torch.testing._internal.two_tensor import TwoTensor

    def program(x):
        scale_(x)
        return x.sum()

    with pytest.raises(verifier.CaptureError, match="subclass"):
        verifier.capture(program, TwoTensor(torch.arange(16.0), torch.arange(16.0)))
