# One runner for people, CI and the README.
.PHONY: setup test run cli-demo lint bench bench-editor e2e clean

setup:
	bash scripts/setup-python.sh

test:
	bash scripts/test.sh

run:
	bash scripts/run-product.sh

cli-demo: setup
	bash scripts/run.sh

lint: setup
	.venv/bin/ruff check acp_bridge tests benchmarks scripts
	.venv/bin/mypy

e2e:
	bash vscode-extension/test/e2e/run.sh

bench: setup
	.venv/bin/python -m benchmarks
	.venv/bin/python -m benchmarks.history_search
	bash scripts/bench-editor.sh

bench-editor:
	bash scripts/bench-editor.sh

clean:
	rm -rf .venv .cache
