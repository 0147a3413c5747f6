"""vLLM's `FixFunctionalizationPass`, its own code, for the audit: its rewrite of a copy of the
graph, and its decision on each candidate.

vLLM compiles with auto_functionalized v1 and, as its last post-grad pass (before Inductor's
reinplacing), de-functionalizes the calls of about fifteen of its custom ops: the op is called in
place on the arguments it mutates, and every use of a mutated result is pointed at the argument.
It asks nothing about later readers of the argument's old value, or about views of its storage
("In theory, we shouldn't do this blindly, but in practice in vLLM it's ok", in its source).

Nothing of it is rewritten here: the pass's module and `fx_utils` are read from vLLM's wheel (or
an installed vllm) and executed with three stand-ins for the imports that need the rest of vLLM
(`vllm.logger`, `vllm.platforms`, and `VllmInductorPass`, whose timing, logging and graph dumps
the pass only decorates itself with). The schemas of the ops it names are read from the same
wheel: the C++ ops' from the strings of its compiled library (`ops.def("...")`), the Python ops'
(`direct_register_custom_op`) from their functions' signatures; where no compiled vLLM is loaded,
each is defined with a fake implementation, so that graphs can be captured (what an op computes,
for running a graph, is registered by whoever builds the programs: `corpus.vllm`).

Where vLLM's code comes from: `REINPLACE_VERIFY_VLLM` (a wheel, or a directory holding the `vllm`
package), else an importable vllm, else the wheel of `VLLM` in the cache directory, fetched with
`pip download --no-deps` on first use.
"""

from __future__ import annotations

import ast
import contextlib
import functools
import os
import re
import subprocess
import sys
import types
import zipfile
from pathlib import Path
from typing import Any

import torch
import torch.fx

from .inductor import copy_graph

VLLM = "vllm==0.34.0"  # the release audited (its pass: vllm/compilation/passes/utility/)
COMPILE_CONFIG = {"inductor.enable_auto_functionalized_v2": False}  # as vLLM compiles (its passes match v1)
PASS_FILE = "vllm/compilation/passes/utility/fix_functionalization.py"
FX_UTILS = "vllm/compilation/passes/fx_utils.py"
PASS_MODULE = "vllm.compilation.passes.utility.fix_functionalization"


class VllmSource:
    """The files of one vLLM release: a wheel (zip) or a directory above the `vllm` package."""

    def __init__(self, where: str | Path):
        self.where = Path(where)
        if self.where.is_file() and not zipfile.is_zipfile(self.where):
            raise ValueError(f"{self.where} is neither a wheel nor a directory holding the vllm package")
        if self.where.is_dir() and not (self.where / "vllm").is_dir():
            raise ValueError(f"{self.where} holds no vllm package")
        if not self.where.exists():
            raise FileNotFoundError(f"no such wheel or directory: {self.where}")
        self._zip = zipfile.ZipFile(self.where) if self.where.is_file() else None

    def names(self) -> list[str]:
        if self._zip is not None:
            return self._zip.namelist()
        return [str(p.relative_to(self.where)) for p in (self.where / "vllm").rglob("*") if p.is_file()]

    def read(self, name: str) -> bytes:
        if self._zip is not None:
            return self._zip.read(name)
        return (self.where / name).read_bytes()

    def text(self, name: str) -> str:
        return self.read(name).decode()

    def __str__(self) -> str:
        return str(self.where)


def cache_dir() -> Path:
    return Path(os.environ.get("XDG_CACHE_HOME", Path.home() / ".cache")) / "reinplace-verify"


