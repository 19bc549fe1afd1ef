"""Tables found on the local network (DNS-SD over multicast DNS, net.discovery), tested
in a network namespace of the test's own whose only interface is its loopback: a hosted
table is announced with its port, name and protocol version, found, and gone from the
list once it closes; the headless host announces itself when asked. Everywhere else in
the test suite announcing is off."""

from __future__ import annotations

import threading
from pathlib import Path

import pytest

from momon_desktop.net.discovery import (
    SERVICE,
    Announcer,
    Finder,
    FoundTable,
    discovery_wanted,
    local_interfaces,
)
from momon_desktop.net.protocol import VERSION
from tests.net.pair import LINE_WAIT, scenario_file
from tests.net.pair import host as pair_host
from tests.net.privatenet import in_private_network, interfaces, loopback_up, run_in_private_network

private = pytest.mark.skipif(not in_private_network(),
                             reason="runs in a network namespace of its own")


class Heard:
    """What a finder has heard, with a wait for a condition on it."""

    def __init__(self) -> None:
        self.tables: list[FoundTable] = []
        self.changed = threading.Condition()

    def __call__(self, tables: list[FoundTable]) -> None:
        with self.changed:
            self.tables = tables
            self.changed.notify_all()

    def wait_for(self, test) -> list[FoundTable]:  # type: ignore[no-untyped-def]
        with self.changed:
            assert self.changed.wait_for(lambda: test(self.tables), timeout=LINE_WAIT), self.tables
            return self.tables


@private
def test_a_table_is_announced_found_and_gone_once_closed() -> None:
    loopback_up()
    assert interfaces() == ["lo"]
    assert local_interfaces() == ["127.0.0.1"]
    heard = Heard()
    finder = Finder(heard)
    announcer = Announcer("Ann", 4321)
    try:
        announcer.start()
        (table,) = heard.wait_for(lambda tables: len(tables) == 1)
        assert (table.name, table.address, table.port) == ("Ann", "127.0.0.1", 4321)
        assert table.version == str(VERSION) and table.same_version
        assert table.service.endswith(SERVICE)
        announcer.close()
        heard.wait_for(lambda tables: tables == [])
    finally:
        announcer.close()
        finder.close()


@private
def test_the_headless_host_announces_itself_when_asked(tmp_path: Path) -> None:
    loopback_up()
    heard = Heard()
    finder = Finder(heard)
    try:
        host, port, _code = pair_host(scenario_file(tmp_path), "--announce", "Headless Ann")
        try:
            (table,) = heard.wait_for(lambda tables: len(tables) == 1)
            assert (table.name, table.port) == ("Headless Ann", port)
        finally:
            host.close()
    finally:
        finder.close()


@pytest.mark.skipif(in_private_network(), reason="starts the private network itself")
@pytest.mark.parametrize("test", ["test_a_table_is_announced_found_and_gone_once_closed",
                                  "test_the_headless_host_announces_itself_when_asked"])
def test_discovery_in_a_network_of_its_own(test: str, tmp_path: Path) -> None:
    run = run_in_private_network(f"tests/net/test_discovery.py::{test}", tmp_path)
    report = run.stdout[-4000:] + run.stderr[-2000:]
    assert run.returncode == 0, report
    assert "1 passed" in run.stdout, report


def test_the_test_suite_announces_nothing() -> None:
    assert discovery_wanted() == in_private_network()
