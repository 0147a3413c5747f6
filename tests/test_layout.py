"""The package's shape: one folder per stage, each module looking only down the pipeline (no
import cycle, imports inside functions included), small modules, and the documented public paths."""

from __future__ import annotations

import ast
from pathlib import Path

PACKAGE = Path(__file__).resolve().parent.parent / "verifier"
# the stages, each importing only those before it (the corpus is data the surfaces and proofs use)
STAGES = ["compiler", "memory", "callees", "proof", "lowering", "running", "integration", "surfaces"]


def _modules() -> dict[str, Path]:
    out = {}
    for path in PACKAGE.rglob("*.py"):
        name = ".".join(("verifier",) + path.relative_to(PACKAGE).with_suffix("").parts)
        out[name.removesuffix(".__init__")] = path
    return out


def _imports(modules: dict[str, Path]) -> dict[str, set[str]]:
    """Module -> the modules of the package it imports anywhere in its text."""
    edges: dict[str, set[str]] = {m: set() for m in modules}
    for m, path in modules.items():
        package = m if path.name == "__init__.py" else m.rsplit(".", 1)[0]
        for node in ast.walk(ast.parse(path.read_text())):
            targets = []
            if isinstance(node, ast.Import):
                targets = [a.name for a in node.names]
            elif isinstance(node, ast.ImportFrom):
                base = node.module or ""
                if node.level:
                    parts = package.split(".")
                    base = ".".join(parts[: len(parts) - node.level + 1] + ([node.module] if node.module else []))
                targets = [base] + [f"{base}.{a.name}" for a in node.names]
            for t in targets:
                while t and t not in modules:
                    t = t.rpartition(".")[0]
                if t and t != m and not m.startswith(t + "."):
                    edges[m].add(t)
    return edges


def _cycle(edges: dict[str, set[str]]) -> list[str] | None:
    state: dict[str, int] = {}
    stack: list[str] = []

    def visit(m: str) -> list[str] | None:
        state[m] = 1
        stack.append(m)
        for n in sorted(edges[m]):
            if state.get(n) == 1:
                return stack[stack.index(n):] + [n]
            if n not in state and (found := visit(n)):
                return found
        stack.pop()
        state[m] = 2
        return None

    for m in sorted(edges):
        if m not in state and (found := visit(m)):
            return found
    return None


def test_no_module_of_the_package_imports_itself_back():
    cycle = _cycle(_imports(_modules()))
    assert cycle is None, "import cycle: " + " -> ".join(cycle)


def test_each_stage_imports_only_the_stages_before_it():
    edges = _imports(_modules())
    wrong = []
    for m, targets in edges.items():
        stage = m.split(".")[1] if m.count(".") >= 1 else None
        if stage not in STAGES:
            continue
        for t in targets:
            other = t.split(".")[1] if t.count(".") >= 1 else None
            if other in STAGES and STAGES.index(other) > STAGES.index(stage):
                wrong.append(f"{m} -> {t}")
    assert not wrong, wrong


def test_the_package_stays_small_and_readable():
    top = sorted(p.name for p in PACKAGE.glob("*.py"))
    assert len(top) <= 6, top
    long = {str(p.relative_to(PACKAGE)): n for p in PACKAGE.rglob("*.py") if (n := len(p.read_text().splitlines())) > 500}
    assert not long, long
    for stage in STAGES:  # each stage says what it decides and what it assumes, and lists every module
        doc = ast.get_docstring(ast.parse((PACKAGE / stage / "__init__.py").read_text()))
        assert doc and len(doc.split()) > 20, stage
        unlisted = [p.stem for p in (PACKAGE / stage).glob("*.py") if p.stem != "__init__" and f"`{p.stem}`" not in doc]
        assert not unlisted, f"{stage}/__init__.py does not list {unlisted}"


def test_the_documented_paths_are_the_modules_that_do_the_work():
    import verifier
    import verifier.backend
    import verifier.execution
    import verifier.session
    from verifier.integration import capture as integration_capture
    from verifier.running import execution, passes, rewrite
    from verifier.surfaces import backend, session

    assert verifier.capture is integration_capture.capture and verifier.capture_program is integration_capture.capture_program
    assert verifier.analyze is passes.analyze and verifier.reinplace is passes.reinplace and verifier.force is rewrite.force
    assert verifier.execution.compare is execution.compare
    assert verifier.backend.make_backend is backend.make_backend and verifier.backend.reports is backend.reports
    assert verifier.session.Session is session.Session


def test_every_stage_folder_is_packaged():
    """A stage folder left out of pyproject's package list imports from a source checkout and is
    missing from an installed wheel (the lowering stage was, until a wheel on the GPU machine said so)."""
    import tomllib
    from pathlib import Path

    root = Path(__file__).resolve().parents[1]
    listed = set(tomllib.loads((root / "pyproject.toml").read_text())["tool"]["setuptools"]["packages"])
    folders = {".".join(p.parent.relative_to(root).parts) for p in (root / "verifier").rglob("__init__.py")}
    assert folders <= listed, f"not packaged: {sorted(folders - listed)}"
