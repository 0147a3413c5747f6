"""The inputs of a compile that share a storage: which of them AOTAutograd lets overlap, decided again.

Where inputs share a storage and one of them is written, AOTAutograd gives those that may overlap
one synthetic base: the graph takes the base and makes each input as a view of it, so that a read
of one after a write of another sees the write. Inputs it calls disjoint stay separate graph
inputs, and nothing orders a read of one after a write of the other: the functional graph may read
the old values. Its decision (`compute_overlapping_inputs`, through Dynamo's C++
`compute_overlapping_tensors`) is to be trusted only where it says "overlap": its shortcut for
2-d views with rows of stride 1 calls views whose rows line up disjoint (`b[0:2]` and `b[1:3]` of a
non-contiguous `b`; docs/findings/overlapping_rows_called_disjoint.md).

Every pair of such inputs it calls disjoint is decided again by the memory model
(`Footprints.may_meet`: their intervals, their bytes enumerated, or Z3; the sizes of this call
where they are symbolic). Outside audit mode a pair that may meet joins its answer: the inputs get
a synthetic base, which is right whether or not they meet. AOTAutograd's guard on the storage
overlap of dynamic inputs is made before, from its own answer, so later calls do not recompile
for it. Releases that merge the inputs into their bases again at every call (torch 2.11: the
synthetic-base wrapper's `post_compile`) ask the same question then: those calls are decided the
same way. In audit mode its answer stays and each pair is a finding (`MISSED_OVERLAP`).

A synthetic base cannot be given to a graph with ordered effects: AOTAutograd's tokens and its
synthetic bases do not compose (the compile fails on torch 2.11 to 2.15:
docs/findings/effect_tokens_beside_a_synthetic_base.md). Outside audit mode such a graph, whose
inputs may share bytes, is run as Dynamo captured it, in eager (`needs_eager`): no base is needed
there, and without one the compiled graph could read stale values.
"""

from __future__ import annotations

import dataclasses
import functools
import logging
from typing import Any, Callable

import torch

from .modes import Mode

log = logging.getLogger("verifier.session")
MISSED_OVERLAP = "AOTAutograd calls overlapping inputs disjoint"


@dataclasses.dataclass
class MissedOverlap:
    """Two inputs of one storage, one of their group written, that share bytes although AOTAutograd
    calls them disjoint."""

    inputs: tuple[str, str]  # Dynamo's names of the inputs, or their positions
    layouts: tuple[str, str]  # "sizes, strides, offset" of each, as this call had them
    corrected: bool  # given a synthetic base (outside audit mode); else left as AOTAutograd had them
    # left as they were: the compiled graph run against Dynamo's graph in eager on the call's inputs
    # (`reproduce.execute_overlaps`): "" where they agree, "differs: ...", "not compared: ..."
    execution: str | None = None

    def line(self) -> str:
        (a, b), (la, lb) = self.inputs, self.layouts
        done = ("given one synthetic base" if self.corrected
                else "left as separate inputs: a read of one may not see a write of the other")
        ran = {None: "", "": "; run on the call's inputs, the compiled graph agrees with eager"}.get(
            self.execution, f"; run on the call's inputs: {self.execution}")
        return f"{a} ({la}) and {b} ({lb}) share bytes: {done}{ran}"


class InputChecks:
    """AOTAutograd's decision on the inputs of each compile, checked while it is made; the pairs it
    missed are given to the next graph's record (the forward, or the inference graph)."""

    def __init__(self, mode: Mode):
        self.mode = mode
        self.done: list[MissedOverlap] = []

    def hooks(self) -> dict:
        if not self.mode.refuses:
            return {"input_overlap": functools.partial(decided, record=self._record, join=False)}
        return {"input_overlap": functools.partial(decided, record=self._record),
                "synthetic_base_calls": calls_decided}

    def _record(self, aot_config: Any, fwd_inputs: list, pairs: list[tuple[int, int]]) -> None:
        names = _names(aot_config)
        for i, j in pairs:
            missed = MissedOverlap((names(i), names(j)), (_layout(fwd_inputs[i]), _layout(fwd_inputs[j])),
                                   self.mode.refuses)
            self.done.append(missed)
            log.warning("verified_inductor %s: %s: %s", self.mode, MISSED_OVERLAP, missed.line())

    def take(self) -> list[MissedOverlap]:
        out, self.done = self.done, []
        return out


def needs_eager(gm: Any, example_inputs: list) -> str:
    """Why the Dynamo graph `gm` must run eagerly rather than compiled ("" where it need not): it
    calls an op with ordered effects, and two of its inputs may share bytes (they would need a
    synthetic base, which the effect tokens break)."""
    from torch._higher_order_ops.effects import has_effects
    from torch.multiprocessing.reductions import StorageWeakRef

    def effectful(target: Any) -> bool:
        overload = getattr(target, "default", target) if isinstance(target, torch._ops.OpOverloadPacket) else target
        try:
            return has_effects(overload)
        except Exception:
            return False

    ops = sorted({str(n.target) for n in gm.graph.nodes if n.op == "call_function" and effectful(n.target)})
    if not ops:
        return ""
    groups: dict[Any, list[int]] = {}
    for i, t in enumerate(example_inputs):
        if isinstance(t, torch.Tensor) and not t.is_sparse:
            groups.setdefault(StorageWeakRef(t.untyped_storage()), []).append(i)
    for indices in groups.values():
        if len(indices) > 1 and (pairs := missed_pairs(example_inputs, indices, set())):
            i, j = pairs[0]
            return (f"inputs {i} and {j} may share bytes and {', '.join(ops)} has ordered effects: a synthetic "
                    "base cannot carry its effect tokens (docs/findings/effect_tokens_beside_a_synthetic_base.md)")
    return ""


