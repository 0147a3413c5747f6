"""Outputs as the caller sees them: which storages the graph's outputs share is part of what the
caller was promised, beside their values.

AOTAutograd planned its call of the graph from the graph as it came: an output that shares no
storage with an input or with another output is a fresh tensor to it (a forward's saved tensors
are donated to the backward, which reuses their memory once it has read them; a user's output
stays apart from the inputs). The caller's own plan (`compiler.capture.caller_plan`) says which
outputs it regenerates as views of an input and which inputs it hands over to the graph.

A compile that applies its rewrites may also change the plan where that is sound: a saved tensor
that AOT donates, and checks the version of, may come to live in an input's storage when the
donation is given up (`compiler.capture.give_up_donations`): the backward then takes it for what it
is, an input it reads and never writes, and a later write of that input by the user fails the
version check, as it does in eager, where the function saved the input itself. So only the clone
of a functionalization wrapper (a kernel's or custom op's, whose eager call took the input itself)
moves so; a clone the user wrote keeps its promise. Not for an audit: Inductor gives nothing up, so
its rewrite stays refused.
"""

from __future__ import annotations

from typing import Any

from ..compiler.ops import functionalization_wrappers
from ..memory.effects import MemoryModel
from .state import Move, State


# what a proof's reason adds when its rewrite gives a donation up
GIVEN_UP = ("; a tensor saved for the backward comes to live in an input, and AOT's donation of it to the "
            "backward is given up")


class CallerOutputs:
    def __init__(self, program: MemoryModel, state: State, info: Any, undonate: bool = False):
        self.program, self.state, self.info, self.undonate = program, state, info, undonate
        # ("output i (node)", its position, its storage), made when first asked
        self._outputs: list[tuple[str, int, str]] | None = None

    def shared(self, move: Move) -> tuple[str, tuple[int, ...]]:
        """Why `move` changes what the caller was promised: it places the storage an output lives
        in into the storage of an input, or of another output, that it did not share; "" when it
        does not. Second, the donations to the backward the move gives up to keep the promise
        (with `undonate`), as the backward's placeholder indices."""
        if move.fresh is None:
            return "", ()
        fresh, target = self.state.storage_of(move.fresh)[0], self.state.storage_of(move.target)[0]
        if fresh == target:
            return "", ()
        if self._outputs is None:
            regenerated = set(self.info.regenerated_outputs)
            outputs = [(a, int(a.what.split()[1])) for a in self.program.accesses
                       if a.node is None and a.what.startswith("output ")]
            self._outputs = [(f"{a.what} ({a.value.name})", at, self.program.storage[a.value])
                             for a, at in outputs if at not in regenerated]
        mine = [(what, at) for what, at, st in self._outputs if self.state.storage_of(st)[0] == fresh]
        if not mine:
            return "", ()
        handed_over = self.info.handed_over
        inputs = [p.name for st in self.state.storages_in(target) for p in self.program.inputs.get(st, [])
                  if p.name not in handed_over]
        if inputs:
            donated = self.info.donated_outputs
            # only the clone of a functionalization wrapper: in eager, the call took the input itself
            if self.undonate and getattr(move.node, "target", None) in functionalization_wrappers() \
                    and all(at in donated for _, at in mine):
                return "", tuple(sorted(donated[at] for _, at in mine))
            return (f"the graph's {mine[0][0]} would live in input {inputs[0]}'s storage, which it does not share in "
                    "the graph as it came: its caller takes that output for a fresh tensor (AOT saves it for the "
                    "backward, which may reuse its memory)"), ()
        others = [what for what, _, st in self._outputs if self.state.storage_of(st)[0] == target]
        if others:
            return (f"the graph's {mine[0][0]} would share storage with its {others[0]}, which it does not in the graph "
                    "as it came: its caller takes them for separate tensors (AOT saves them for the backward, which "
                    "may reuse the memory of one while the other is read)"), ()
        return "", ()
