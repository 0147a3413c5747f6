"""The execution oracle runs a program as the user's arguments define it: storage sharing between
inputs kept, ints, None and nested lists passed through, module-level tensors found where
Dynamo found them; and a rewrite can be forced through the public call."""

import pytest
import torch

import verifier
from verifier.compiler.binding import BindingError
from verifier.running.execution import ORDERS, compare, graph_inputs, run
from verifier.kernels import copy_plus_one, scale_

W = torch.arange(8.0)  # a module-level tensor the program reads and mutates


def halves_with_extras(a, b, n, nothing, xs):
    copy_plus_one(a, b)  # b = a + 1, where a and b are the two halves of one base
    return xs[0] * n, xs[1] + 1, nothing


def uses_a_global(x):
    scale_(W)
    return x + W


def test_views_of_one_base_stay_views_and_other_arguments_pass_through():
    base = torch.arange(16.0)
    args = (base[8:16], base[0:8], 3, None, [torch.ones(4), torch.zeros(2)])
    gm = verifier.capture(halves_with_extras, *args)
    sources = [src for src, _ in graph_inputs(gm, args)]
    assert "L['xs'][0]" in sources and "L['b']" in sources
    out, final = run(gm, args)
    assert torch.equal(out[0], torch.full((4,), 3.0)) and torch.equal(out[1], torch.ones(2))
    # b = a + 1 was written into the same copy of the base that a lives in
    a, b = final[0], final[1]
    assert a.untyped_storage().data_ptr() == b.untyped_storage().data_ptr()
    assert (a.storage_offset(), b.storage_offset()) == (8, 0)
    assert torch.equal(b, base[8:16] + 1)
    assert torch.equal(base, torch.arange(16.0))  # the user's tensors are untouched
    new, report = verifier.reinplace(gm)
    assert [c.verdict.value for c in report.candidates if not c.form] == ["safe"]  # the kernel's
    assert compare(gm, new, args) is None


def test_module_level_tensors_are_found_where_dynamo_found_them():
    x = torch.ones(8)
    gm = verifier.capture(uses_a_global, x)
    assert any(src.startswith("G['W']") for src, _ in graph_inputs(gm, (x,)))
    out, final = run(gm, (x,))
    assert torch.equal(out[0], x + 2 * torch.arange(8.0)) and torch.equal(W, torch.arange(8.0))
    assert torch.equal(final[-1], 2 * torch.arange(8.0))  # the global's copy ends scaled
    new, _ = verifier.reinplace(gm)
    assert compare(gm, new, (x,)) is None


def test_overlapping_views_of_one_base_stop_with_a_clear_error():
    base = torch.arange(20.0)
    args = (base[7:15], base[0:8], 3, None, [torch.ones(4), torch.zeros(2)])
    gm = verifier.capture(halves_with_extras, *args)  # Inductor gets one synthetic base for both
    with pytest.raises(BindingError, match="cannot tell which is which"):
        run(gm, args)


def test_a_refused_rewrite_can_be_forced_and_executed():
    def overlapping(x):
        copy_plus_one(x[0:63], x[1:64])

    x = torch.arange(64.0) * 7 % 13  # not arange: x[i] + 1 == x[i + 1] would hide the race
    gm = verifier.capture(overlapping, x)
    report = verifier.analyze(gm, with_inductor=True)
    (c,) = [c for c in report.candidates if not c.form]
    assert c.verdict.value == "unsafe" and c.inductor in ("clone", "reinplace")
    forced = verifier.force(gm, report, c)
    assert "tensors_to_clone = []" in forced.code and "tensors_to_clone = ['dst_ptr']" in gm.code
    # the refused rewrite changes the result (the race shows with instances reversed)
    assert any(compare(gm, forced, (x,), order) is not None for order in ORDERS)


def test_a_nested_functions_closure_values_are_bound_like_its_arguments():
    """Dynamo names a closure variable as a local (L['spec']); with dynamic sizes the ints inside it
    are graph inputs, which execution must find in the closure."""
    import torch

    from verifier.compiler.capture import capture_info
    from verifier.integration.capture import capture
    from verifier.running.execution import compare, graph_inputs

    def make(spec):
        def program(x):
            return x[spec["start"]:spec["start"] + spec["length"]] * 2

        return program

    fn = make({"start": 2, "length": 3})
    gm = capture(fn, torch.arange(9.0), dynamic=True)
    assert any("L['spec']" in (s or "") for s in capture_info(gm).input_sources)
    bound = dict(graph_inputs(gm, [torch.arange(9.0)]))
    assert bound["L['spec']['start']"] == 2 and bound["L['spec']['length']"] == 3
    assert compare(gm, gm, [torch.arange(9.0)]) is None
