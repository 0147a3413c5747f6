"""One compiled graph's record: where it came from, the verifier's report, what its lowering showed."""

from __future__ import annotations

import dataclasses
from typing import Any

import torch

from ..lowering.findings import Kind
from ..running.rewrite import saved_bytes
from .modes import Mode


@dataclasses.dataclass
class GraphReport:
    """One compiled graph: where it came from, the verifier's report, Inductor's decisions."""

    index: int
    compile_id: str
    kind: str  # "forward", "backward" or "inference"
    where: str  # the first source line of the user's code in the graph
    mode: Mode
    report: Any = None  # verifier.report.Report (None when the verifier failed)
    gm: Any = None  # the graph as analysed (before any rewrite), for counterexample scripts
    inductor: dict = dataclasses.field(default_factory=dict)  # (node, arg) -> "reinplace" / "clone"
    seconds: float = 0.0  # the verifier's time on this graph: its analysis, and where it rewrites, the rewrite
    error: str | None = None
    # Inductor's own rewrite run against the functional graph ("" identical, "differs: ...",
    # "not compared: ..."); None when not asked (Session(execute=True), audit mode)
    inductor_execution: str | None = None
    lowering: Any = None  # integration.lowering.LoweringRecord: what the checks of its lowering found
    withheld: list[str] = dataclasses.field(default_factory=list)  # rewrites withheld: they fed a conflict
    realized: list[str] = dataclasses.field(default_factory=list)  # copies whose sources were realized first: a race in them
    # restored with an entry of Inductor's caches (`caching`): the graph module is not kept, the
    # bytes of clones removed are
    from_cache: bool = False
    freed: int | None = None
    passes: list = dataclasses.field(default_factory=list)  # passes.PassCheck: the copies its FX passes dropped
    # a forward's: the backward's placeholders whose donation its rewrites gave up (given up again
    # when the report is restored from the cache: the backward's key and lowering depend on it)
    undonated: list[int] = dataclasses.field(default_factory=list)
    refilled: int = 0  # fills a writer was given of its own before the analysis (`running.fills`)
    # dead_inputs.Placement: fresh outputs given an input that dies at their writer (`running.dead_inputs`)
    placements: list = dataclasses.field(default_factory=list)
    # inputs.MissedOverlap: inputs of one storage that share bytes although AOTAutograd calls them
    # disjoint (given a synthetic base outside audit mode); on the compile's first graph
    inputs: list = dataclasses.field(default_factory=list)

    def dropped(self) -> list:
        """The drops of its FX passes that are not proven (undone outside audit mode)."""
        return [d for check in self.passes for d in check.drops if d.verdict.value != "safe"]

    def __post_init__(self) -> None:
        self.mode = Mode.of(self.mode)

    @property
    def name(self) -> str:
        return f"graph {self.index} [{self.compile_id} {self.kind}] {self.where}"

    def removed(self) -> list:
        """The candidates whose clones the compiled program does not make."""
        if self.report is None:
            return []
        if self.mode.inductor_decides:
            return [c for c in self.report.candidates if self.inductor.get((c.node, c.arg)) == "reinplace"]
        return [c for c in self.report.candidates if c.applied]

    def freed_bytes(self) -> int:
        if self.gm is None and self.freed is not None:
            return self.freed
        return sum(saved_bytes(self.gm, c) for c in self.removed())

    def summary(self) -> str:
        """The graph's line: candidates, proven, applied, refused, bytes of clones removed."""
        cached = " (report restored from the cache)" if self.from_cache else ""
        if self.report is None:
            return (f"verified_inductor {self.mode}: {self.name}: the verifier failed ({self.error}); "
                    f"every clone kept{cached}")
        cands = self.report.candidates
        proven = [c for c in cands if c.verdict.value == "safe"]
        refused = [c for c in cands if c.verdict.value == "unsafe"]
        unknown = len(cands) - len(proven) - len(refused)
        removed = self.removed()
        applied = f"Inductor reinplaced {len(removed)}" if self.mode.inductor_decides else f"applied {len(removed)}"
        lowered = ""
        if self.report.links:
            links = self.report.links
            written = (sum(link.inductor == "reinplace" for link in links) if self.mode.inductor_decides
                       else sum(link.applied for link in links))
            lowered += (f"; scatters into their base: {len(links)}, {sum(link.verdict.value == 'safe' for link in links)} "
                        f"proven, {'Inductor wrote' if self.mode.inductor_decides else 'applied'} {written}")
        if self.dropped():
            undone = sum(len(check.undone) for check in self.passes)
            lowered += f"; passes: {len(self.dropped())} copies dropped unproven" + (f", {undone} made again" if undone else "")
        if self.inputs:
            lowered += (f"; inputs: {len(self.inputs)} overlapping pair(s) AOTAutograd calls disjoint"
                        + (", given a synthetic base" if self.inputs[0].corrected else ""))
        if self.refilled:
            lowered += f"; {self.refilled} writers of a shared fill given a fill of their own"
        if self.placements:
            lowered += (f"; outputs placed in a dead input: {sum(p.applied for p in self.placements)} of "
                        f"{len(self.placements)}")
        if self.realized:
            lowered += f"; sources of {', '.join(self.realized)} realized first (a race in the copy)"
        if self.lowering is not None:
            lowered += (f"; lowering: {self.lowering.kernels} kernels, {len(self.lowering.split)} fusions refused, "
                       f"{len(self.lowering.races)} races"
                       + _of_kinds(self.lowering.left)
                       + (f", {len(self.lowering.reuses)} live buffers reused" if self.lowering.reuses else "")
                       + (f", {len(self.lowering.written_reused)} buffers written in place taken by their last reader"
                          if self.lowering.written_reused else ""))
        return (f"verified_inductor {self.mode}: {self.name}: {len(cands)} candidates, {len(proven)} proven, "
                f"{applied}, {len(refused)} refused, {unknown} unknown; {size(self.freed_bytes())} of clones removed; "
                f"verifier {self.seconds * 1e3:.0f} ms{lowered}{cached}")


def size(n: float) -> str:
    """A number of bytes for people."""
    for unit in ("B", "KiB", "MiB", "GiB"):
        if n < 1024 or unit == "GiB":
            return f"{n:.0f} {unit}" if unit == "B" else f"{n:.1f} {unit}"
        n /= 1024
    return f"{n} B"


def origin_of(gm: torch.fx.GraphModule) -> tuple[str, str, str]:
    """(compile id, forward/backward/inference, first user source line) of a graph being compiled."""
    from torch._guards import CompileContext

    compile_id = str(CompileContext.current_compile_id() or "?")
    names = [n.name for n in gm.graph.nodes if n.op == "placeholder"]
    kind = ("backward" if any(n.startswith("tangents") for n in names)
            else "forward" if any(n.startswith("primals") for n in names) else "inference")
    where = ""
    for n in gm.graph.nodes:
        trace = n.meta.get("stack_trace")
        if trace:
            frames = [line.strip() for line in trace.splitlines() if line.strip().startswith("File ")]
            if frames:
                where = frames[-1].replace("File ", "").replace('"', "")
                break
    return compile_id, kind, where


def _of_kinds(findings: list) -> str:
    """The races of a lowering that are not in a kernel, by kind: " (2 past a buffer, 1 misplaced view)"."""
    counts = [(sum(f.kind is kind for f in findings), what) for kind, what in
              ((Kind.BOUNDS, "past a buffer"), (Kind.MISPLACED, "misplaced view"))]
    named = [f"{n} {what}" + ("s" if n > 1 and what.endswith("view") else "") for n, what in counts if n]
    return f" ({', '.join(named)})" if named else ""
