"""Outputs as the caller sees them: which storages the graph's outputs share is part of what the
caller was promised, beside their values.

AOTAutograd planned its call of the graph from the graph as it came: an output that shares no
storage with an input or with another output is a fresh tensor to it (a forward's saved tensors
are donated to the backward, which reuses their memory once it has read them; a user's output
stays apart from the inputs). The caller's own plan (`compiler.capture.caller_plan`) says which
outputs it regenerates as views of an input and which inputs it hands over to the graph.
"""

from __future__ import annotations

from typing import Any

from ..memory.effects import MemoryModel
from .state import Move, State


class CallerOutputs:
    def __init__(self, program: MemoryModel, state: State, info: Any):
        self.program, self.state, self.info = program, state, info
        self._outputs: list[tuple[str, str]] | None = None  # ("output i (node)", its storage), made when first asked

    def shared(self, move: Move) -> str:
        """Why `move` changes what the caller was promised: it places the storage an output lives
        in into the storage of an input, or of another output, that it did not share; "" when it
        does not."""
        if move.fresh is None:
            return ""
        fresh, target = self.state.storage_of(move.fresh)[0], self.state.storage_of(move.target)[0]
        if fresh == target:
            return ""
        if self._outputs is None:
            regenerated = {f"output {i}" for i in self.info.regenerated_outputs}
            self._outputs = [(f"{a.what} ({a.value.name})", self.program.storage[a.value]) for a in self.program.accesses
                             if a.node is None and a.what.startswith("output ") and a.what not in regenerated]
        mine = [what for what, st in self._outputs if self.state.storage_of(st)[0] == fresh]
        if not mine:
            return ""
        handed_over = self.info.handed_over
        inputs = [p.name for st in self.state.storages_in(target) for p in self.program.inputs.get(st, [])
                  if p.name not in handed_over]
        if inputs:
            return (f"the graph's {mine[0]} would live in input {inputs[0]}'s storage, which it does not share in "
                    "the graph as it came: its caller takes that output for a fresh tensor (AOT saves it for the "
                    "backward, which may reuse its memory)")
        others = [what for what, st in self._outputs if self.state.storage_of(st)[0] == target]
        if others:
            return (f"the graph's {mine[0]} would share storage with its {others[0]}, which it does not in the graph "
                    "as it came: its caller takes them for separate tensors (AOT saves them for the backward, which "
                    "may reuse the memory of one while the other is read)")
        return ""
