"""The application icon is painted at every size and matches the shipped PNG files."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QImage

from momon_desktop.ui.look.icons import ICON_SIZES, app_icon, app_icon_image
from momon_desktop.ui.paths import resource_path

pytestmark = pytest.mark.gui


def test_app_icon_has_every_size():
    icon = app_icon()
    sizes = {(s.width(), s.height()) for s in icon.availableSizes()}
    assert {(n, n) for n in ICON_SIZES} <= sizes


@pytest.mark.parametrize("size", ICON_SIZES)
def test_icon_is_opaque_in_the_middle_and_clear_in_the_corner(size):
    image = app_icon_image(size)
    assert image.pixelColor(size // 2, size // 2).alpha() == 255
    assert image.pixelColor(0, 0).alpha() == 0


def test_shipped_icon_files_exist():
    for size in ICON_SIZES:
        image = QImage(str(resource_path("icons", f"momon-{size}.png")))
        assert (image.width(), image.height()) == (size, size)
