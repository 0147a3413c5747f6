"""Verdicts and reports: what the verifier tells people, and what tests compare as text."""

from __future__ import annotations

import dataclasses
import enum
from typing import Any


class Verdict(str, enum.Enum):
    SAFE = "safe"
    UNSAFE = "unsafe"
    UNKNOWN = "unknown"

    def __str__(self) -> str:
        return self.value


# Properties of the values a kernel loads from an index argument under which a race may be proven
# absent, each checked at run time before the kernel runs in place (`running.guarded`): what the
# property says, and what its witness shows when it is broken. `proof.preconditions` tries them
# in this order (unit steps say the most) and takes the first set that suffices.
PRECONDITIONS = {
    "distinct": ("are distinct", "both load the same value from {}"),
    "non-decreasing": ("never decrease from one element to the next", "the values loaded from {} decrease"),
    "unit steps": ("rise by one from each element to the next", "the values loaded from {} do not rise by one"),
}


@dataclasses.dataclass
class Conflict:
    """The witness of a satisfiable obligation: who reads, who writes, which byte, at what sizes."""

    query: str  # "stale read", "clobbered result", "self-aliasing", "input contents", "overlapping write"
    reader: str  # the node that reads (or "end of graph")
    read_what: str  # what it reads: an argument name, "output 0", "final contents of input x"
    read_value: str  # the graph value read
    writer: str  # the write that the read now sees (or the kernel)
    write_what: str
    byte: int | None = None
    read_index: tuple[int, ...] = ()
    write_index: tuple[int, ...] = ()
    sizes: dict[str, int] = dataclasses.field(default_factory=dict)
    symbols: set[str] = dataclasses.field(default_factory=set)  # size symbols the query involves
    assignment: dict[str, int] = dataclasses.field(default_factory=dict)  # every size symbol, in the model
    traced: bool = False  # the callee's traced body reads the argument after that write
    contract: bool = False  # rests on the callee contract (it may read any byte of an argument, at any time)
    # from the kernel's analysed TTIR: the store and the read that race, each by a program
    # instance ("pid") and lane, with its source line
    race: dict[str, Any] | None = None
    # the conflict needs values loaded from arguments of the kernel (slot indices, offsets from a
    # cumulative sum) that break a property: under these (kind, argument) preconditions, each a
    # kind of PRECONDITIONS, it is gone
    requires: tuple[tuple[str, str], ...] = ()

    @property
    def precondition(self) -> str:
        """The precondition under which this conflict is proven absent ("" when there is none)."""
        return " and ".join(f"the values loaded from {arg} {PRECONDITIONS[kind][0]}" for kind, arg in self.requires)

    def line(self) -> str:
        """Stable one-line description, without the model's numbers."""
        if self.query == "self-aliasing" and self.race is not None:
            verb = "writes" if self.race["read"].get("kind") == "store" else "reads"
            who = (f"the same program instance {verb} it after it writes it" if self.race["same_instance"]
                   else f"another program instance {verb} bytes it writes")
            if self.requires:
                broken = " or ".join(PRECONDITIONS[kind][1].format(arg) for kind, arg in self.requires)
                who += f", only when {broken}: proven safe when {self.precondition}"
            return (
                f"self-aliasing: {self.writer} writes {self.write_what} in place while it also {verb} "
                f"{self.read_what}={self.read_value}: {who} (analysed TTIR: {self.race['store']['line']} "
                f"vs {self.race['read']['line']})"
            )
        if self.query == "self-aliasing":
            verb = "writes" if self.read_what.startswith("writes ") else "reads"
            return (
                f"self-aliasing: {self.writer} writes {self.write_what} in place while it also "
                f"{verb} {self.read_what.removeprefix('writes ')}={self.read_value}, which overlaps it"
                + (" (under the callee contract: any byte may be read after it is written)" if self.contract else "")
                + (" (the op's traced body reads it at or after its first write)" if self.traced else "")
            )
        if self.query == "stale read":
            return (
                f"stale read: {self.reader} reads {self.read_value} ({self.read_what}) after "
                f"{self.writer} writes {self.write_what} in place, with no write in between"
            )
        if self.query == "input contents":
            return (
                f"input contents: {self.read_value} would end with {self.writer}'s values for "
                f"{self.write_what}; the original leaves them unwritten there"
            )
        if self.query == "clobbered result":
            return (
                f"clobbered result: {self.reader} reads the result {self.read_value} ({self.read_what}) "
                f"after {self.writer} overwrites it ({self.write_what})"
            )
        if self.query == "in-place form":
            return f"in-place form: {self.write_what}"
        return f"{self.query}: {self.reader} {self.read_what} / {self.writer} {self.write_what}"

    def example(self, size_names: dict[str, str] | None = None) -> str:
        """The model's numbers: sizes (with the dimensions each measures, from `size_names`), the
        byte, the elements."""
        parts = []
        if self.sizes:
            named = size_names or {}
            parts.append(", ".join(f"{k}={v}" + (f" ({named[k]})" if k in named else "") for k, v in self.sizes.items()))
        if self.byte is not None:
            parts.append(f"byte {self.byte}")
        if self.read_index:
            parts.append(f"{self.read_value}{list(self.read_index)}")
        if self.write_index:
            parts.append(f"{self.write_what}{list(self.write_index)}")
        if self.race is not None:
            w, r = self.race["store"], self.race["read"]
            parts.append(f"instance {tuple(w['pid'])} lane {list(w['lane'])} stores, instance {tuple(r['pid'])} "
                         f"lane {list(r['lane'])} reads")
        return "; ".join(parts)


