"""The kept code of attrs' generated methods: reused on the next start, the classes unchanged, and
anything unexpected leaves attrs compiling as usual."""

from __future__ import annotations

import builtins
import os
import sys
from pathlib import Path
from typing import Any

import attr
import attrs
import pytest
from attr import _make

from acp_bridge import codecache
from acp_bridge.codecache import attrs_code_cache, cache_file


def define_point() -> type[Any]:
    """The same class on every call (same module, name and fields: the same source from attrs)."""

    @attrs.define
    class Point:
        x: int
        y: int = attrs.field(validator=attrs.validators.instance_of(int), default=0)

    return Point


@pytest.fixture
def compiles(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """The file names of the scripts the cache had to compile."""
    names: list[str] = []

    def counting(source: str, filename: str, mode: str) -> Any:
        names.append(filename)
        return builtins.compile(source, filename, mode)

    monkeypatch.setattr(codecache, "compile", counting, raising=False)
    return names


def check(point_class: type[Any]) -> None:
    point = point_class(1, 2)
    assert point == point_class(1, 2) and point != point_class(1, 3)
    assert repr(point) == "Point(x=1, y=2)"
    with pytest.raises(TypeError):
        point_class(1, "2")


def test_the_second_start_reuses_the_code_and_the_class_is_the_same(
    tmp_path: Path, compiles: list[str]
) -> None:
    path = cache_file(tmp_path / "cache")
    with attrs_code_cache(path):
        check(define_point())
    assert compiles and path.exists()
    kept = path.read_bytes()
    compiles.clear()
    with attrs_code_cache(path):
        check(define_point())
    assert compiles == []  # nothing compiled: every script was kept
    assert path.read_bytes() == kept  # and nothing new to write


def test_attrs_is_left_as_it_was_after_the_block(tmp_path: Path) -> None:
    original = _make._compile_and_eval
    with attrs_code_cache(cache_file(tmp_path)):
        assert _make._compile_and_eval is not original
    assert _make._compile_and_eval is original
    with pytest.raises(RuntimeError), attrs_code_cache(cache_file(tmp_path)):
        raise RuntimeError
    assert _make._compile_and_eval is original


@pytest.mark.parametrize("content", [b"", b"not marshal at all", b"\xe3" * 40, b"N"])
def test_a_damaged_cache_is_ignored_and_replaced(tmp_path: Path, compiles: list[str], content: bytes) -> None:
    path = cache_file(tmp_path)
    path.write_bytes(content)
    with attrs_code_cache(path):
        check(define_point())
    assert compiles
    compiles.clear()
    with attrs_code_cache(path):
        check(define_point())
    assert compiles == []


def test_a_cache_that_cannot_be_written_changes_nothing(tmp_path: Path) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("")
    with attrs_code_cache(blocker / "sub" / "cache.marshal"):  # a directory under a file
        check(define_point())
    if os.geteuid() != 0:  # (root writes anywhere)
        locked = tmp_path / "locked"
        locked.mkdir(mode=0o500)
        with attrs_code_cache(locked / "cache.marshal"):
            check(define_point())


def test_the_cache_file_is_per_python_and_attrs_version(tmp_path: Path) -> None:
    name = cache_file(tmp_path).name
    assert sys.implementation.cache_tag in name and attr.__version__ in name


def test_the_file_keeps_what_the_last_start_used(tmp_path: Path, compiles: list[str]) -> None:
    """Code of classes no longer defined (an older lsprotocol) does not pile up."""

    def define_other() -> type[Any]:
        @attrs.define
        class Other:
            name: str

        return Other

    path = cache_file(tmp_path)
    with attrs_code_cache(path):
        define_point()
    with attrs_code_cache(path):  # only Other now: compiled, and the file rewritten without Point
        assert define_other()("n").name == "n"
    compiles.clear()
    with attrs_code_cache(path):
        check(define_point())
    assert compiles  # Point's code was let go
