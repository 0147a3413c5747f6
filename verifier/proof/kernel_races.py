"""The self-aliasing question of a kernel written in place, asked access by access of its analysed
TTIR: a byte stored through the argument written in place and read through another is a conflict
unless the program instance that stores it reads it first (`KernelRaces`, a part of `Checker`)."""

from __future__ import annotations

import torch
import z3

from ..memory.layout import Layout
from ..memory.symbolic import Unsupported
from .preconditions import weakest_precondition
from .report import Conflict
from .solver import Answer, check
from .state import Move, Placement


class KernelRaces:
    """The race queries of `obligations.Checker` (which has the state, the footprints and the budget)."""

    def _races(self, move: Move, region: Layout, arg: str, value: str, place: Placement):
        """The kernel's stores through the argument written in place against its reads through
        `arg` (same storage): a byte both touch is a conflict unless the instance that stores it
        is the one that reads it, and reads it first. And against its stores through `arg`, another
        argument in that storage: the argument's new value is what the byte must hold after the
        call, so a byte both store is a conflict unless the same instance stores it through `arg`
        first."""
        for variant in move.kernel.variants:
            for store in [a for a in variant.of(move.arg) if a.writes]:
                for other in [a for a in variant.of(arg) if a.reads or (a.writes and arg != move.arg)]:
                    yield self._race_query(move, variant, store, other, region, place.layout, arg, value)

    def _race_query(self, move, variant, store, read, region, read_layout, arg, value):
        from ..callees.kernel_effects import before, instance, race_free, same_instance

        holder: dict = {}

        def formulas():
            w, r = instance(store, variant.grid, "w"), instance(read, variant.grid, "r")
            byte = z3.Int("byte")
            lo_w, lo_r = self.fp.start(region) + w.offset, self.fp.start(read_layout) + r.offset
            fs = w.defined() + r.defined() + [
                lo_w <= byte, byte < lo_w + w.size, lo_r <= byte, byte < lo_r + r.size,
                z3.Not(z3.And(same_instance(r, w), before(r, w))),
            ]
            if store.after_loads or read.after_loads:  # else no term of theirs holds a loaded value
                fs += self._loaded_in_view(move.node, fs)
            if read.writes:  # each store of an analysed argument lands in its view (proven, or the contract)
                fs += [self.fp.member(byte, region, tag="ws").formula, self.fp.member(byte, read_layout, tag="wo").formula]
            holder.update(byte=byte, w=w, r=r, formulas=fs)
            return fs

        def witness(model: z3.ModelRef, free: set[str]) -> Conflict:
            def ev(x):
                v = model.eval(x, model_completion=True)
                return v.as_long() if z3.is_int_value(v) else None

            w, r = holder["w"], holder["r"]

            def side(i, access):
                return {"pid": [ev(p) for p in i.pids], "lane": [ev(x) for x in i.lanes],
                        "iteration": [ev(x) for x in i.iterations], "kind": access.kind, "line": access.where}

            race = {"store": side(w, store), "read": side(r, read),
                    "same_instance": all(a == b for a, b in zip(side(w, store)["pid"], side(r, read)["pid"])),
                    "loaded": self._loaded_choices(model, holder["formulas"])}
            byte = ev(holder["byte"])
            return Conflict(
                requires=weakest_precondition(formulas, self.symbols, self.budget_ms),
                query="self-aliasing", byte=byte,
                read_index=(self.fp.element_at(read_layout, byte) if byte is not None else None) or tuple(race["read"]["lane"]),
                write_index=(self.fp.element_at(region, byte) if byte is not None else None) or tuple(race["store"]["lane"]),
                sizes=self.symbols.describe(model, free), symbols=free, assignment=self.symbols.describe(model),
                reader=move.node.name, read_what=arg, read_value=value,
                writer=move.node.name, write_what=move.region_what, race=race,
            )

        def exact():
            """False where enumerating a small concrete launch shows no race (`race_free`); else
            None, and the solver decides (and finds the race's witness)."""
            if region.concrete() is None or read_layout.concrete() is None:
                return None
            at_w = region.shift + region.itemsize * region.offset
            at_r = read_layout.shift + read_layout.itemsize * read_layout.offset
            return False if race_free(store, read, variant.grid, at_w, at_r, self._launches) else None

        desc = f"{move.node.name} stores {move.arg} ({store.where}) vs {'stores' if read.kind == 'store' else 'reads'} {arg} ({read.where})"
        return desc, formulas, witness, exact

    def _loaded_choices(self, model: z3.ModelRef, formulas: list, count: int = 3) -> list[list[dict]]:
        """The loaded values of the model, then of up to `count - 1` other models with different
        ones: the race may need values that also make the reading instance do its work, which no
        single model is sure to pick, and a counterexample tries each."""
        from ..callees.ttir_values import loaded_terms

        terms = loaded_terms(*formulas)
        choices = [_loaded_values(model, terms)] if terms else []
        blocked = list(formulas)
        while terms and len(choices) < count:
            blocked.append(z3.Or(*[t != model.eval(t, model_completion=True) for t in terms]))
            try:
                out = check(blocked, self.symbols, max(1, self.budget_ms // 8))
            except (Unsupported, z3.Z3Exception):
                break
            if out.answer is not Answer.SAT:
                break
            model = out.model
            choices.append(_loaded_values(model, terms))
        return choices

    def _loaded_in_view(self, node, formulas: list) -> list:
        """By the kernel contract every load stays in its argument's view, and so does each load
        of an index that the formulas name: the byte at its offset from the argument's first
        element is a byte of that view."""
        from ..callees.ttir_values import loaded_from, loaded_terms

        launch = node.kwargs.get("kwargs", {}) if isinstance(getattr(node, "kwargs", None), dict) else {}
        out = []
        for term in loaded_terms(*formulas):
            source = launch.get(loaded_from(term)[0])
            val = source.meta.get("val") if hasattr(source, "meta") else None
            if isinstance(val, torch.Tensor):
                layout = Layout.of(val)
                out.append(self.fp.member(self.fp.start(layout) + term.arg(0), layout, tag="ld").formula)
        return out


def _loaded_values(model: z3.ModelRef, terms: list) -> list[dict]:
    """The integers a race's instances load from index arguments (`terms`), as the model chose
    them: each argument, the byte offset from its pointer, the bit width and the value (what a
    counterexample must write there to show the race), once per place."""
    from ..callees.ttir_values import loaded_from

    out = {}
    for term in terms:
        offset, value = (model.eval(x, model_completion=True) for x in (term.arg(0), term))
        if z3.is_int_value(offset) and z3.is_int_value(value):
            arg, bits = loaded_from(term)
            out[arg, offset.as_long()] = {"arg": arg, "offset": offset.as_long(), "bits": bits, "value": value.as_long()}
    return [out[k] for k in sorted(out)]