@dataclasses.dataclass
class Obligation:
    """One named query, with how many checks it took and its answer."""

    name: str
    checks: int = 0
    answer: str = "unsat"  # unsat: holds; sat: conflict; unknown


@dataclasses.dataclass
class Candidate:
    """One (functional node, mutated argument) pair and the verifier's decision on it."""

    node: str
    arg: str
    kernel: str
    mutated: str  # the graph value the argument is
    verdict: Verdict
    reason: str
    conflict: Conflict | None = None
    obligations: list[Obligation] = dataclasses.field(default_factory=list)
    counterexample: Any = None
    inductor: str | None = None  # "reinplace" / "clone" when Inductor's decision was recorded
    applied: bool = False  # proven and part of the rewritten program (a gate may hold a proven one back)
    never_written: bool = False  # the kernel's analysed TTIR stores nothing to the argument
    seconds: float = dataclasses.field(default=0.0, compare=False)  # wall time to decide it
    # an aten op's "in-place variant" or "out= form" (read from the schemas; no candidate of
    # Inductor's pass), "" for the wrappers and ops Inductor's pass decides
    form: str = ""
    held: str = ""  # why a proven rewrite is not applied ("" when it is, or is not proven)
    sink: str = ""  # an out= form: the scatter or copy whose bytes the op writes instead
    # unsafe, but proven under "the values the kernel loads from these arguments are distinct":
    # applied (when `applied`) behind a run-time check of that, keeping the clone when it fails
    guard: tuple[str, ...] = ()
    # the backward's placeholders (AOT's indices) whose donation the rewrite gives up: a forward's
    # saved tensor it places in an input (`proof.caller`; applied with `give_up_donations`)
    undonated: tuple[int, ...] = ()
    # the graph values the verdict names -> where the user wrote them ("prog.py:10  y.add_(1)",
    # "input x"): `Report.locate`
    sources: dict[str, str] = dataclasses.field(default_factory=dict, compare=False)

    def line(self) -> str:
        inductor = f" [Inductor: {self.inductor}]" if self.inductor else ""
        held = f"; not applied: {self.held}" if self.held else ""
        guarded = (f"; applied behind a run-time check that {self.conflict.precondition}, the clone kept when "
                   "it fails" if self.guard and self.applied and self.conflict is not None else "")
        return f"{self.node}.{self.arg}: {self.verdict}{inductor} - {self.reason}{held}{guarded}"


