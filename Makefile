# One runner for people, CI and the README.
.PHONY: setup test run lint bench clean

setup:
	bash scripts/setup-python.sh

test:
	bash scripts/test.sh

run: setup
	bash scripts/run.sh

lint: setup
	.venv/bin/ruff check acp_bridge tests benchmarks
	.venv/bin/mypy

clean:
	rm -rf .venv .cache
