"""Inductor's FX passes that drop or reorder a copy, checked against the graph before them.

The reference of a compiled program is the functional graph Inductor is handed (AOTAutograd's,
with its `copy_` write-backs), before any of its own passes. From Inductor's code, the passes
before the reinplacing pass that can drop a copy or a clone, or move a read past a write:
- `joint_graph_passes` (before the forward and backward are split, or before an inference graph
  reaches `compile_fx_inner`): `remove_noop_ops` (a clone, a copy, a full slice or slice_scatter,
  a conversion to the same dtype, a one-element cat, `pow(x, 1)`... replaced by its source), the
  pattern passes (`pointless_view`, `pointless_convert`, the `remove_no_ops` patterns `x + 0`,
  `x * 1`, which return an input in place of a computation), constant folding;
- `post_grad_passes` up to the reinplacing pass: `remove_noop_ops` again, `reorder_for_locality`
  (moves nodes toward their users), the post-grad pattern passes, `stable_topological_sort`.
Each of them is checked by what it did, not by its name: a snapshot of the graph before the
passes, and after them every reader that reads another node in place of the one it read is a
drop, decided by the same queries as a reinplacing candidate (`proof.drops`). Outside audit mode a
drop that is not proven is undone (the copy is made again where the graph before the passes made
it, `running.rewrite.restore_read`); in audit mode it is a finding ("Inductor's <passes> drop a
copy that is read after its source changes"), run against the graph before the passes. A graph
that writes nothing (no write-back, no in-place op) cannot be changed by a drop, and is not
copied. The passes' reorderings of reads and writes of one storage are checked in the lowered
program, by the same rule (`lowering.program`).
"""

from __future__ import annotations

import dataclasses
import logging
import time
from typing import Any

import torch

from .modes import Mode

log = logging.getLogger("verifier.session")
DROPPED_COPY = "Inductor's passes drop a copy that is read after its source changes"


@dataclasses.dataclass
class PassCheck:
    """The drops of one run of passes over one graph, decided, and what was done about each."""

    passes: str  # "joint-graph passes" or "post-grad passes"
    drops: list = dataclasses.field(default_factory=list)  # proof.drops.Drop, every one
    undone: list = dataclasses.field(default_factory=list)  # the drops not proven whose copy was made again
    left: list = dataclasses.field(default_factory=list)  # the drops not proven left in the graph
    # the graph after the passes run against the graph before them, where a drop is left: "" the
    # same, "differs: ...", "not compared: ..."; None when not run
    execution: str | None = None
    seconds: float = 0.0

    def lines(self) -> list[str]:
        return [f"{self.passes}: {d.line()}" + (" (undone: the copy is made again)" if d in self.undone else "")
                for d in self.drops if d.verdict.value != "safe"]


class PassChecks:
    """The checks of a session: a snapshot at the start of each run of passes, the drops decided
    where they end (the joint-graph passes when they return, the post-grad passes at the
    reinplacing pass, before it decides)."""

    def __init__(self, mode: Mode):
        self.mode = mode
        self.done: list[PassCheck] = []  # not yet given to a graph's record
        self._pending: dict[int, tuple[str, torch.fx.GraphModule, float]] = {}  # id(graph) -> (passes, snapshot, its seconds)

    def hooks(self) -> dict:
        return {"joint_graph_passes": self._joint, "post_grad_passes": self._post_grad}

    def _joint(self, passes: Any) -> Any:
        def run(gm: Any, *args: Any, **kwargs: Any) -> Any:
            before, spent = _snapshot(gm)
            out = passes(gm, *args, **kwargs)
            if before is not None:
                self.settle(before, out if isinstance(out, torch.fx.GraphModule) else gm, "joint-graph passes", spent)
            return out

        return run

    def _post_grad(self, passes: Any) -> Any:
        def run(gm: Any, *args: Any, **kwargs: Any) -> Any:
            before, spent = _snapshot(gm)
            if before is not None:
                self._pending[id(gm.graph)] = ("post-grad passes", before, spent)
            try:
                return passes(gm, *args, **kwargs)
            finally:
                self._pending.pop(id(gm.graph), None)

        return run

    def before_reinplacing(self, graph: torch.fx.Graph) -> None:
        """The post-grad passes of `graph` have run up to the reinplacing pass: their drops decided."""
        pending = self._pending.pop(id(graph), None)
        if pending is not None:
            self.settle(pending[1], graph.owning_module, pending[0], pending[2])

    def settle(self, before: torch.fx.GraphModule, after: torch.fx.GraphModule, passes: str,
               spent: float = 0.0) -> PassCheck:
        """Decide the drops of `passes` from `before` to `after`, and undo those not proven outside
        audit mode (`spent`: the seconds the copy `before` took, counted as the check's). Never fails
        the compile: a check that raises leaves the graph as the passes made it, and says so."""
        from ..compiler.capture import capture_info
        from ..compiler.isolation import beside_the_compile
        from ..proof.drops import Drops
        from ..proof.report import Verdict
        from ..running.rewrite import restore_read

        check = PassCheck(passes)
        start = time.perf_counter()
        try:
            info = capture_info(before)
            with beside_the_compile(info.fake_mode):
                check.drops = Drops(before, after, info.fake_mode, info.shape_env).decide()
            refused = [d for d in check.drops if d.verdict is not Verdict.SAFE]
            for d in refused:
                if self.mode.refuses and restore_read(after, before, d.reader, d.position, d.dropped):
                    check.undone.append(d)
                    log.warning("verified_inductor %s: %s: %s; the copy is made again", self.mode, passes, d.line())
                else:
                    check.left.append(d)
            if check.undone:
                after.recompile()
            if check.left and not self.mode.refuses:
                check.execution = _executed(before, after)
        except Exception as e:  # the check must never break the user's compile
            log.warning("verified_inductor: the drops of the %s could not be decided: %s: %s", passes, type(e).__name__, e)
            from ..proof.drops import Drop

            check.left.append(Drop("?", "?", "?", 0, Verdict.UNKNOWN, f"not checked: {type(e).__name__}: {e}"))
            check.drops.append(check.left[-1])
        check.seconds = time.perf_counter() - start + spent
        self.done.append(check)
        return check

    def take(self) -> list[PassCheck]:
        """The checks done since the last graph's record took them."""
        out, self.done = self.done, []
        return out


def _snapshot(gm: Any) -> tuple[torch.fx.GraphModule | None, float]:
    """A copy of the graph as it is (its values shared), or None where it writes nothing; and the
    seconds that took (the pass check's)."""
    from ..compiler.inductor import copy_graph
    from ..proof.drops import writes_anything

    start = time.perf_counter()
    if not isinstance(gm, torch.fx.GraphModule) or not writes_anything(gm):
        return None, time.perf_counter() - start
    return copy_graph(gm), time.perf_counter() - start


def _executed(before: torch.fx.GraphModule, after: torch.fx.GraphModule) -> str:
    """The graph after the passes run against the graph before them."""
    from ..compiler.capture import capture_info
    from ..compiler.isolation import beside_the_compile
    from ..running.execution import compare_graphs

    try:
        with beside_the_compile(capture_info(before).fake_mode):
            after.recompile()
            found = compare_graphs(before, after)
    except Exception as e:
        return f"not compared: {type(e).__name__}: {e}"
    return found or ""
