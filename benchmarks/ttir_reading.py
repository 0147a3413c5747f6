"""Which reading of a kernel's TTIR is more robust: its printed text (what the verifier parses) or
Triton's MLIR Python bindings (what torch's mutation analysis walks, `ttir_to_functions`)?

For every kernel launch of the ground-truth table, the built-in corpus and the Liger corpus (when
liger-kernel is installed), the TTIR module is generated as torch generates it, then:
- text: the module's text is parsed and every operation looked up in the interpreter's rules;
- bindings: the module is walked through the bindings, and each datum that the interpreter's
  rules need is asked of them (an operation's name, operands and result types; a constant's
  value; a comparison's predicate; a range's bounds; an axis; a permutation; a callee; a
  branch's successors; a function's parameter names; the source line of an access).
Prints, per reading, how many operations and kernels it reads whole, and what the bindings do not
give. Run it under each Triton version to compare (`python benchmarks/ttir_reading.py [--json F]`).
"""

from __future__ import annotations

import argparse
import collections
import json
import sys
import warnings
from pathlib import Path

import torch
from verifier.integration.capture import capture_program

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests"))


def launches():
    """(program, kernel, arguments) of every kernel call of the three corpora, as analysed."""
    from triton.runtime.autotuner import Autotuner

    from verifier.compiler.programs import find
    from verifier.corpus import PROGRAMS
    from verifier.proof.analysis import Analysis

    programs = find(str(ROOT / "tests" / "programs.py")) + list(PROGRAMS)
    try:
        programs += find(str(ROOT / "tests" / "liger_programs.py"))
    except ImportError as e:
        print(f"Liger corpus not loaded: {e}", file=sys.stderr)
    for prog in programs:
        try:
            a = Analysis(capture_program(prog))
        except Exception as e:  # noqa: BLE001 - a program this torch cannot capture is reported
            print(f"{prog.name}: not captured ({type(e).__name__})", file=sys.stderr)
            continue
        for call in a.program.kernels:
            args = {k: (v.meta["val"] if isinstance(v, torch.fx.Node) else v) for k, v in call.args.items()}
            args.update(a.info.constant_args[call.node.kwargs["constant_args_idx"]])
            kernel = a.info.kernels[call.node.kwargs["kernel_idx"]]
            if isinstance(kernel, Autotuner):
                args.update(kernel.configs[0].kwargs if kernel.configs else {})
                kernel = kernel.fn
            yield prog.name, kernel, args


def _ask(f):
    try:
        out = f()
    except Exception as e:  # noqa: BLE001 - a binding that is missing or refuses
        return f"{type(e).__name__}"
    return None if out is not None else "None"


# what the interpreter's rules read of each operation, asked of the bindings
def _needs(op, name: str) -> dict:
    needs = {
        "name": lambda: op.get_name(),
        "operands": lambda: [op.get_operand(i).id() for i in range(op.get_num_operands())],
        "result types": lambda: [str(op.get_result(i).get_type()) for i in range(op.get_num_results())],
    }
    if name == "arith.constant":
        needs["constant value"] = lambda: op.get_constant_value()
    if name == "arith.cmpi":
        needs["predicate"] = lambda: op.get_int_attr("predicate")
    if name == "tt.make_range":
        needs["range bounds"] = lambda: (op.get_int_attr("start"), op.get_int_attr("end"))
    if name in ("tt.expand_dims", "tt.reduce", "tt.scan"):
        needs["axis"] = lambda: op.get_int_attr("axis")
    if name == "tt.trans":
        needs["permutation"] = lambda: op.get_int_attr("order")  # an array attribute
    if name == "tt.call":
        needs["callee"] = lambda: op.get_flat_symbol_ref_attr("callee")
    if name in ("cf.br", "cf.cond_br"):
        needs["successors"] = lambda: op.get_successor(0)
    if name == "tt.func":
        needs["parameter names"] = lambda: op.get_region(0).get_block(0).get_argument(0).get_loc().get_name()
    if name in ("tt.load", "tt.store", "tt.atomic_rmw", "tt.atomic_cas"):
        needs["source line"] = lambda: op.get_loc()
    return needs


def measure() -> dict:
    import torch._higher_order_ops.triton_kernel_wrap as wrap

    from verifier.callees.ttir_rules import HANDLERS
    from verifier.callees.ttir_text import parse_module
    from verifier.compiler.target import triton_without_gpu
    from verifier.compiler.ttir_source import InlinedFloat

    text_ops = bind_ops = ops = 0
    kernels = text_kernels = bind_kernels = 0
    missing: collections.Counter = collections.Counter()
    unknown_to_text: collections.Counter = collections.Counter()
    failures = []
    for prog, kernel, args in launches():
        with triton_without_gpu(), warnings.catch_warnings():
            warnings.simplefilter("ignore")
            try:
                module = wrap.generate_ttir(kernel, dict(args), {})[0]
            except Exception:  # noqa: BLE001 - a float compiled in as a constant: as the verifier retries
                floats = {k: InlinedFloat(v) for k, v in args.items() if type(v) is float}
                try:
                    module = wrap.generate_ttir(kernel, {**args, **floats}, {})[0]
                except Exception as e:  # noqa: BLE001
                    failures.append(f"{prog}: no TTIR ({type(e).__name__})")
                    continue
        kernels += 1
        # text
        try:
            funcs, _ = parse_module(str(module))
            names = [op.name for f in funcs.values() for b in f.blocks for op in _ops(b)]
            # a rule, or the interpreter's own control flow (branches, yields, returns, reductions)
            known = [n for n in names if n in HANDLERS or n in ("cf.br", "cf.cond_br", "scf.yield", "tt.return") or
                     n.startswith(("arith.", "math.", "tt.reduce", "tt.scan", "tt.func"))]
            text_ops += len(known)
            unknown_to_text.update(n for n in names if n not in known)
            text_kernels += len(known) == len(names)
        except Exception as e:  # noqa: BLE001
            failures.append(f"{prog}: text not parsed ({type(e).__name__}: {e})")
        # bindings
        whole = True
        seen = []
        module.walk(lambda op: seen.append(op))
        for op in seen:
            ops += 1
            try:
                name = op.get_name()
            except Exception:  # noqa: BLE001
                name = "?"
            gaps = {what: why for what, f in _needs(op, name).items() if (why := _ask(f))}
            if gaps:
                whole = False
                for what, why in gaps.items():
                    missing[f"{what} ({why})"] += 1
            else:
                bind_ops += 1
        bind_kernels += whole
    import triton

    return {
        "triton": triton.__version__, "torch": torch.__version__, "kernel launches": kernels,
        "text": {"kernels read whole": text_kernels, "operations with a rule": text_ops,
                 "operations without a rule (their results opaque)": dict(unknown_to_text.most_common())},
        "bindings": {"kernels read whole": bind_kernels, "operations read whole": bind_ops, "operations": ops,
                     "not given by the bindings": dict(missing.most_common())},
        "failures": failures,
    }


def _ops(block):
    for op in block.ops:
        yield op
        for region in op.regions:
            for b in region:
                yield from _ops(b)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--json", help="also write the figures here")
    args = parser.parse_args()
    out = measure()
    print(json.dumps(out, indent=2))
    if args.json:
        Path(args.json).write_text(json.dumps(out, indent=2) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
