"""Acting on the lowering's races: refuse the fusions that make them, report the rest.

Inductor's scheduler offers a hook after fusion (`config._post_fusion_custom_pass`): it receives
the list of scheduled nodes and returns the list to generate code for. Here each kernel is read
(`accesses`) and its races proven (`races`). A race between two parts of a fused kernel is the
fusion's doing: the parts, generated one after another as they were before fusion, each finish
before the next starts, which is the functional graph's order; the fused node is replaced by its
parts and those are checked again. A race inside one part (a node that reads a buffer at one index
and writes it at another, such as a foreach op lowered in place over a flipped read of its own
input) is not a fusion's: it is reported with the FX nodes the kernel was lowered from, and the
backend lowers the graph again with the rewrites among them withheld (`surfaces.backend`); what
Inductor's lowering does with every clone kept is its own, and stays reported.

In `audit` mode nothing is changed: the races are the audit's findings about Inductor's lowering.
"""

from __future__ import annotations

import dataclasses
from typing import Any

from .accesses import Kernel, kernels_of
from .races import Race, races


@dataclasses.dataclass
class Validation:
    """What the lowering of one graph showed and what was done about it."""

    kernels: int = 0
    races: list[str] = dataclasses.field(default_factory=list)  # races left in the program (Race.line)
    split: list[str] = dataclasses.field(default_factory=list)  # fused kernels refused: "name: why"
    reorders: list[str] = dataclasses.field(default_factory=list)  # later reorderings refused (`order`)
    updates: int = 0  # in-place updates Inductor decided while generating code, checked (`inplace`)
    inplace: list[str] = dataclasses.field(default_factory=list)  # of them, refused
    frees: list[str] = dataclasses.field(default_factory=list)  # buffers kept from reuse: used later (`inplace`)
    # in-place updates into, and frees of, a buffer whose storage is used later, left in the program
    reuses: list[str] = dataclasses.field(default_factory=list)
    not_read: list[str] = dataclasses.field(default_factory=list)  # kernels whose accesses were not read
    origins: set = dataclasses.field(default_factory=set)  # FX nodes the racing kernels were lowered from
    buffers: set = dataclasses.field(default_factory=set)  # the buffers the races left are on
    seconds: float = 0.0
    # the compiled program run against the functional graph where races are left
    # (`running.execution.compare_compiled`, from the backend):
    # "" the same, "differs: ..." the race reproduced, "not compared: why"; None when not run
    execution: str | None = None
    # the standalone script of the races left (`running.lowering_script`, from the backend), or why none
    script: str = ""
    no_script: str = ""

    def left(self) -> list[str]:
        """Every conflict left in the program: races, and live buffers reused."""
        return self.races + self.reuses

    def lines(self) -> list[str]:
        out = [f"lowering: {self.kernels} kernels checked, {len(self.split)} fusions refused, "
               f"{len(self.races)} races left" + (f", {len(self.reuses)} live buffers reused" if self.reuses else "")
               + (f"; {self.updates} in-place updates checked, {len(self.inplace)} refused" if self.updates else "")]
        out += [f"  fusion refused: {s}" for s in self.split]
        out += [f"  reordering refused: {s}" for s in self.reorders]
        out += [f"  in-place update refused: {s}" for s in self.inplace]
        out += [f"  free refused (never reused): {s}" for s in self.frees]
        out += [f"  race: {r}" for r in self.races]
        out += [f"  live buffer reused: {r}" for r in self.reuses]
        if self.execution is not None:
            out.append(f"  executed: {self.reproduction()}")
        return out

    def reproduction(self) -> str:
        """What running the compiled program against the functional graph showed, in a line."""
        if self.execution is None:
            return "not executed"
        if self.execution == "":
            return "not reproduced: the compiled program equals the functional graph on random inputs"
        if self.execution.startswith("differs"):
            return "reproduced: the compiled program " + self.execution
        return self.execution


def shape_env() -> Any:
    from torch._inductor.virtualized import V

    try:
        return V.graph.sizevars.shape_env
    except Exception:
        return None


def validate(nodes: list[Any], refuse_fusions: bool, found: Validation) -> list[Any]:
    """The scheduled nodes, with every fused kernel that races replaced by its parts when
    `refuse_fusions`; what was found goes into `found`. The scheduler itself is changed only once
    everything is decided (its map from node names to fused nodes)."""
    from .order import used_before_made

    refused: list[Any] = []
    out = _checked(nodes, refuse_fusions, found, refused)
    for part in refused:
        part.scheduler.name_to_fused_node[part.get_name()] = part
    for line, parts, buffer in used_before_made(out):  # an order no fusion refused can mend: as a race
        found.races.append(line)
        found.origins |= origins(parts)
        found.buffers.add(buffer)
    return out


def _checked(nodes: list[Any], refuse_fusions: bool, found: Validation, refused: list[Any]) -> list[Any]:
    from torch._inductor.scheduler import FusedSchedulerNode

    env = shape_env()
    by_name = {k.name: k for k in kernels_of(nodes)}
    out = []
    for node in nodes:
        kernel = by_name.get(node.get_name())
        if kernel is None:
            out.append(node)
            continue
        found.kernels += 1
        if kernel.why_not:
            found.not_read.append(f"{kernel.name}: {kernel.why_not}")
            out.append(node)
            continue
        found_races = races(kernel, env)
        between = [r for r in found_races if r.first.part != r.second.part]
        if refuse_fusions and between and isinstance(node, FusedSchedulerNode):
            found.split.append(f"{kernel.name}: {between[0].line()}")
            parts = list(node.snodes)
            refused.extend(parts)
            found.kernels -= 1  # the parts are counted instead
            out.extend(_checked(parts, refuse_fusions, found, refused))
            continue
        _record(found, kernel, found_races)
        out.append(node)
    return out


def _record(found: Validation, kernel: Kernel, found_races: list[Race]) -> None:
    for r in found_races:
        found.races.append(r.line())
        found.origins |= origins(kernel.parts)
        found.buffers.add(r.buffer)


def origins(parts: list[Any]) -> set[str]:
    """The FX nodes the scheduled parts were lowered from."""
    return {n.name for part in parts for n in getattr(getattr(part, "node", None), "origins", ()) or ()}


def post_fusion_pass(refuse_fusions: bool, record: Any, then: Any = None):
    """Inductor's `_post_fusion_custom_pass`: validate the scheduled graph (after `then`, a pass
    that was installed before) and give the result to `record(validation)`; never fails the
    compile (a failure is recorded and the nodes go on unchanged)."""

    def run(nodes: list[Any]) -> list[Any]:
        import time

        if then is not None:
            nodes = then(nodes)
        found = Validation()
        start = time.perf_counter()
        try:
            nodes = validate(nodes, refuse_fusions, found)
        except Exception as e:  # the validation must never break the user's compile
            found.not_read.append(f"the validation failed: {type(e).__name__}: {e}")
        found.seconds = time.perf_counter() - start
        try:
            record(found)
        except Exception:
            pass
        return nodes

    return run
