"""Parity with plain Inductor, each compile in a fresh process (see verifier/surfaces/parity.py).

    python benchmarks/parity.py tests/programs.py --corpus tests/liger_programs.py ... --random 500
"""
import sys

from verifier.surfaces.parity import main

if __name__ == "__main__":
    sys.exit(main())
