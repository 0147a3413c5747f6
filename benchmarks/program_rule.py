"""The programs Inductor compiles wrongly outside its reinplacing pass, in every mode, against eager.

    python benchmarks/program_rule.py [--cuda] [--sizes 8,1024] [--out results/program_rule_cpu.txt]

For each program of `tests/rule_programs.py` and each size: how many elements plain Inductor and
each mode of `verified_inductor` get wrong (outputs and the inputs' final contents, against eager,
up to rounding), and what the audit names (the pass that drops a copy, the kernel that reads a value
the graph gives another read) and whether it reproduced it by execution.
"""

from __future__ import annotations

import argparse
import sys
import warnings
from pathlib import Path

import torch

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests"))

MODES = ("verified", "gate", "clones", "audit")


def _values(out, args) -> list:
    outs = list(out) if isinstance(out, tuple) else [out]
    return [t.detach().clone() for t in outs] + [a.detach().clone() for a in args]


def _wrong(got: list, expected: list) -> int:
    from verifier.running.execution import wrong_elements

    bad = 0
    for a, b in zip(got, expected):
        if a.dtype.is_floating_point:
            bad += int(wrong_elements(b, a).sum().item())
        else:
            bad += int((a != b).sum().item())
    return bad


def run(fn, n: int, device: str) -> dict:
    import verifier.backend
    from rule_programs import inputs
    from verifier.integration.caching import caches_off
    from verifier.surfaces.session import lowering_findings

    base = inputs(fn, n, device)
    args = [t.clone() for t in base]
    expected = _values(fn(*args), args)
    row = {"program": fn.__name__, "size": n}
    for mode in ("inductor",) + MODES:
        torch._dynamo.reset()
        backend = "inductor" if mode == "inductor" else verifier.backend.make_backend(mode)
        args = [t.clone() for t in base]
        try:
            with caches_off():
                got = _values(torch.compile(fn, backend=backend)(*args), args)
            row[mode] = _wrong(got, expected)
        except Exception as e:
            row[mode] = f"{type(e).__name__}: {str(e).splitlines()[0][:80] if str(e) else ''}"
        if mode == "audit":
            named = [line for g in backend.session.graphs for line in lowering_findings(g)
                     if line.startswith(("Inductor's passes", "Inductor's lowering"))]
            row["named"] = named
    return row


def main(argv: list[str] | None = None) -> int:
    from rule_programs import PROGRAMS

    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--cuda", action="store_true")
    parser.add_argument("--sizes", default="8,1024")
    parser.add_argument("--out")
    args = parser.parse_args(argv)
    warnings.filterwarnings("ignore")
    device = "cuda" if args.cuda else "cpu"
    lines = [f"# programs Inductor compiles wrongly outside reinplacing: elements wrong against eager "
             f"(torch {torch.__version__}, {torch.cuda.get_device_name() if args.cuda else 'CPU'})", "",
             "| program | size | inductor | " + " | ".join(MODES) + " | the audit names |", "|---" * (4 + len(MODES)) + "|"]
    wrong_modes = 0
    for fn in PROGRAMS:
        for n in map(int, args.sizes.split(",")):
            row = run(fn, n, device)
            named = row.get("named", [])
            shown = "; ".join(sorted({line.split(":")[0] + (" (reproduced)" if "(reproduced" in line else "")
                                      for line in named})) or "-"
            lines.append(f"| {row['program']} | {n} | {row['inductor']} | " + " | ".join(str(row[m]) for m in MODES)
                         + f" | {shown} |")
            wrong_modes += sum(1 for m in ("verified", "gate", "clones") if row[m] != 0)
            print(lines[-1], flush=True)
            for line in named:  # what the audit says, in full
                print(f"    {line[:400]}", flush=True)
            if row["inductor"] not in (0, "0") and not named:
                print(f"  AUDIT MISSED {row['program']} at {n}", flush=True)
    lines.append("")
    lines.append(f"modes wrong (verified, gate, clones): {wrong_modes}")
    text = "\n".join(lines) + "\n"
    print(text)
    if args.out:
        Path(args.out).write_text(text)
    return 1 if wrong_modes else 0


if __name__ == "__main__":
    sys.exit(main())