@dataclasses.dataclass
class Link:
    """A scatter rewritten into its base, so that later kernels on views of it are candidates."""

    node: str
    verdict: Verdict
    reason: str
    identity: bool = False
    inductor: str | None = None  # "reinplace" / "clone" when Inductor's decision was recorded
    applied: bool = False  # proven and allowed (a mode may withhold a proven link): part of the program
    held: str = ""  # why a proven link is not applied ("" when it is, or is not proven)


@dataclasses.dataclass
class KernelAccess:
    """What the Triton mutation analysis reported for one kernel call, and what was relied on."""

    node: str
    kernel: str
    writes: list[str]
    reads: list[str]
    # argument -> "analysed" (its loads and stores from the TTIR) or "contract: why"
    analysis: dict[str, str] = dataclasses.field(default_factory=dict)


@dataclasses.dataclass
class Report:
    name: str
    candidates: list[Candidate]
    links: list[Link]
    erased_copies: list[str]
    kernel_accesses: list[KernelAccess]
    notes: list[str] = dataclasses.field(default_factory=list)
    smt2: list[tuple[str, str, str, str, str]] = dataclasses.field(default_factory=list)  # kept queries
    not_analysed: list[tuple[str, str]] = dataclasses.field(default_factory=list)  # (node, why): Inductor decides, no candidate
    checks_without_solver: int = 0  # checks decided exactly by enumerating bytes (concrete, small layouts)
    solver_checks: int = 0  # checks that asked Z3
    shortcuts: dict[str, int] = dataclasses.field(default_factory=dict, compare=False)  # questions never asked, by why
    # wall seconds per phase of the analysis ("program", "kernels", "candidates", "counterexamples")
    phases: dict[str, float] = dataclasses.field(default_factory=dict, compare=False)
    findings: list[str] = dataclasses.field(default_factory=list)  # what the kernels' TTIR shows Inductor missing
    # the user's words: node name -> source line or input, size symbol -> the dimensions it measures
    sources: dict[str, str] = dataclasses.field(default_factory=dict, compare=False)
    size_names: dict[str, str] = dataclasses.field(default_factory=dict, compare=False)
    # an aten op -> how many of its in-place or out= forms were not decided, since they could not
    # be applied (held back, or not allowed in the mode: `decide(applicable_only=True)`)
    undecided: dict[str, int] = dataclasses.field(default_factory=dict)

    def locate(self, gm) -> None:
        """Say in the user's words where each value a verdict names comes from (`compiler.sources`)."""
        from ..compiler.sources import named_in, size_names, source_lines, words_in

        texts = {id(c): [c.node, c.reason, c.conflict.example() if c.conflict is not None else ""]
                 for c in self.candidates}
        texts[id(self)] = [t for link in self.links for t in (link.node, link.reason)]
        # only the values some verdict names: a model's graph has thousands of nodes
        self.sources = source_lines(gm, words_in([t for ts in texts.values() for t in ts]))
        self.size_names = size_names(gm)
        for c in self.candidates:
            c.sources = named_in(texts[id(c)], self.sources)

    def write_smt2(self, folder) -> list:
        """One SMT-LIB2 file per query checked, its answer in a header; z3 or cvc5 re-check it alone."""
        from pathlib import Path

        folder = Path(folder)
        folder.mkdir(parents=True, exist_ok=True)
        written = []
        for i, (label, query, desc, answer, text) in enumerate(self.smt2):
            name = f"{self.name}.{i:03d}.{query.replace(' ', '_')}.smt2"
            header = (
                f"; program {self.name}, {label}: {query} ({desc})\n"
                f"; expected: {answer} (unsat: the obligation holds; sat: a conflict)\n"
                "(set-logic ALL)\n"
            )
            (folder / name).write_text(header + text)
            written.append(folder / name)
        return written

    def candidate(self, node: str, arg: str) -> Candidate:
        for c in self.candidates:
            if c.node == node and c.arg == arg:
                return c
        raise KeyError(f"no candidate {node}.{arg}; have {[f'{c.node}.{c.arg}' for c in self.candidates]}")

    def text(self, examples: bool = True) -> str:
        """The report for people; `examples`: with each conflict's numbers and the user's lines."""
        from ..compiler.sources import named_in, where_lines

        lines = [f"# {self.name}"]
        for k in self.kernel_accesses:
            lines.append(f"kernel {k.node} ({k.kernel}): Inductor's mutation analysis: writes {k.writes}; reads {k.reads}")
            analysed = [a for a, s in k.analysis.items() if s == "analysed"]
            if analysed:
                lines.append(f"    TTIR analysed: {', '.join(analysed)}")
            for a, s in k.analysis.items():
                if s != "analysed":
                    lines.append(f"    {a}: {s}")
        for f in self.findings:
            lines.append(f"finding: {f}")
        for c in self.candidates:
            lines.append(c.line())
            if examples and c.conflict is not None and c.conflict.example():
                lines.append(f"    example: {c.conflict.example(self.size_names)}")
            if examples and not (c.verdict is Verdict.SAFE and c.held):  # a rewrite held anyway needs no place
                lines += [f"    where: {w}" for w in where_lines(c.sources)]
            reproduction = getattr(c.counterexample, "reproduction", None)
            if examples and reproduction is not None:
                lines.append(f"    execution: {reproduction.line()}")
        for link in self.links:
            inductor = f" [Inductor: {link.inductor}]" if link.inductor else ""
            held = " (not applied)" if link.verdict is Verdict.SAFE and not link.applied else ""
            why = f"; not applied: {link.held}" if link.held else ""
            lines.append(f"link {link.node}: {link.verdict}{held}{inductor} - {link.reason}{why}")
            if examples and link.verdict is not Verdict.SAFE:
                lines += [f"    where: {w}" for w in where_lines(named_in([link.node, link.reason], self.sources))]
        if self.erased_copies:
            lines.append(f"self-copies after the proven rewrites: {', '.join(self.erased_copies)}")
        for node, why in self.not_analysed:
            lines.append(f"not analysed: {node} - {why}")
        if self.undecided:
            ops = ", ".join(f"{op} {n}" for op, n in sorted(self.undecided.items(), key=lambda kv: -kv[1]))
            lines.append(f"not decided: {sum(self.undecided.values())} in-place or out= forms of aten ops that this "
                         f"compile would not apply (held back, or not allowed in its mode): {ops}")
        for n in self.notes:
            lines.append(f"note: {n}")
        return "\n".join(lines)

    def to_json(self) -> dict[str, Any]:
        return {
            "name": self.name,
            "candidates": [
                {
                    "node": c.node,
                    "arg": c.arg,
                    "kernel": c.kernel,
                    "mutated": c.mutated,
                    "verdict": c.verdict.value,
                    "reason": c.reason,
                    "example": c.conflict.example(self.size_names) if c.conflict else None,
                    "sources": c.sources,
                    "execution": (  # "reproduced", "not reproduced", "could not run"; None when not run
                        c.counterexample.reproduction.outcome
                        if c.counterexample is not None and c.counterexample.reproduction is not None
                        else None
                    ),
                    "obligations": [dataclasses.asdict(o) for o in c.obligations],
                    "inductor": c.inductor,
                    "never_written": c.never_written,
                    "form": c.form,
                    "applied": c.applied,
                    "not_applied": c.held,
                }
                for c in self.candidates
            ],
            "links": [dataclasses.asdict(link) | {"verdict": link.verdict.value} for link in self.links],
            "erased_copies": self.erased_copies,
            "kernel_accesses": [dataclasses.asdict(k) for k in self.kernel_accesses],
            "notes": self.notes,
            "not_analysed": [{"node": n, "why": w} for n, w in self.not_analysed],
            "findings": self.findings,
            "sources": self.sources,
            "size_names": self.size_names,
            "undecided": self.undecided,
        }
