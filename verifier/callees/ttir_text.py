"""The text of a TTIR module: functions, blocks and operations as Triton prints them.

Triton's TTIR is read as text (`str(module)`), not through its MLIR Python bindings (the way
torch's mutation analysis walks it, `ttir_to_functions`), because the bindings do not give what
the interpreter needs. Measured over the 117 kernel launches of the ground-truth table, the
built-in corpus and the Liger corpus (`benchmarks/ttir_reading.py`, results/ttir_reading_*.json):
- the text reads 110 of the 117 launches whole, on Triton 3.6 (torch 2.11, the H200) and 3.8
  (torch 2.13, the CPU) alike: every operation has a rule or is control flow the interpreter
  follows; the other 7 also call `tt.extern_elementwise` / `tt.map_elementwise` (float math),
  whose results the interpreter keeps opaque (a pointer going into one keeps its argument under
  the contract);
- the bindings read none of the 117 whole, on either version. Triton 3.6 gives a walker names,
  operands, results and types, and nothing else: no constant's value (2,866 operations), no
  comparison's predicate (774), no range bounds (145), no axis (96), no source line of an access
  (393), no parameter names (222: the Python names of the arguments), no branch successors (9):
  4,252 of 8,757 operations readable. Triton 3.8 adds `get_int_attr` and
  `get_constant_value`, which still answers None for the dense splat constants of blocks (444),
  and the source lines, parameter names and successors stay out of reach: 7,230 of 8,298.
The bindings' API also changes between versions (3.6 lacks what 3.8 has), while the printed IR
has kept one grammar over both; torch's walker needs only the dataflow, which both give.
"""

from __future__ import annotations

import dataclasses
import re


class once:
    """A property computed on first use and then kept in the instance (functools.cached_property
    without its lock, which Python 3.11 takes on every read)."""

    def __init__(self, f):
        self.f, self.name = f, f.__name__

    def __get__(self, obj, cls=None):
        if obj is None:
            return self
        value = obj.__dict__[self.name] = self.f(obj)
        return value


@dataclasses.dataclass
class Op:
    results: list[str]
    name: str
    text: str  # operands, attributes and types, as written
    regions: list[list["Block"]]
    loc: str | None  # the #loc it points at

    # read once per operation (a loop's body is interpreted twice, a text read by several rules)
    @once
    def operands(self) -> list[str]:
        return operands_of(self.text)

    @once
    def types(self) -> str:
        return types_of(self.text)

    @once
    def result_shape(self) -> tuple:
        return result_shape_of(self.text)


@dataclasses.dataclass
class Block:
    label: str
    args: list[tuple[str, str]]  # (ssa name, type)
    ops: list[Op]


@dataclasses.dataclass
class Func:
    name: str
    params: list[tuple[str, str, str]]  # (ssa name, python name, type)
    blocks: list[Block]
    public: bool = False


SYMBOL = r'(?:"([^"]+)"|([\w.$\-]+))'  # @name or @"name with (parentheses)"
_SSA = re.compile(r"%[\w$.\-]+(?:#\d+)?")
_RESULTS = re.compile(r"^((?:%[\w$.\-]+(?::\d+)?)(?:\s*,\s*%[\w$.\-]+)*)\s*=\s*")
_LOC_REF = re.compile(r" loc\((#loc\d*)\)$")
_OPNAME = re.compile(r'^"?([a-z_][\w]*\.[\w.]+)"?')


def _strip_loc(line: str) -> tuple[str, str | None]:
    """The line without its trailing ` loc(...)`, and the #loc it names (if any)."""
    m = _LOC_REF.search(line)  # the common case: ` loc(#loc12)`, which the walk below also finds
    if m:
        return line[:m.start()].rstrip(), m.group(1)
    i = line.rfind(" loc(")
    while i >= 0:
        tail = line[i + 1:]
        depth = 0
        for j, ch in enumerate(tail):
            depth += ch == "("
            depth -= ch == ")"
            if depth == 0 and ch == ")":
                if j == len(tail) - 1:
                    m = re.match(r"loc\((#loc\d*)\)$", tail)
                    return line[:i].rstrip(), m.group(1) if m else None
                break
        i = line.rfind(" loc(", 0, i)
    return line.rstrip(), None


def parse_module(text: str) -> tuple[dict[str, Func], "Locations"]:
    """Functions by name, and each #loc resolved to "file:line" where it names one."""
    locs_raw: dict[str, str] = {}
    body: list[str] = []
    for line in text.splitlines():
        if line.startswith("#loc"):
            name, _, rest = line.partition(" = ")
            locs_raw[name.strip()] = rest.strip()
        else:
            body.append(line)
    funcs: dict[str, Func] = {}
    i = 0
    while i < len(body):
        line, _ = _strip_loc(body[i].strip()) if "tt.func" in body[i] else ("", None)
        m = re.match(rf"tt\.func\s+(public\s+|private\s+)?@{SYMBOL}\((.*)\)(?:\s*->\s*.*?)?\s*(?:attributes\s*\{{.*\}})?\s*\{{$", line)
        if m:
            name = m.group(2) or m.group(3)
            params = _params(body[i][body[i].index(name) + len(name):])
            blocks, i = _region(body, i + 1)
            funcs[name] = Func(name, params, blocks, (m.group(1) or "").strip() == "public")
        else:
            i += 1
    return funcs, Locations(locs_raw)


