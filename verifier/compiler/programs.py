"""Programs in the form the command line and the tables take: a function and an input factory.

A file of programs either defines `PROGRAMS`, a list of `Program` (or of functions with
`example_inputs`), or gives each function an `example_inputs` attribute (a tuple, or a function returning one), and optionally `dynamic = True`
and `compile_config = {"dynamo.capture_scalar_outputs": True, ...}` (the compile configuration
it needs: keys "dynamo.", "inductor." or "functorch." and a config name).
"""

from __future__ import annotations

import dataclasses
import importlib.util
import os
import sys
from pathlib import Path
from typing import Any, Callable


@dataclasses.dataclass
class Program:
    name: str
    fn: Callable
    inputs: Callable[[], tuple]
    expect: list[tuple[str, str]] = dataclasses.field(default_factory=list)
    why: str = ""
    dynamic: bool = False
    # False when eager itself is not the program's meaning: e.g. a custom op given aliasing
    # arguments, which torch.library forbids; then the functional graph is the reference.
    eager_reference: bool = True
    # The compile configuration the program needs (verifier.capture.compile_config), e.g.
    # {"dynamo.capture_scalar_outputs": True} or {"inductor.enable_auto_functionalized_v2": False}.
    config: dict[str, Any] = dataclasses.field(default_factory=dict)
    # which candidates `expect` lists, by form: "" (the wrappers and ops Inductor's pass decides),
    # "in-place variant" and "out= form" (aten ops written in place through their own forms)
    forms: tuple[str, ...] = ("",)


def load_module(path: str | Path):
    """The module of the file at `path`: the one already imported when there is one. Executing a
    file a second time would run its registrations again: `torch.library.custom_op` replaces an
    op of the same name, and every OpOverload of the first import then points at a freed op."""
    path = Path(path).resolve()
    if not path.exists():
        raise FileNotFoundError(f"no such file: {path}")
    if path.suffix != ".py":
        raise ValueError(f"{path} is not a Python file: give FILE.py or FILE.py::NAME")
    for module in list(sys.modules.values()):
        file = getattr(module, "__file__", None)
        if file and os.path.realpath(file) == str(path):
            return module
    name = f"_programs_{path.stem}"
    spec = importlib.util.spec_from_file_location(name, path)
    module = importlib.util.module_from_spec(spec)
    sys.path.insert(0, str(path.parent))
    try:
        sys.modules[name] = module
        spec.loader.exec_module(module)
    except (ImportError, SyntaxError):
        sys.modules.pop(name, None)
        raise
    except Exception as e:  # the file itself fails when imported: an input error, said in one line
        sys.modules.pop(name, None)
        detail = str(e).splitlines()[0] if str(e) else ""
        raise ValueError(f"{path} raised {type(e).__name__} when imported: {detail}") from e
    finally:
        sys.path.remove(str(path.parent))
    return module


def programs_of(module: Any) -> list[Program]:
    """Every program a module offers, in its order: its `PROGRAMS` (each a Program, or a function
    with `example_inputs`), else its functions that have `example_inputs`."""
    if hasattr(module, "PROGRAMS"):
        if not isinstance(module.PROGRAMS, (list, tuple)):
            raise ValueError(f"{getattr(module, '__file__', module)}: PROGRAMS must be a list of verifier.Program "
                             f"objects or functions with `example_inputs`, not {type(module.PROGRAMS).__name__}")
        out = []
        for p in module.PROGRAMS:
            if not isinstance(p, Program):
                p = _function_program(getattr(p, "__name__", repr(p)), p)
            if p is None:
                raise ValueError(f"{getattr(module, '__file__', module)}: PROGRAMS must hold verifier.Program "
                                 "objects, or functions with an `example_inputs` attribute (a tuple, or a function "
                                 "returning one)")
            out.append(p)
        return out
    return [p for name, fn in vars(module).items() if (p := _function_program(name, fn)) is not None]


def _function_program(name: str, fn: Any) -> Program | None:
    """The program of a function with `example_inputs` (and optionally `dynamic`, `compile_config`)."""
    inputs = getattr(fn, "example_inputs", None)
    if not callable(fn) or inputs is None:
        return None
    factory = inputs if callable(inputs) else (lambda inputs=inputs: tuple(inputs))
    return Program(name, fn, factory, dynamic=bool(getattr(fn, "dynamic", False)),
                   config=dict(getattr(fn, "compile_config", {})))


def find(spec: str) -> list[Program]:
    """`FILE.py` (all its programs) or `FILE.py::NAME` (one)."""
    path, _, name = spec.partition("::")
    progs = programs_of(load_module(path))
    if not name:
        if not progs:
            raise LookupError(f"{path} defines no programs: add PROGRAMS, or example_inputs to functions")
        return progs
    for p in progs:
        if p.name == name:
            return [p]
    raise LookupError(f"no program {name!r} in {path}; it has: {', '.join(p.name for p in progs)}")
