"""Which proven rewrites to apply where Inductor lowers the graph: those its lowering carries out.

A rewrite proven on the FX graph is applied only if the kernels Inductor generates for it store
what the rewritten graph says. Where Inductor's lowering reads or writes in another order than
the graph, the checks of the lowered program find it (`verifier.lowering.program`: the rule across
kernels) and the backend lowers the graph again without the rewrites that feed it; such rewrites
are no longer held here (an in-place pointwise or foreach op on an intermediate into which an
applied rewrite already stores, whose lowering redirects that store into its result, was). One
lowering the rule cannot see is held, with why: a store through a view of another element type
(`view.dtype`, `view_as_real`). Inductor reinterprets the view for loads, but its generated
stores into the buffer convert the value to the buffer's type instead of writing its bits (and a
store through such a view of a value not yet in memory fails to lower, "make_reindexer NYI on
DtypeView"): the right kernel stores, in the right order, a wrong value, which no rule about which
write a read sees can tell. ATen and Triton calls get a true view of their arguments and are not
concerned. And an aten
op's own in-place or out= form is not applied where Inductor generates the op's kernel itself: it
saves no copy there (`not_worth_it`).

This is a policy of what to apply (`InductorLowering`, given to the analysis by `passes.analyze`),
not a proof: the analysis asks it, as it goes, which proven rewrite it holds back and why, and
tells it which it applied.
"""

from __future__ import annotations

from typing import Any

import torch
import torch.fx

from ..compiler.inductor import generates_own_kernel
from ..compiler.ops import op_name
from ..memory.calls import InplaceableCall
from ..memory.effects import MemoryModel, Scatter
from ..proof.state import State


class InductorLowering:
    """Follows the applied rewrites that Inductor's own kernels will carry out, and says why a
    further one could not be (`store_converts`) or would not pay (`not_worth_it`)."""

    def __init__(self, program: MemoryModel, state: State):
        self.program = program
        self.state = state
        self._into: dict[torch.fx.Node, torch.fx.Node] = {}  # an applied link's scatter -> its base
        self._owners: dict[str, list[torch.fx.Node]] | None = None  # storage -> its buffers, made when first asked

    # --- what the analysis asks --------------------------------------------------------------
    def held_inplace(self, call: InplaceableCall) -> str:
        """Why a proven rewrite of an aten op into its in-place (or out=) form is held ("" when not)."""
        op = call.op
        held = not_worth_it(op) if call.form != "Inductor's table" else ""
        if not held and generates_own_kernel(op):
            held = next(filter(None, (self.store_converts(m) for m in call.mutated)), "")
        return held

    def applied_inplace(self, call: InplaceableCall) -> None:
        """The rewrite of `call` was applied (nothing to follow: its stores are the rule's)."""

    def held_link(self, scatter: Scatter) -> str:
        return self.store_converts(scatter.base)

    def applied_link(self, scatter: Scatter) -> None:
        self.rewritten_into(scatter.node, scatter.base)

    def held_out(self, src: torch.fx.Node) -> str:
        return not_worth_it(src.target)

    # --- following the applied rewrites -------------------------------------------------------
    def rewritten_into(self, scatter: torch.fx.Node, base: torch.fx.Node) -> None:
        """An applied link: `scatter` now stores its region into `base` (a copy into a view)."""
        self._into[scatter] = base

    def _resolved(self, value: torch.fx.Node) -> torch.fx.Node:
        while value in self._into:
            value = self._into[value]
        return value

    def store_converts(self, value: torch.fx.Node) -> str:
        """Why Inductor's own kernel cannot write a rewrite's values into `value` ("" when it can):
        a view of another element type on the way from `value` back to its buffer (through the
        scatters already rewritten into their base), or a buffer of another element type holding
        its bytes once the proven rewrites are applied."""
        dtype = _dtype(value)
        node = value
        while isinstance(node, torch.fx.Node):
            node = self._resolved(node)
            source = view_source(node)
            if source is None:
                break
            if _dtype(node) != _dtype(source):
                return (f"{value.name} is written through {node.name}, a {_dtype(node)} view of {source.name} "
                        f"({_dtype(source)}): Inductor's kernel would store by converting values, not by writing their bits")
            node = source
        for owner in self._buffers().get(self.state.place(value).storage, []):
            other = _dtype(owner)
            if dtype is not None and other is not None and other != dtype:
                return (f"{value.name} is a {dtype} view of {owner.name} ({other}): Inductor's kernel would store "
                        f"into {owner.name} by converting values to {other}, not by writing their bits")
        return ""

    def _buffers(self) -> dict[str, list[torch.fx.Node]]:
        """Each storage's buffers as Inductor sees them: a graph input's placeholders, or the value
        that made the storage."""
        if self._owners is None:
            first: dict[str, torch.fx.Node] = {}
            for v, st in self.program.storage.items():
                if st not in first or self.program.time[v] < self.program.time[first[st]]:
                    first[st] = v
            self._owners = {st: [v] for st, v in first.items()} | dict(self.program.inputs)
        return self._owners


def not_worth_it(target: Any) -> str:
    """Why an aten op's own in-place or out= form, proven, is not applied ("" when it pays): an op
    that Inductor lowers to a kernel of its own writes wherever its buffer is, fused."""
    if not generates_own_kernel(target):
        return ""
    return (f"Inductor generates its own kernel for {op_name(target)} (fusable, into a buffer it may reuse): "
            "its in-place or out= form saves no copy and could cost a fusion")


def _dtype(value: Any) -> Any:
    return getattr(value.meta.get("val"), "dtype", None) if isinstance(value, torch.fx.Node) else None


def view_source(node: torch.fx.Node) -> torch.fx.Node | None:
    """The tensor that `node` is a view of (an op whose result aliases its first argument, not
    written), or None."""
    schema = getattr(node.target, "_schema", None) if node.op == "call_function" else None
    if schema is None or not node.args or not isinstance(node.args[0], torch.fx.Node):
        return None
    if any(r.alias_info is not None and not r.alias_info.is_write for r in schema.returns):
        return node.args[0]
    return None
