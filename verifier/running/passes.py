"""The verifier's passes over a graph, as users call them: `analyze` decides every candidate and
gives each refusal its counterexample; `reinplace` applies only the proven rewrites, on a copy.
(`proof.analysis` decides, holding back what `lowerable` says Inductor would not lower as proven;
`counterexample` and `rewrite` act on its report.)"""

from __future__ import annotations

import time
from typing import Any

import torch.fx

from ..compiler.inductor import copy_graph
from ..proof import analysis
from ..proof.report import Report
from .counterexample import attach
from .lowerable import InductorLowering
from .rewrite import apply


def analyze(gm: torch.fx.GraphModule, **options: Any) -> Report:
    """Decide every candidate of `gm` (which is not modified), each unsafe one with its
    counterexample; `options` as `proof.analysis.decide` takes them (budget_ms, keep_smt2,
    allowed, with_inductor, exhaustive; the policy of what to hold back defaults to what Inductor
    lowers as proven, `lowerable.InductorLowering`)."""
    options.setdefault("policy", InductorLowering)
    report = analysis.decide(gm, **options)
    started = time.perf_counter()
    attach(gm, report)
    report.phases["counterexamples"] = time.perf_counter() - started
    return report


def reinplace(gm: torch.fx.GraphModule, report: Report | None = None) -> tuple[torch.fx.GraphModule, Report]:
    """A new graph with every proven rewrite applied, and the report that proved them."""
    report = report if report is not None else analyze(gm)
    new = copy_graph(gm)
    apply(new, report)
    return new, report