def locate(where: str | Path | None = None, fetch: bool = True) -> VllmSource:
    """vLLM's files: `where`, else `REINPLACE_VERIFY_VLLM`, else an importable vllm, else the
    cached wheel of `VLLM`, fetched when there is none (`fetch`); FileNotFoundError otherwise."""
    where = where or os.environ.get("REINPLACE_VERIFY_VLLM")
    if where:
        return VllmSource(where)
    import importlib.util

    spec = importlib.util.find_spec("vllm")
    if spec is not None and spec.submodule_search_locations:
        return VllmSource(Path(list(spec.submodule_search_locations)[0]).parent)
    version = VLLM.split("==")[1]
    folder = cache_dir() / "vllm"
    wheels = sorted(folder.glob(f"vllm-{version}-*.whl"))
    if not wheels and fetch:
        folder.mkdir(parents=True, exist_ok=True)
        with _locked(folder):
            wheels = sorted(folder.glob(f"vllm-{version}-*.whl"))
            if not wheels:
                print(f"fetching {VLLM}'s wheel (about 240 MB) into {folder}: the pass audited is read from it",
                      file=sys.stderr, flush=True)
                # the x86-64 Linux wheel whatever this machine is: only its Python sources and the
                # strings of its libraries are read
                r = subprocess.run([sys.executable, "-m", "pip", "download", "-q", "--no-deps", "--only-binary=:all:",
                                    "--platform", "manylinux_2_28_x86_64", VLLM, "-d", str(folder)],
                                   capture_output=True, text=True)
                if r.returncode:
                    raise FileNotFoundError(f"could not fetch {VLLM}'s wheel: {(r.stderr.strip().splitlines() or ['?'])[-1]}; "
                                            f"give a wheel or a directory with REINPLACE_VERIFY_VLLM")
                wheels = sorted(folder.glob(f"vllm-{version}-*.whl"))
    if not wheels:
        raise FileNotFoundError(f"no vLLM to audit: `pip download --no-deps {VLLM} -d DIR` and set "
                                f"REINPLACE_VERIFY_VLLM=DIR/<the wheel>")
    return VllmSource(wheels[-1])


@contextlib.contextmanager
def _locked(folder: Path):
    """An exclusive lock on `folder` while the block runs (one fetch when test workers start
    together)."""
    import fcntl

    with open(folder / ".lock", "w") as f:
        fcntl.flock(f, fcntl.LOCK_EX)
        yield


# --- the ops the pass names ------------------------------------------------------------------------
def named_ops(pass_source: str) -> tuple[list[str], list[str]]:
    """The ops the pass's source names: (those of `torch.ops._C`, those of `torch.ops.vllm`)."""
    c_ops = re.findall(r"torch\.ops\._C\.(\w+)\.default", pass_source)
    c_ops += re.findall(r"hasattr\(\s*torch\.ops\._C,\s*\"(\w+)\"", pass_source)
    vllm_ops = re.findall(r"torch\.ops\.vllm\.(\w+)\.default", pass_source)
    vllm_ops += re.findall(r"hasattr\(\s*torch\.ops\.vllm,\s*\"(\w+)\"", pass_source)
    return sorted(set(c_ops)), sorted(set(vllm_ops))


def c_schemas(src: VllmSource, names: list[str]) -> dict[str, str]:
    """The schema of each C++ op in `names`, from the strings of vLLM's compiled libraries (the
    text of their `ops.def(...)`), whitespace collapsed."""
    found: dict[str, str] = {}
    for lib in sorted(n for n in src.names() if re.fullmatch(r"vllm/_C[\w.]*\.so", n)):
        data = src.read(lib)
        for name in names:
            if name in found:
                continue
            m = re.search(rb"(?<![\w.])" + name.encode() + rb"\([^\x00]*?\)\s*->\s*(\(\)|[\w\[\]?]+|\([^\x00()]*\))(?=\x00)", data)
            if m:
                found[name] = re.sub(r"\s+", " ", m.group(0).decode()).replace("( ", "(")
    return found


_TYPES = {"torch.Tensor": "Tensor", "Tensor": "Tensor", "bool": "bool", "int": "int", "float": "float", "str": "str",
          "LayerNameType": "str", "list[torch.Tensor]": "Tensor[]"}


