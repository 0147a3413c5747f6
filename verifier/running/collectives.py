"""Functional collectives run in one process: a group of one rank emulated as two ranks holding the
same values (a sum doubles, a gather repeats), and an op in flight until its `wait_tensor` (a
gather reads its input when waited for), so that a window conflict shows in one process too.
`with_effects` wrappers run their op. Used by `execution._decomposed` to run a graph."""

from __future__ import annotations

import dataclasses
from typing import Any

import torch


def effects_called(token: Any, op: Any, *args: Any, **kwargs: Any) -> tuple:
    """`with_effects(token, op, *args)` as what it means: op called, the token passed on. Torch's
    own implementation refuses an op that writes an argument in place, which is what a rewrite
    (Inductor's, or the verifier's) makes of it and what Inductor's lowering runs."""
    out = op(*args, **kwargs)
    return (token, *out) if isinstance(out, tuple) else (token, out)


def _reduced_as_by_two_ranks(x: Any, op: str, *, into: Any = None) -> Any:
    """What a sum over two ranks holding the same values leaves (2x), written into `into` or fresh;
    another reduction of equal values leaves them as they are (max, min, avg), a product squares."""
    op = op.lower()
    if isinstance(x, (list, tuple)):
        return [_reduced_as_by_two_ranks(t, op, into=None if into is None else into[i]) for i, t in enumerate(x)]
    value = x * 2 if op == "sum" else x * x if op in ("product", "prod", "premul_sum") else x.clone()
    return value if into is None else into.copy_(value)


@dataclasses.dataclass
class _InFlight:
    """A collective that hands its input itself to the process group, launched and not yet waited
    for: it reads its input when waited, the latest moment of its window, so a write into the
    input in the window shows (on one rank, a gather, scatter or exchange copies it)."""

    input: Any
    out: Any = None  # an out= form's destination


def _in_flight(x: Any, *args: Any, **kwargs: Any) -> Any:
    return [_InFlight(t) for t in x] if isinstance(x, (list, tuple)) else _InFlight(x)


def _in_flight_out(x: Any, *args: Any, out: Any) -> Any:
    """An out= form: it writes its destination at its launch (a read of the old values in the
    window sees the new ones) and again at its wait, from its input as it is then."""
    out.copy_(x)
    return _InFlight(x, out)


def _all_reduce(x: Any, op: str, group: Any) -> Any:
    return _reduced_as_by_two_ranks(x, op)  # torch's functional form copies its input when launched


def _all_reduce_(x: Any, op: str, group: Any) -> Any:
    return _reduced_as_by_two_ranks(x, op, into=x)  # at its launch, the earliest moment of its window


def _waited(x: Any) -> Any:
    if not isinstance(x, _InFlight):
        return x
    return x.input.clone() if x.out is None else x.out.copy_(x.input)


def collectives_of_one_rank() -> dict:
    """On a process group of one rank every reduction is the identity, which hides whatever a
    rewrite does to a collective's buffer; the oracle runs them as two ranks holding the same
    values would (a sum doubles), at the ends of their windows that show a conflict: an in-place
    all-reduce writes its buffer at its launch (a read in the window sees the new values), a
    gather, scatter or exchange reads its input at its wait (a write in the window is what it
    sends). Where a group has several ranks (a counterexample on gloo ranks), the real ops run."""
    c10d = getattr(torch.ops, "_c10d_functional", None)
    if c10d is None:
        return {}
    try:
        import torch.distributed as dist

        if dist.is_available() and dist.is_initialized() and dist.get_world_size() > 1:
            return {}
    except Exception:
        pass
    pairs = {"all_reduce": _all_reduce, "all_reduce_": _all_reduce_, "all_reduce_coalesced": _all_reduce,
             "all_reduce_coalesced_": _all_reduce_, "wait_tensor": _waited, "all_gather_into_tensor": _in_flight,
             "reduce_scatter_tensor": _in_flight, "all_to_all_single": _in_flight,
             "all_gather_into_tensor_out": _in_flight_out, "reduce_scatter_tensor_out": _in_flight_out}
    return {getattr(c10d, name).default: fn for name, fn in pairs.items() if hasattr(c10d, name)}
