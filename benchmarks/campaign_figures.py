"""The lowering fuzz's campaigns in one table: programs run per shapes, release and device, what
plain Inductor got wrong or could not compile, how many of its wrong programs the audit named and
reproduced by running them, what the proof-gated modes got wrong, and the wrong programs by the
mechanism the audit names.

    python benchmarks/campaign_figures.py [RESULTS_DIR] > results/campaign_figures.md

Reads every record `python -m verifier.surfaces.lowering_fuzz ... --json FILE` wrote into the
results folder (`lowering_fuzz_<shapes>_torch<release>_<device>_seeds<a>-<b>.json[l]`; no shapes in
the name: `reads`, the first generator). Records of code since replaced (`_before_fix`) are left out.
A program counted in two records (a campaign run again on new code) is counted once per record.
"""

from __future__ import annotations

import json
import pathlib
import re
import sys

NAME = re.compile(r"lowering_fuzz_(?:(?P<shapes>[a-z]+)_)?torch(?P<release>\d+)_(?P<device>[a-z0-9]+)_seeds(?P<seeds>\d+-\d+)")


def records(folder: pathlib.Path) -> list[tuple[dict, list[dict]]]:
    """(what the file name says, its programs' results) for each campaign record in `folder`."""
    out = []
    for path in sorted(folder.glob("lowering_fuzz_*.json*")):
        match = NAME.match(path.stem)
        if match is None or "before_fix" in path.stem:
            continue
        text = path.read_text()
        if path.suffix == ".jsonl":
            rows = [json.loads(line) for line in text.splitlines() if line.strip()]
            results = [r["result"] for r in rows if "result" in r]
        else:
            results = json.loads(text)
        release = match["release"]
        out.append(({"shapes": match["shapes"] or "reads", "release": f"{release[0]}.{release[1:]}",
                     "device": match["device"], "seeds": match["seeds"]}, results))
    return sorted(out, key=lambda found: (found[0]["shapes"], found[0]["release"], found[0]["device"],
                                          int(found[0]["seeds"].split("-")[0])))


def row(results: list[dict]) -> dict[str, int]:
    """The campaign's figures: programs, Inductor's failures, the audit's finds, the modes' errors."""
    wrong = [r for r in results if r.get("inductor_wrong")]
    return {
        "programs": len(results),
        "Inductor cannot compile": sum(r["outcome"] == "Inductor cannot compile" for r in results),
        "Inductor wrong": len(wrong),
        "audit named": sum(bool(r.get("raced")) for r in wrong),
        "reproduced": sum(bool(r.get("flagged")) for r in wrong),
        "modes wrong": sum(r["outcome"] == "verified_inductor wrong" for r in results),
        "modes broken": sum(r["outcome"] == "broken compile" for r in results),
    }


def main(argv: list[str]) -> int:
    folder = pathlib.Path(argv[0] if argv else pathlib.Path(__file__).resolve().parent.parent / "results")
    found = records(folder)
    if not found:
        print(f"campaign_figures: no lowering fuzz records in {folder}", file=sys.stderr)
        return 2
    columns = list(row([]))
    print("# The lowering fuzz's campaigns (benchmarks/campaign_figures.py)\n")
    print("Per record: the generator's shapes, torch release, device and seeds; `audit named`: of the "
          "programs plain Inductor got wrong, those the audit names a mechanism for (a conflict of the "
          "lowering, a copy a pass drops, a rewrite the proof refuses, an input pair called disjoint); "
          "`reproduced`: of those, the ones whose named conflict the audit's own run of the compiled "
          "program shows (a read past a buffer is proven and never run); `modes wrong` and `modes "
          "broken`: programs on which `verified`, `gate` or `clones` differs from eager or fails to "
          "compile where plain Inductor compiles. Each record is what the code of its day gave "
          "(docs/results.md says which, and what was fixed after).\n")
    print("| shapes | torch | device | seeds | " + " | ".join(columns) + " |")
    print("|---|---|---|---|" + "---|" * len(columns))
    totals = dict.fromkeys(columns, 0)
    mechanisms: dict[str, int] = {}
    for meta, results in found:
        figures = row(results)
        totals = {k: totals[k] + figures[k] for k in columns}
        print(f"| {meta['shapes']} | {meta['release']} | {meta['device']} | {meta['seeds']} | "
              + " | ".join(str(figures[k]) for k in columns) + " |")
        for r in results:
            if r.get("inductor_wrong"):
                named = {m.split(" (")[0] for m in r.get("mechanisms") or ()}
                for name in named or (["(not recorded)"] if "mechanisms" not in r else ["nothing named"]):
                    mechanisms[name] = mechanisms.get(name, 0) + 1
    print("| all | | | | " + " | ".join(str(totals[k]) for k in columns) + " |")
    print("\nPlain Inductor's wrong programs by the mechanism the audit names (the records that keep it; "
          "a program with several counts once under each):\n")
    for name, n in sorted(mechanisms.items(), key=lambda kv: -kv[1]):
        print(f"- {n}: {name}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
