"""The modes of a verified compile, and what each applies, refuses and caches.

- `verified`: apply every rewrite the verifier proves (Inductor's own reinplacing does not run);
- `gate`: apply Inductor's choices only where they are proven;
- `audit`: keep Inductor's choices, and report each disagreement and each conflict of its lowering;
- `clones`: reinplace nothing (every clone kept): the functional program under Inductor's own
  lowering, the reference that separates a rewrite's effect from Inductor's numerics.
"""

from __future__ import annotations

import enum


class Mode(str, enum.Enum):
    VERIFIED = "verified"
    GATE = "gate"
    AUDIT = "audit"
    CLONES = "clones"

    def __str__(self) -> str:
        return self.value

    @classmethod
    def of(cls, value: "Mode | str") -> "Mode":
        """The mode named `value`; a ValueError that lists the modes for any other name."""
        try:
            return cls(value)
        except ValueError:
            raise ValueError(f"verified_inductor mode must be one of {tuple(m.value for m in cls)}, not {value!r}") from None

    @property
    def refuses(self) -> bool:
        """What the checks find is removed from the program (a rewrite or a copy drop not proven,
        a fusion, reordering or in-place update that breaks the rule); in audit mode it is reported
        and stays, as Inductor made it."""
        return self is not Mode.AUDIT

    @property
    def inductor_decides(self) -> bool:
        """Inductor's own reinplacing pass runs (its choices are kept and audited)."""
        return self is Mode.AUDIT

    @property
    def caches(self) -> bool:
        """Compiles may use Inductor's FX-graph and AOTAutograd caches (keyed by the verifier); audit
        mode analyses every compile, so its caches stay off."""
        return self is not Mode.AUDIT

    @property
    def refills(self) -> bool:
        """A fill that several writers share is made once per writer before the analysis
        (`running.fills`), so that no writer needs a clone of it: in verified mode only, as `gate`
        applies Inductor's own choices and those are made on the graph as it comes."""
        return self is Mode.VERIFIED

    @property
    def places_outputs(self) -> bool:
        """A writer's fresh output is given an input that dies there before the analysis, which then
        decides whether it is written in place (`running.dead_inputs`): in verified mode only, for
        the same reason as `refills`."""
        return self is Mode.VERIFIED

    @property
    def reuses_written(self) -> bool:
        """A buffer a kernel wrote in place is offered to its last reader for its result, as
        Inductor offers the buffers it computed (`integration.reuse`): in verified mode only."""
        return self is Mode.VERIFIED

    def applies(self, proven: bool, inductor: str | None) -> bool:
        """Whether a rewrite is applied: `proven` by the verifier, `inductor` Inductor's own
        decision on it ("reinplace", "clone", or None where its pass has none)."""
        if self is Mode.VERIFIED:
            return proven
        if self is Mode.GATE:
            return proven and inductor == "reinplace"
        return False  # clones: nothing; audit: Inductor's pass decides, not the verifier


MODES = tuple(m.value for m in Mode)
