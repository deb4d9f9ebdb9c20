"""`acp-bridge` and `python -m acp_bridge`: the command line (:mod:`.cli`; the editor's launcher calls
it directly).

Its imports take a tenth of a second, long enough for a Ctrl+C pressed as it starts to land in one
of them: that ends it as a Ctrl+C pressed later does, with exit code 130 and no traceback.
"""

import sys


def main() -> int:
    try:
        from .cli import main as cli_main

        return cli_main()
    except KeyboardInterrupt:
        return 130


if __name__ == "__main__":
    sys.exit(main())
