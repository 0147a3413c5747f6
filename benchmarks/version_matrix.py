"""The verifier on each torch release: a fresh venv per version, the verdict dump of every program
file (the audit's JSON: each candidate's verdict, Inductor's decision on that release, and the
graph's ops), optionally the test suite, and the differences between versions with their reason.

    python benchmarks/version_matrix.py --torch 2.13.0 2.14.1 2.15.0 [--suite] [--venvs DIR] [--out results/versions]

Not a CI job: each torch is a large install (2.14.1 is a CUDA build of about 5.5 GB in a venv; on
these machines 2.13.0 and 2.14.1 install from local disk, 2.15.0 from the package index once pip's
cap is lifted). A verdict may change between releases only where the release changed the graph
the verifier decides (its ops): a change on the same graph is listed as unexplained.
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
PROGRAMS = ["tests/programs.py", "tests/liger_programs.py", "tests/fla_programs.py", "tests/aten_programs.py",
            "tests/fx_reinplace_programs.py", "tests/first_compile_programs.py"]
PINS = ["z3-solver==4.15.4.0", "sympy==1.14.0", "numpy", "pytest==9.2.0", "hypothesis==6.170.17", "cvc5==1.4.2",
        "liger-kernel==0.8.5", "fla-core==0.6.0", "einops==0.8.2", "ray==2.60.0"]


def venv(folder: Path, version: str, log) -> Path:
    """A venv with torch `version`, the verifier (editable, this checkout) and the test tools."""
    python = folder / "bin" / "python"
    if python.exists():
        have = subprocess.run([python, "-c", "import torch; print(torch.__version__)"], capture_output=True, text=True)
        if have.returncode == 0 and have.stdout.strip().split("+")[0] == version:
            return python
    log(f"torch {version}: making {folder}")
    subprocess.run([sys.executable, "-m", "venv", "--clear", folder], check=True)
    subprocess.run([python, "-m", "pip", "install", "-q", f"torch=={version}", *PINS], check=True)
    subprocess.run([python, "-m", "pip", "install", "-q", "--no-deps", "-e", ROOT], check=True)
    return python


def dump(python: Path, out: Path) -> dict:
    """The audit of every program file (the table, Liger, fla, aten, fx, first-compile programs), as JSON."""
    done = subprocess.run([python, "-m", "verifier", "audit", *PROGRAMS, "--json", out], cwd=ROOT,
                          capture_output=True, text=True)
    if not out.exists():
        raise SystemExit(f"the audit wrote nothing: {done.stderr[-2000:]}")
    return json.loads(out.read_text())


def suite(python: Path, out: Path) -> str:
    done = subprocess.run([python, "-m", "pytest", "-q", "-p", "no:cacheprovider"], cwd=ROOT, capture_output=True, text=True)
    out.write_text(done.stdout[-20000:] + done.stderr[-5000:])
    last = [line for line in done.stdout.splitlines() if line.strip()][-1:] or ["(no output)"]
    return last[0]


def rows(audit: dict) -> dict[tuple[str, str, str], dict]:
    return {(c["program"], c["node"], c["arg"]): c for p in audit["programs"] for c in p["candidates"]}


def graphs(audit: dict) -> dict[str, dict]:
    return {p["name"]: p for p in audit["programs"]}


def differences(a: dict, b: dict, va: str, vb: str) -> list[str]:
    """What changes from release `va` to `vb`: candidates, verdicts, Inductor's decisions and
    programs that fail on one of them, each with its reason."""
    ra, rb, ga, gb = rows(a), rows(b), graphs(a), graphs(b)
    out = []

    def reason(program: str) -> str:
        pa, pb = ga.get(program, {}).get("graph", {}), gb.get(program, {}).get("graph", {})
        if pa == pb:
            return "the same graph: unexplained"
        more = [f"+{k}" for k in sorted(pb) if pb[k] > pa.get(k, 0)]
        less = [f"-{k}" for k in sorted(pa) if pa[k] > pb.get(k, 0)]
        return "the graph differs: " + " ".join(more + less)

    for program in sorted(set(ga) | set(gb)):
        ea, eb = ga.get(program, {}).get("error"), gb.get(program, {}).get("error")
        if ea != eb:
            out.append(f"{program}: {va} {'fails: ' + ea if ea else 'runs'}; {vb} {'fails: ' + eb if eb else 'runs'}")
    renamed = _renamed(ra, rb)
    for key in sorted(set(ra) | set(rb)):
        x, y = ra.get(key), rb.get(key)
        name = f"{key[0]} {key[1]}.{key[2]}"
        if key in renamed:
            if x is not None:  # said once, from the older release's side
                out.append(f"{name}: the same candidate named {renamed[key][1]}.{key[2]} on {vb} "
                           "(the release names the FX node otherwise; verdict, Inductor's decision and class unchanged)")
            continue
        if x is None or y is None:
            if ga.get(key[0], {}).get("error") or gb.get(key[0], {}).get("error"):
                continue
            out.append(f"{name}: a candidate on {vb if x is None else va} only ({reason(key[0])})")
            continue
        changed = [f"{f} {x[f]} -> {y[f]}" for f in ("verdict", "inductor", "class") if x[f] != y[f]]
        if changed:
            out.append(f"{name}: {', '.join(changed)} ({reason(key[0])})")
    return out


def _renamed(ra: dict, rb: dict) -> dict:
    """Candidates present on one release only whose program has, on the other, exactly one
    candidate alone on its side with the same argument, kernel, verdict, decision, class, and
    reason up to the node's name: one candidate whose FX node a release names otherwise. Both
    keys map to the pair."""
    def alone(mine: dict, other: dict) -> dict:
        out: dict = {}
        for key, c in mine.items():
            if key not in other:
                sig = (key[0], key[2], c["kernel"], c["verdict"], c["inductor"], c["class"],
                       c["reason"].replace(key[1], "<node>"))
                out.setdefault(sig, []).append(key)
        return out

    a, b = alone(ra, rb), alone(rb, ra)
    pairs = {}
    for sig, keys in a.items():
        if len(keys) == 1 and len(b.get(sig, [])) == 1:
            ka, kb = keys[0], b[sig][0]
            pairs[ka] = pairs[kb] = (ka[1], kb[1])
    return pairs


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--torch", nargs="+", default=["2.13.0", "2.14.1"], metavar="VERSION")
    parser.add_argument("--venvs", default="/tmp/verifier-venvs", help="where the venvs are made (kept for reruns)")
    parser.add_argument("--out", default=str(ROOT / "results" / "versions"), help="folder of the dumps and the table")
    parser.add_argument("--suite", action="store_true", help="also run the test suite on each version")
    args = parser.parse_args()
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    log = lambda line: print(line, flush=True)  # noqa: E731
    audits, lines = {}, [f"# the verifier on each torch release ({time.strftime('%Y-%m-%d')}): {' '.join(args.torch)}"]
    for version in args.torch:
        python = venv(Path(args.venvs) / f"torch-{version}", version, log)
        start = time.monotonic()
        audits[version] = dump(python, out / f"audit_torch_{version}.json")
        n = len(rows(audits[version]))
        failed = sum(1 for p in audits[version]["programs"] if p["error"])
        line = f"torch {version}: {len(audits[version]['programs'])} programs, {n} candidates, {failed} failed to capture"
        if args.suite:
            line += f"; suite: {suite(python, out / f'suite_torch_{version}.txt')}"
        log(line + f" ({time.monotonic() - start:.0f} s)")
        lines.append(line)
    for va, vb in zip(args.torch, args.torch[1:]):
        diffs = differences(audits[va], audits[vb], va, vb)
        lines.append(f"\n## {va} -> {vb}: {len(diffs)} differences")
        lines += [f"- {d}" for d in diffs]
    text = "\n".join(lines) + "\n"
    (out / "differences.md").write_text(text)
    print(text)


if __name__ == "__main__":
    main()
