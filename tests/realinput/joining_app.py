"""The joining app in a process of its own, on the test's X server, for the test of two
app instances playing each other (``test_hosting.py``). Run as::

    python tests/realinput/joining_app.py SETTINGS.ini PORT CODE

It opens the Join a table dialog, fills it in and joins the table on 127.0.0.1 (the
setting up; the game itself is played by the test's real pointer). Whenever the person
at this app has a decision and the table is still, it prints one JSON line: the
decision's kind, the number of moves, and where on the screen its Hand cards, the
Arena's squares and the yes and no buttons are, for the test's pointer. Once the game
is over and its checked record is on this table it prints ``{"over": RESULT}``."""

from __future__ import annotations

import json
import sys
from pathlib import Path

from PySide6.QtCore import QSettings, QTimer
from PySide6.QtWidgets import QApplication

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from momon_desktop.ui.assembly import build_table
from momon_desktop.ui.features.joining import TableJoining
from momon_desktop.ui.look.theme import apply_application_style
from tests.realinput.robot import global_point
from tests.realinput.table import Table


def main() -> None:
    app = QApplication([])
    apply_application_style(app)
    window = build_table(QSettings(sys.argv[1], QSettings.Format.IniFormat))
    window.resize(950, 1040)
    window.move(965, 0)
    window.show()
    joining = window.feature(TableJoining)
    assert joining is not None
    dialog = joining.open()
    dialog.name_edit.setText("Ben")
    dialog.address_edit.setText("127.0.0.1")
    dialog.port_spin.setValue(int(sys.argv[2]))
    dialog.code_edit.setText(sys.argv[3])
    dialog.join_button.click()
    table = Table(None, None, window)  # type: ignore[arg-type]
    said: list[object] = []

    def report() -> None:
        c = window.controller
        g = c.game
        if g is None:
            return
        if g.over and c.relay is None and not window.scene.animating:
            if not any(isinstance(s, dict) and "over" in s for s in said):
                line = {"over": g.result.to_json() if g.result else None}
                said.append(line)
                print(json.dumps(line), flush=True)
            return
        d = window.session.my_decision()
        if d is None or window.scene.animating:
            return
        key = [len(g.history), len(g.log), d.kind]
        if said and said[-1] == key:
            return
        said.append(key)
        place = {
            "decision": d.kind, "moves": len(g.history),
            "hand": [table.hand_point(r) for r in range(window.hand_model.rowCount())]
            if d.kind == "summon" else [],
            "empty": g.empty_squares(),
            "squares": {str(s): table.square_point(s) for s in range(16)},
            "legal": sorted(window.scene.overlay.legal),
            "yes": global_point(window.yes_no.yes_button),
            "no": global_point(window.yes_no.no_button),
        }
        print(json.dumps(place), flush=True)

    timer = QTimer()
    timer.setInterval(50)
    timer.timeout.connect(report)
    timer.start()
    app.exec()


if __name__ == "__main__":
    main()
