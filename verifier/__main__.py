"""`python -m verifier ...` is the command line `reinplace-verify ...`."""

import sys

from .surfaces.cli import main

sys.exit(main())