def _params(line: str) -> list[tuple[str, str, str]]:
    head = line[line.index("(") + 1:]
    out = []
    for m in re.finditer(r'(%[\w$.\-]+)\s*:\s*([^\s{,]+(?:<[^>]*>+)?)', head):
        ssa, typ = m.group(1), m.group(2)
        rest = head[m.end():]
        named = re.match(r'[^%]*?loc\("([^"]+)"', rest)
        py = named.group(1) if named and "%" not in rest[: named.start(1)] else ssa[1:]
        out.append((ssa, py, typ))
    return out


def _region(lines: list[str], i: int) -> tuple[list[Block], int]:
    """Blocks from line i to the closing brace (exclusive); returns the index of that line."""
    blocks = [Block("entry", [], [])]
    while i < len(lines):
        raw = lines[i].strip()
        line, loc = _strip_loc(raw)
        if not line or line.startswith("//"):
            i += 1
            continue
        if line.startswith("}"):
            return blocks, i
        if line.startswith("^"):
            m = re.match(r"\^(\w+)(?:\((.*)\))?:", line)
            args = [(a.group(1), a.group(2)) for a in re.finditer(r"(%[\w$.\-]+)\s*:\s*([^,)]+(?:<[^>]*>)?)", m.group(2) or "")] if m else []
            blocks.append(Block(m.group(1) if m else line, args, []))
            i += 1
            continue
        results: list[str] = []
        rm = _RESULTS.match(line)
        rest = line
        if rm:
            for r in rm.group(1).split(","):
                name, _, count = r.strip().partition(":")
                results += [f"{name}#{k}" for k in range(int(count))] if count else [name]
            rest = line[rm.end():]
        om = _OPNAME.match(rest)
        name = om.group(1) if om else rest.split()[0]
        text = rest[om.end():] if om else ""
        regions: list[list[Block]] = []
        i += 1
        while text.rstrip().endswith("{"):
            region, i = _region(lines, i)
            regions.append(region)
            closing, loc2 = _strip_loc(lines[i].strip())
            loc = loc2 or loc
            text = text.rstrip()[:-1] + " " + closing[1:].lstrip(",").strip()
            i += 1
            if not closing.rstrip().endswith("{"):
                break
        blocks[-1].ops.append(Op(results, name, text, regions, loc))
    return blocks, i


class Locations:
    """Each #loc of a module as "file:line" where it names one, resolved when first asked (the
    interpreter asks only for its accesses' few)."""

    def __init__(self, raw: dict[str, str]):
        self._raw, self._known = raw, {}

    def get(self, name: str, default: str | None = None) -> str | None:
        found = self._resolve(name)
        return default if found is None else found

    def __getitem__(self, name: str) -> str:
        found = self._resolve(name)
        if found is None:
            raise KeyError(name)
        return found

    def _resolve(self, name: str, depth: int = 0) -> str | None:
        if name in self._known:
            return self._known[name]
        v = self._raw.get(name)
        if v is None or depth > 20:
            return None
        found = None
        m = re.search(r'"([^"]+)":(\d+):\d+', v)
        if m:
            found = f"{m.group(1)}:{m.group(2)}"
        else:
            for ref in re.findall(r"#loc\d*", v):
                found = self._resolve(ref, depth + 1)
                if found is not None:
                    break
        if found is not None:
            self._known[name] = found
        return found


def element_bytes(typ: str) -> int:
    m = re.search(r"!tt\.ptr<([^>,]+)", typ)
    t = m.group(1) if m else typ
    if t.startswith("!tt.ptr"):
        return 8
    m = re.match(r"[a-z]+?(\d+)", t.replace("bf16", "f16").replace("f8E", "i8").replace("f8e", "i8"))
    return max(1, int(m.group(1)) // 8) if m else 1


def shape_of(typ: str) -> tuple:
    m = re.match(r"\s*tensor<((?:\d+x)*)", typ)
    if not m:
        return ()
    return tuple(int(d) for d in m.group(1).split("x") if d)


def bits_of(typ: str) -> int | None:
    m = re.search(r"\bi(\d+)>?\s*$", typ.strip()) or re.search(r"x?i(\d+)>", typ)
    return int(m.group(1)) if m else None


def successors_of(text: str) -> list[tuple[str, list[str]]]:
    out = []
    for m in re.finditer(r"\^(\w+)(?:\(([^)]*)\))?", text):
        out.append((m.group(1), _SSA.findall((m.group(2) or "").split(":")[0])))
    return out


def strip_attrs(text: str) -> str:
    """The text without attribute dictionaries ({...}, <{...}>)."""
    if "{" not in text:
        return text
    out, depth = [], 0
    for ch in text:
        if ch == "{":
            depth += 1
        elif ch == "}":
            depth -= 1
        elif depth == 0:
            out.append(ch)
    return "".join(out)


def operands_of(text: str) -> list[str]:
    head = strip_attrs(text).split(" : ")[0]
    return _SSA.findall(head)


def types_of(text: str) -> str:
    t = strip_attrs(text)
    return t.split(" : ", 1)[1] if " : " in t else ""


def result_shape_of(text: str) -> tuple:
    t = types_of(text)
    if "->" in t:
        t = t.rsplit("->", 1)[1]
    return shape_of(t.strip().lstrip("("))


def attr_of(text: str, key: str) -> int | None:
    m = re.search(rf"\b{key}\s*=\s*(-?\d+)", text)
    return int(m.group(1)) if m else None