def decided(analysis: Callable, record: Callable | None = None, join: bool = True) -> Callable:
    """AOTAutograd's `compute_overlapping_inputs` with the pairs it misses found again: told to
    `record`, and joined to its answer where `join`."""

    def overlapping(aot_config: Any, fwd_inputs: list, aliased_input_indices: list[int]) -> set[int]:
        theirs = analysis(aot_config, fwd_inputs, aliased_input_indices)
        try:
            pairs = missed_pairs(fwd_inputs, aliased_input_indices, theirs)
        except Exception as e:  # the check must never break the user's compile
            log.warning("verified_inductor: the overlap of inputs %s could not be decided: %s: %s",
                        aliased_input_indices, type(e).__name__, e)
            return theirs
        if pairs and record is not None:
            record(aot_config, fwd_inputs, pairs)
        if not pairs or not join:
            return theirs
        return set(theirs) | {k for pair in pairs for k in pair}

    return overlapping


def calls_decided(post_compile: Callable) -> Callable:
    """The synthetic-base wrapper's `post_compile`, on a release whose compiled function merges its
    inputs again at every call: each call made with `decided` installed (and nothing recorded), so
    that it finds the bases its compile made. Releases that keep the compile's groups are left as they are."""
    if not _names_global(getattr(post_compile, "__code__", None), "merge_view_inputs"):
        return post_compile

    def post_compiled(wrapper: Any, compiled_fn: Callable, *args: Any, **kwargs: Any) -> Callable:
        from .hooks import installed

        fn = post_compile(wrapper, compiled_fn, *args, **kwargs)
        if fn is compiled_fn:
            return fn

        @functools.wraps(fn)
        def called(*call_args: Any) -> Any:
            with installed({"input_overlap": decided}):
                return fn(*call_args)

        return called

    return post_compiled


def _names_global(code: Any, name: str) -> bool:
    """Whether `code`, or a function defined in it, names the global `name`."""
    if code is None:
        return False
    return name in code.co_names or any(_names_global(c, name) for c in code.co_consts if hasattr(c, "co_names"))


def missed_pairs(tensors: list, indices: list[int], theirs: set[int]) -> list[tuple[int, int]]:
    """The pairs of `tensors[indices]` (one storage) that may share bytes, of which one at least is not
    in `theirs` (AOTAutograd's inputs that overlap another): decided on the sizes of this call."""
    from ..memory.layout import Footprints, Layout
    from ..memory.symbolic import Symbols

    fp = Footprints(Symbols())
    layouts: dict[int, Layout | None] = {}
    for i in indices:
        try:
            layouts[i] = _concrete(tensors[i])
        except (TypeError, ValueError):
            layouts[i] = None  # a size without a value (unbacked): may meet anything
    spans = sorted((fp.interval(lay) if lay is not None else (float("-inf"), float("inf")), i)
                   for i, lay in layouts.items())
    out = []
    for k, ((lo, hi), i) in enumerate(spans):  # intervals by their start: a pair meets only where they do
        for (lo2, _), j in spans[k + 1:]:
            if lo2 >= hi:
                break
            if i in theirs and j in theirs:
                continue
            a, b = layouts[i], layouts[j]
            if a is None or b is None or fp.may_meet(a, b):
                out.append((min(i, j), max(i, j)))
    return sorted(out)


def _concrete(t: Any):
    """The layout of `t` with this call's values for symbolic sizes (ValueError where one has none)."""
    from ..memory.layout import Layout

    def value(v: Any) -> int:
        if isinstance(v, int):
            return v
        hint = getattr(getattr(v, "node", None), "hint", None)
        if hint is None:
            raise ValueError(f"no value for {v}")
        return int(hint)

    return Layout(tuple(value(n) for n in t.size()), tuple(value(s) for s in t.stride()),
                  value(t.storage_offset()), int(t.element_size()))


def _layout(t: Any) -> str:
    try:
        lay = _concrete(t)  # never int() of a SymInt: that would specialize it
    except (TypeError, ValueError):
        return "a layout without values"
    return f"size {lay.sizes}, stride {lay.strides}, offset {lay.offset}"


def _names(aot_config: Any) -> Callable[[int], str]:
    sources = getattr(aot_config, "aot_autograd_arg_pos_to_source", None) or []

    def name(i: int) -> str:
        source = sources[i] if i < len(sources) else None
        named = getattr(source, "name", None)
        try:
            return str(named() if callable(named) else named) if named is not None else f"input {i}"
        except Exception:
            return f"input {i}"

    return name
