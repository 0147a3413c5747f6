"""The user's words for a captured graph: the line of their program that made each value, the
input each placeholder is, the dimension each size symbol measures.

Verdicts speak of FX nodes (`arg0_1`, `getitem_1`, `slice_scatter`) that the user never wrote;
these maps let every report say where each read and write comes from. Dynamo records the user's
frame in `node.meta["stack_trace"]` (AOT autograd carries it to the functional graph) and the
source of each graph input and size symbol (`L['x']`, `L['x'].size()[0]`).
"""

from __future__ import annotations

import functools
import re
from pathlib import Path

import torch.fx

from .ops import as_code

_LOCAL = re.compile(r"\b[LG]\['([^']+)'\]")
_MODULE = re.compile(r"\._(?:modules|parameters|buffers)\['([^']+)'\]")
_CALL_INDEX = re.compile(r"\.(size|stride)\(\)\[(\d+)\]")


def user_name(source: str) -> str:
    """Dynamo's name of a source in the user's terms: "L['x'].size()[0]" -> "x.size(0)",
    "L['self']._modules['lin']._parameters['weight']" -> "self.lin.weight"."""
    text = _MODULE.sub(r".\1", _LOCAL.sub(r"\1", source))
    return _CALL_INDEX.sub(r".\1(\2)", text)


def _code(line: str) -> str:
    """A line of the user's program without its comment."""
    import io
    import tokenize

    if "#" not in line:
        return line

    try:
        for tok in tokenize.generate_tokens(io.StringIO(line).readline):
            if tok.type == tokenize.COMMENT:
                return line[:tok.start[1]].rstrip()
    except (tokenize.TokenError, SyntaxError, IndentationError):  # a line of a longer statement
        pass
    return line


@functools.lru_cache(maxsize=4096)
def _frame(trace: str) -> str:
    """The innermost frame of a stack trace as "file.py:LINE  code" ("" when there is none)."""
    at = trace.rfind('File "')  # a model's traces run through dozens of frames: only the last is read
    m = re.match(r'File "([^"]+)", line (\d+)', trace[at:]) if at >= 0 else None
    if m is None:
        return ""
    rest = trace[at:].splitlines()[1:]
    code = next((_code(c.strip()) for c in rest if c.strip() and not set(c.strip()) <= set("^~ ")), "")
    where = f"{Path(m.group(1)).name}:{m.group(2)}" + (f"  {code}" if code else "")
    first = re.search(r'File "([^"]+)", line (\d+)', trace)  # the compiled function's own line
    if first is not None and first.start() != at:  # the op was written in a helper it calls
        where += f"  (called at {Path(first.group(1)).name}:{first.group(2)})"
    return where


def _source_of(source) -> str:
    name = getattr(source, "name", source)
    return name() if callable(name) else str(name)


def source_lines(gm: torch.fx.GraphModule, names: set[str] | None = None) -> dict[str, str]:
    """Node name -> where the user wrote it: "prog.py:10  x[1:].add_(h[:-1])", or "input x" for a
    placeholder whose source Dynamo recorded; for the nodes in `names` (default: all). Nodes with
    neither are left out."""
    info = gm.meta.get("verifier")
    inputs = list(getattr(info, "input_sources", None) or [])
    out: dict[str, str] = {}
    placeholders = [n for n in gm.graph.nodes if n.op == "placeholder"]
    for i, node in enumerate(placeholders):
        if i < len(inputs) and inputs[i] and len(inputs) == len(placeholders) and (names is None or node.name in names):
            out[node.name] = f"input {user_name(inputs[i])}"
    for node in gm.graph.nodes:
        if node.op in ("call_function", "call_module", "call_method") and (names is None or node.name in names):
            where = _frame(node.meta.get("stack_trace") or "")
            if where:
                out[node.name] = where
    return out


def size_names(gm: torch.fx.GraphModule) -> dict[str, str]:
    """Size symbol -> the dimensions it measures: {"s77": "x.size(0), x.size(1)"}."""
    info = gm.meta.get("verifier")
    env = getattr(info, "shape_env", None)
    if env is None:
        from .capture import fake_mode_of

        env = getattr(fake_mode_of(gm), "shape_env", None)
    out = {}
    for symbol, sources in (getattr(env, "var_to_sources", None) or {}).items():
        names = list(dict.fromkeys(user_name(_source_of(s)) for s in sources))
        if names:
            out[str(symbol)] = ", ".join(names[:3]) + (", ..." if len(names) > 3 else "")
    return out


_WORD = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")


def words_in(texts: list[str]) -> set[str]:
    """The identifiers the texts hold (the graph values a verdict may name among them)."""
    return {w for text in texts for w in _WORD.findall(text)}


def named_in(texts: list[str], sources: dict[str, str]) -> dict[str, str]:
    """The entries of `sources` whose node a text names, in the order first named."""
    out: dict[str, str] = {}
    for text in texts:
        for word in _WORD.findall(text):
            if word in sources and word not in out:
                out[word] = sources[word]
    return out


def where_lines(sources: dict[str, str]) -> list[str]:
    """One line per place: "add, slice_1: prog.py:10  x[1:].add_(h[:-1])"."""
    by_place: dict[str, list[str]] = {}
    for name, place in sources.items():
        by_place.setdefault(place, []).append(name)
    return [f"{', '.join(names)}: {place}" for place, names in by_place.items()]


def graph_text(gm: torch.fx.GraphModule) -> str:
    """The captured graph, one node a line, each with the user's line beside it."""
    sources, sizes = source_lines(gm), size_names(gm)
    rows = []
    for node in gm.graph.nodes:
        val = node.meta.get("val")
        shape = f": {tuple(val.shape)} {str(val.dtype).removeprefix('torch.')}" if hasattr(val, "shape") else ""
        if node.op == "placeholder":
            code = f"{node.name}{shape}"
        elif node.op == "output":
            code = f"return {as_code(node.args[0])}"
        else:
            target = getattr(node.target, "__name__", str(node.target))
            args = [as_code(a) for a in node.args] + [f"{k}={as_code(v)}" for k, v in node.kwargs.items()]
            code = f"{node.name}{shape} = {target}({', '.join(args)})"
        rows.append((code, sources.get(node.name, "")))
    width = min(80, max(len(code) for code, _ in rows))
    lines = [f"{code.ljust(width)}  # {where}" if where else code for code, where in rows]
    lines += [f"# {symbol}: {dims}" for symbol, dims in sizes.items()]
    return "\n".join(lines)
