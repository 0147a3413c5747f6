"""Stale bytes carried through scatters over nested views: a kernel writes two halves of a view of a
view of an input (the key and value caches of one layer of a stacked cache); the scatter that
rebuilds the layer for one half reads the other half before it is written back. The stale bytes
travel on, element by element, into the next scatter; they conflict only where a reader that does
not carry them further observes them."""

import pytest
import torch
import triton
import triton.language as tl

import verifier
from verifier.compiler.inductor import annotate
from verifier.running.execution import ORDERS, compare


@triton.jit
def kv_cache_kernel(k_cache, v_cache, k, v, slots, D: tl.constexpr):
    i = tl.program_id(0)
    slot = tl.load(slots + i)
    offs = tl.arange(0, D)
    tl.store(k_cache + slot * D + offs, tl.load(k + i * D + offs))
    tl.store(v_cache + slot * D + offs, tl.load(v + i * D + offs))


def store_layer_one(caches, k, v, slots):
    kv_cache_kernel[(k.shape[0],)](caches[1, 0], caches[1, 1], k, v, slots, D=caches.shape[-1])
    return caches.sum()


def store_then_observe_half_rebuilt(caches, k, v, slots):
    """The same stores written out functionally, with the layer rebuilt for the key half read
    (doubled) before the value half is scattered back: the value cache's old bytes are observed."""
    kc, vc = caches[1, 0].clone(), caches[1, 1].clone()
    kv_cache_kernel[(k.shape[0],)](kc, vc, k, v, slots, D=caches.shape[-1])
    full = torch.select_scatter(caches, torch.select_scatter(caches[1], kc, 0, 0), 0, 1)
    seen = full * 2
    return torch.select_scatter(full, torch.select_scatter(full[1], vc, 0, 1), 0, 1), seen


def inputs():
    return torch.arange(64.0).reshape(2, 2, 4, 4), -torch.arange(12.0).reshape(3, 4), torch.ones(3, 4), torch.tensor([2, 0, 3])


def decided(fn, dynamic=False):
    gm = verifier.capture(fn, *inputs(), dynamic=dynamic)
    report = verifier.analyze(gm)
    annotate(report, gm)
    return gm, report, {c.arg: c for c in report.candidates if not c.form}


@pytest.mark.parametrize("dynamic", [False, True])
def test_both_halves_of_a_view_of_a_view_are_written_in_place(dynamic):
    gm, report, cands = decided(store_layer_one, dynamic)
    assert {a: (c.verdict.value, c.inductor) for a, c in cands.items()} == {
        "k_cache": ("safe", "clone"), "v_cache": ("safe", "clone")}, [c.reason for c in cands.values()]
    assert all(c.applied for c in cands.values())
    new, _ = verifier.reinplace(gm, report)
    for order in ORDERS:
        assert compare(gm, new, list(inputs()), order) is None


def test_a_stale_half_observed_after_two_scatters_is_a_conflict():
    gm, report, cands = decided(store_then_observe_half_rebuilt)
    v = cands["v_cache"]
    assert v.verdict.value == "unsafe" and v.reason.startswith("stale read"), v.reason
    assert v.counterexample.reproduce().reproduced