def python_schemas(src: VllmSource, names: list[str]) -> dict[str, str]:
    """The schema of each Python op in `names` (`direct_register_custom_op(op_name=..., op_func=F,
    mutates_args=[...])` in vLLM's sources), from F's signature as `torch.library.infer_schema`
    writes it: a mutated argument `Tensor(aN!)`, an optional one `Type?` with its default."""
    found: dict[str, str] = {}
    for file in (n for n in src.names() if n.startswith("vllm/") and n.endswith(".py")):
        text = src.text(file)
        if "direct_register_custom_op" not in text or not any(f'"{n}"' in text for n in names):
            continue
        tree = ast.parse(text)
        funcs = {f.name: f for f in ast.walk(tree) if isinstance(f, ast.FunctionDef)}
        for call in (c for c in ast.walk(tree) if isinstance(c, ast.Call) and getattr(c.func, "id", "") == "direct_register_custom_op"):
            kw = {k.arg: k.value for k in call.keywords}
            name = kw.get("op_name")
            if not isinstance(name, ast.Constant) or name.value not in names or name.value in found:
                continue
            func = funcs.get(getattr(kw.get("op_func"), "id", ""))
            mutated = {e.value for e in getattr(kw.get("mutates_args"), "elts", [])}
            if func is not None:
                found[name.value] = _schema_of(name.value, func, mutated)
    return found


def _schema_of(name: str, func: ast.FunctionDef, mutated: set[str]) -> str:
    args = func.args.args
    defaults = [None] * (len(args) - len(func.args.defaults)) + list(func.args.defaults)
    out, sets = [], 0
    for a, d in zip(args, defaults):
        ann = ast.unparse(a.annotation) if a.annotation is not None else "torch.Tensor"
        optional = ann.endswith("| None") or ann.startswith("Optional[")
        base = ann.removesuffix(" | None").removeprefix("Optional[").removesuffix("]") if optional else ann
        t = _TYPES.get(base)
        if t is None:
            raise ValueError(f"vLLM op {name}: argument {a.arg} of type {ann} has no schema type here")
        if a.arg in mutated and t == "Tensor":  # each its own alias set, as infer_schema writes them
            t, sets = f"Tensor(a{sets}!)", sets + 1
        t += "?" if optional else ""
        default = "" if d is None else f"={_default(d)}"
        out.append(f"{t} {a.arg}{default}")
    ret = ast.unparse(func.returns) if func.returns is not None else "None"
    returns = {"None": "()", "torch.Tensor": "Tensor"}.get(ret)
    if returns is None:
        raise ValueError(f"vLLM op {name}: return type {ret} has no schema type here")
    return f"{name}({', '.join(out)}) -> {returns}"


def _default(node: ast.expr) -> str:
    v = ast.literal_eval(node)
    return "None" if v is None else repr(v) if not isinstance(v, bool) else str(v)


_LIBRARIES: list[Any] = []  # kept alive: a torch.library.Library undefines its ops when collected


def define_ops(src: VllmSource, pass_source: str) -> dict[str, str]:
    """Define each op the pass names that no loaded library defines, with a fake implementation
    (a `-> Tensor` op returns an empty tensor, as vLLM's own fakes do); returns "ns::name" ->
    schema of every op the pass names (defined now or before). An op whose schema the wheel
    does not hold is left out (the pass tests those with hasattr)."""
    c_names, vllm_names = named_ops(pass_source)
    schemas = {}
    for ns, table in (("_C", c_schemas(src, c_names)), ("vllm", python_schemas(src, vllm_names))):
        lib = None
        for name, schema in table.items():
            schemas[f"{ns}::{name}"] = schema
            if hasattr(getattr(torch.ops, ns), name):
                continue
            if lib is None:
                lib = torch.library.Library(ns, "FRAGMENT")
                _LIBRARIES.append(lib)
            lib.define(schema)
            torch.library.register_fake(f"{ns}::{name}", _fake_of(schema), lib=lib)
    return schemas


def _fake_of(schema: str):
    returns_tensor = schema.rstrip().endswith("-> Tensor")

    def fake(*args, **kwargs):
        if not returns_tensor:
            return None
        like = next(a for a in list(args) + list(kwargs.values()) if isinstance(a, torch.Tensor))
        return like.new_empty(0)

    return fake


# --- the pass --------------------------------------------------------------------------------------
class _StandIn:
    """`VllmInductorPass` as far as the pass uses it: a decorator that times and logs, and graph
    dumps; neither changes the graph."""

    def __init__(self, config: Any = None):
        self.config = config

    @staticmethod
    def time_and_log(call):
        return call

    def dump_graph(self, graph: torch.fx.Graph, stage: str) -> None:
        pass


