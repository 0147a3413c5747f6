"""The `verified_inductor` torch.compile backend: Inductor with its reinplacing decided by proof.

    torch.compile(model, backend="verified_inductor")              # mode from VERIFIED_INDUCTOR_MODE, default "verified"
    torch.compile(model, backend=verifier.backend.make_backend("gate"))

Modes (`integration.modes.Mode`): `verified` applies every proven rewrite; `gate` applies
Inductor's choices only where proven; `audit` keeps Inductor's choices and reports each
disagreement; `clones` reinplaces nothing. What a compile does is `integration.backend`'s: Inductor
runs with its reinplacing replaced and its lowering checked; a failure inside the verifier keeps
every clone, with a warning.
"""

from __future__ import annotations

import os
from typing import Any, Callable

import torch

from ..integration.backend import Backend
from ..integration.modes import MODES, Mode
from .session import Session

reports: list = []  # the report of every graph compiled since the caller last cleared it
failures: list[str] = []  # why the verifier fell back to cloning, likewise


def _kept(graph: Any) -> None:
    if graph.report is not None:
        reports.append(graph.report)
    if graph.error is not None and not graph.from_cache:
        failures.append(f"{graph.mode}: {graph.error}")


def make_backend(mode: Mode | str | None = None) -> Callable:
    """A torch.compile backend in `mode` (default: $VERIFIED_INDUCTOR_MODE, else "verified").
    Forward and backward graphs (compiled later, at the first backward) both go through it; the
    backend's `session` holds every graph's report."""
    mode = Mode.of(mode or os.environ.get("VERIFIED_INDUCTOR_MODE", Mode.VERIFIED.value))
    backend = Backend(mode, on_graph=_kept, session=Session(mode))

    def compile_(gm: torch.fx.GraphModule, example_inputs: list[Any], **kwargs: Any):
        return backend(gm, example_inputs, **kwargs)

    compile_.__name__ = f"verified_inductor_{backend.mode}"
    compile_.session = backend.session
    return compile_


def verified_inductor(gm: torch.fx.GraphModule, example_inputs: list[Any], **kwargs: Any):
    """The backend registered as "verified_inductor" (entry point `torch_dynamo_backends`)."""
    return make_backend()(gm, example_inputs, **kwargs)


__all__ = ["MODES", "failures", "make_backend", "reports", "verified_inductor"]