@functools.lru_cache(maxsize=None)
def load(where: str | None = None) -> tuple[type, dict[str, str], str]:
    """(vLLM's FixFunctionalizationPass class, the schemas of the ops it names, where it came from),
    its module executed from vLLM's own source, with the ops it names defined."""
    src = locate(where)
    pass_source = src.text(PASS_FILE)
    schemas = define_ops(src, pass_source)
    modules = {
        "vllm": _package("vllm"), "vllm.compilation": _package("vllm.compilation"),
        "vllm.compilation.passes": _package("vllm.compilation.passes"),
        "vllm.compilation.passes.utility": _package("vllm.compilation.passes.utility"),
        "vllm.logger": _module("vllm.logger", init_logger=lambda name: _Quiet()),
        "vllm.platforms": _module("vllm.platforms", current_platform=types.SimpleNamespace(is_xpu=lambda: False)),
        "vllm.compilation.passes.vllm_inductor_pass": _module("vllm.compilation.passes.vllm_inductor_pass",
                                                              VllmInductorPass=_StandIn),
    }
    saved = {k: sys.modules.get(k) for k in list(modules) + ["vllm.compilation.passes.fx_utils", PASS_MODULE]}
    try:
        sys.modules.update(modules)
        fx_utils = _executed("vllm.compilation.passes.fx_utils", src.text(FX_UTILS), f"{src}/{FX_UTILS}")
        sys.modules["vllm.compilation.passes.fx_utils"] = fx_utils
        module = _executed(PASS_MODULE, pass_source, f"{src}/{PASS_FILE}")
    finally:
        for k, v in saved.items():
            if v is None:
                sys.modules.pop(k, None)
            else:
                sys.modules[k] = v
    return module.FixFunctionalizationPass, schemas, str(src)


class _Quiet:
    def __getattr__(self, name):
        return lambda *a, **k: None


def _package(name: str) -> types.ModuleType:
    m = types.ModuleType(name)
    m.__path__ = []
    return m


def _module(name: str, **attrs: Any) -> types.ModuleType:
    m = types.ModuleType(name)
    m.__dict__.update(attrs)
    return m


def _executed(name: str, source: str, filename: str) -> types.ModuleType:
    m = types.ModuleType(name)
    m.__file__ = filename
    m.__package__ = name.rpartition(".")[0]
    exec(compile(source, filename, "exec"), m.__dict__)
    return m


def vllm_rewrite(gm: torch.fx.GraphModule) -> torch.fx.GraphModule:
    """A copy of `gm` after vLLM's pass (`gm` is not modified)."""
    fix, _, _ = load()
    copy = copy_graph(gm)
    fix()(copy.graph)
    copy.recompile()
    return copy


def vllm_decisions(gm: torch.fx.GraphModule, rewritten: torch.fx.GraphModule) -> dict[tuple[str, str], str]:
    """(node, argument) -> "reinplace" for each mutable argument of each auto_functionalized node
    that the pass de-functionalized (it is gone from `rewritten`); the nodes it leaves to
    Inductor's pass are absent (`annotate_vllm` records them as "clone")."""
    from .ops import v1_candidate_names

    kept = {n.name for n in rewritten.graph.nodes}
    return {(n.name, name): "reinplace" for n in gm.graph.nodes
            if n.target is torch.ops.higher_order.auto_functionalized and n.name not in kept
            for names in v1_candidate_names(n).values() for name in names}


def annotate_vllm(report: Any, gm: torch.fx.GraphModule, decisions: dict[tuple[str, str], str]) -> None:
    """Keep the candidates of `report` that are the pass's to decide (the mutable arguments of
    `gm`'s auto_functionalized nodes: aten ops and scatters are Inductor's) and record its
    decision on each (in `candidate.inductor`, the field of the heuristic the audit compares
    with): "clone" where it leaves the node to Inductor's pass."""
    nodes = {n.name for n in gm.graph.nodes if n.target is torch.ops.higher_order.auto_functionalized}
    report.candidates = [c for c in report.candidates if c.node in nodes]
    for c in report.candidates:
        c.inductor = decisions.get((c.node, c.arg), "clone")
    report.links = []
