"""The pieces of packaging that need no build: version, icons, Info.plist, Qt selection,
the NSIS script."""

from __future__ import annotations

import plistlib
import re
import shutil
import struct
import subprocess
import sys

import momon_packaging as mp
import pytest

import momon_desktop


def test_version_comes_from_pyproject_and_matches_the_package():
    assert mp.project_version() == momon_desktop.__version__


@pytest.mark.parametrize(
    ("version", "numbers"),
    [
        ("0.1.0", (0, 1, 0, 0)),
        ("1.2.3.4", (1, 2, 3, 4)),
        ("2.0rc1", (2, 0, 0, 0)),
        ("3", (3, 0, 0, 0)),
    ],
)
def test_windows_version_numbers(version, numbers):
    assert mp.version_tuple(version) == numbers


@pytest.mark.skipif(
    sys.platform != "win32", reason="PyInstaller's version-resource classes need pywin32"
)
def test_windows_version_resource():
    raw = mp.windows_version_info("1.2.3").toRaw()
    assert "1.2.3".encode("utf-16-le") in raw
    assert "Momon Desktop".encode("utf-16-le") in raw
    assert "momon-desktop.exe".encode("utf-16-le") in raw


def test_packaging_extra_names_pyinstaller():
    assert any(req.lower().startswith("pyinstaller>=") for req in mp.packaging_requirement())


def test_ico_holds_every_project_png_up_to_256():
    images = mp.icon_pngs()
    data = mp.ico_bytes(images)
    back = mp.read_ico(data)
    assert sorted(back) == [s for s in mp.ICO_SIZES if s in images]
    for size, png in back.items():
        assert png == images[size]
        assert mp.png_size(png) == (size, size)
    # The directory entry stores 0 for a side of 256.
    assert struct.unpack("<B", data[6 + 16 * (len(back) - 1) : 7 + 16 * (len(back) - 1)])[0] == 0


def test_icns_elements_are_pngs_of_the_declared_size():
    images = mp.icon_pngs()
    elements = mp.read_icns(mp.icns_bytes(images))
    sizes = dict(mp.ICNS_TYPES)
    assert {b"ic07", b"ic08", b"ic09"} <= set(elements)
    for kind, png in elements.items():
        assert mp.png_size(png) == (sizes[kind], sizes[kind])


def test_write_icons(tmp_path):
    ico, icns = mp.write_icons(tmp_path)
    assert mp.read_ico(ico.read_bytes())
    assert mp.read_icns(icns.read_bytes())


def test_info_plist_agrees_with_the_build():
    with (mp.PACKAGING_DIR / "macos" / "Info.plist").open("rb") as handle:
        info = plistlib.load(handle)
    assert info["CFBundleIdentifier"] == mp.BUNDLE_ID
    assert info["CFBundleExecutable"] == mp.EXE_NAME
    assert info["CFBundleShortVersionString"] == mp.project_version()
    assert info["LSMinimumSystemVersion"] == mp.MACOS_MINIMUM
    assert info["NSHighResolutionCapable"] is True
    assert info["CFBundleIconFile"] == "momon.icns"


def test_app_uses_only_small_qt_modules():
    assert {"QtCore", "QtGui", "QtWidgets"} <= set(mp.QT_MODULES)
    for module in mp.QT_MODULES:
        assert not module[2:].startswith(mp.QT_FORBIDDEN), module


@pytest.mark.parametrize(
    ("platform", "dest", "kept"),
    [
        ("linux", "PySide6/Qt/plugins/platforms/libqxcb.so", True),
        ("linux", "PySide6/Qt/plugins/platforms/libqoffscreen.so", True),
        ("linux", "PySide6/Qt/plugins/platforms/libqwayland.so", False),
        ("linux", "PySide6/Qt/plugins/platformthemes/libqgtk3.so", False),
        ("linux", "PySide6/Qt/plugins/imageformats/libqpdf.so", False),
        ("linux", "PySide6/Qt/plugins/tls/libqopensslbackend.so", False),
        ("linux", "PySide6/Qt/lib/libQt6Network.so.6", False),
        ("linux", "libQt6Qml.so.6", False),
        ("linux", "PySide6/Qt/lib/libQt6Widgets.so.6", True),
        ("linux", "PySide6/Qt/lib/libicudata.so.73", True),
        ("linux", "PySide6/Qt/translations/qtbase_de.qm", False),
        ("linux", "PySide6/Qt/translations/qtbase_th.qm", True),
        ("linux", "resources/fonts/NotoSansThai-Regular.ttf", True),
        ("win32", "PySide6/plugins/platforms/qwindows.dll", True),
        ("win32", "PySide6/plugins/styles/qmodernwindowsstyle.dll", True),
        ("win32", "PySide6/plugins/imageformats/qjpeg.dll", False),
        ("win32", "PySide6/Qt6Quick.dll", False),
        ("win32", "PySide6/Qt6Gui.dll", True),
        ("win32", "PySide6/opengl32sw.dll", False),
        ("darwin", "PySide6/Qt/plugins/platforms/libqcocoa.dylib", True),
        ("darwin", "PySide6/Qt/plugins/styles/libqmacstyle.dylib", True),
        ("darwin", "PySide6/Qt/lib/QtNetwork.framework/Versions/A/QtNetwork", False),
        ("darwin", "PySide6/Qt/lib/QtCore.framework/Versions/A/QtCore", True),
    ],
)
def test_qt_filter(platform, dest, kept):
    assert mp.QtFilter(platform=platform, languages=("th",)).keep(dest) is kept


def test_every_resource_is_collected():
    dests = {(source, dest) for source, dest in mp.resource_datas()}
    sources = {source for source, _ in dests}
    for folder in ("cards", "decks", "fonts", "translations", "icons"):
        assert any(f"/resources/{folder}/" in s.replace("\\", "/") for s in sources), folder
    assert all(dest.replace("\\", "/").startswith("resources") for _, dest in dests)
    assert not any(s.endswith(".ts") for s in sources)
    assert any(s.endswith("OFL.txt") for s in sources)


NSI = mp.PACKAGING_DIR / "windows" / "momon-desktop.nsi"


def test_nsis_script_has_what_a_player_needs():
    text = NSI.read_text(encoding="utf-8")
    for needed in (
        "$SMPROGRAMS",
        "$DESKTOP",
        "WriteUninstaller",
        'Section "Uninstall"',
        "VIProductVersion",
    ):
        assert needed in text, needed


@pytest.mark.skipif(
    shutil.which("makensis") is None and not sys.platform.startswith("linux"),
    reason="NSIS is installed by `python3 dev.py test` on Linux machines only",
)
def test_nsis_script_compiles_against_a_bundle_folder(tmp_path):
    bundle = tmp_path / "momon-desktop"
    (bundle / "_internal" / "resources").mkdir(parents=True)
    (bundle / "momon-desktop.exe").write_bytes(b"MZ")
    (bundle / "_internal" / "resources" / "cards.json").write_text("{}")
    ico, _ = mp.write_icons(tmp_path / "icons")
    out = tmp_path / "momon-desktop-0.1.0-windows-setup.exe"
    command = [
        "makensis", "-V2", "-WX",
        "-DVERSION=0.1.0", "-DVERSION_QUAD=0.1.0.0",
        f"-DBUNDLE_DIR={bundle}", f"-DICON={ico}", f"-DOUTFILE={out}", "-DCOMPRESSOR=zlib",
        str(NSI),
    ]  # fmt: skip
    completed = subprocess.run(command, capture_output=True, text=True)
    assert completed.returncode == 0, completed.stdout + completed.stderr
    assert out.read_bytes()[:2] == b"MZ"


@pytest.mark.skipif(
    shutil.which("makensis") is None and not sys.platform.startswith("linux"),
    reason="NSIS is installed by `python3 dev.py test` on Linux machines only",
)
def test_nsis_script_refuses_to_compile_without_a_bundle(tmp_path):
    completed = subprocess.run(
        ["makensis", "-V1", "-DVERSION=0.1.0", "-DVERSION_QUAD=0.1.0.0", str(NSI)],
        capture_output=True,
        text=True,
    )
    assert completed.returncode != 0
    assert "BUNDLE_DIR" in completed.stdout + completed.stderr


@pytest.mark.skipif(
    shutil.which("makensis") is None and not sys.platform.startswith("linux"),
    reason="NSIS is installed by `python3 dev.py test` on Linux machines only",
)
def test_nsis_signs_the_uninstaller_and_the_setup_program(tmp_path):
    bundle = tmp_path / "momon-desktop"
    bundle.mkdir()
    (bundle / "momon-desktop.exe").write_bytes(b"MZ")
    ico, _ = mp.write_icons(tmp_path / "icons")
    log = tmp_path / "signed.log"
    recorder = tmp_path / "record.sh"
    recorder.write_text(f'echo "$1" >> "{log}"\n')
    out = tmp_path / "momon-desktop-0.1.0-windows-setup.exe"
    command = [
        "makensis", "-V2", "-WX", "-DSIGN_SHELL=sh", f"-DSIGN_SCRIPT={recorder}",
        "-DVERSION=0.1.0", "-DVERSION_QUAD=0.1.0.0",
        f"-DBUNDLE_DIR={bundle}", f"-DICON={ico}", f"-DOUTFILE={out}", "-DCOMPRESSOR=zlib",
        str(NSI),
    ]  # fmt: skip
    completed = subprocess.run(command, capture_output=True, text=True)
    assert completed.returncode == 0, completed.stdout + completed.stderr
    signed = log.read_text().splitlines()
    assert len(signed) == 2  # the uninstaller (a temporary file), then the setup program
    assert signed[-1] == str(out)


WORKFLOW = mp.ROOT / ".github" / "workflows" / "release.yml"


def test_release_workflow_uses_files_that_exist():
    text = WORKFLOW.read_text(encoding="utf-8")
    paths = set(re.findall(r"packaging[/\\][\w./\\-]+\.(?:py|ps1|sh|plist)", text))
    assert {
        "packaging/build.py",
        "packaging/windows/sign.ps1",
        "packaging/macos/entitlements.plist",
    } <= {p.replace("\\", "/") for p in paths}
    for path in paths:
        assert (mp.ROOT / path.replace("\\", "/")).is_file(), path


def test_release_workflow_builds_on_native_runners_for_version_tags():
    text = WORKFLOW.read_text(encoding="utf-8")
    assert 'tags: ["v*"]' in text
    for needed in ("windows-latest", "macos-latest", 'python-version: "3.11"', "--self-test"):
        assert needed in text, needed
    # Every signing step is gated on its credentials.
    for step in ("Sign momon-desktop.exe", "Sign Momon Desktop.app", "Sign and notarise"):
        block = text.split(f"name: {step}", 1)[1].split("- name:", 1)[0]
        assert "if:" in block and "steps.credentials.outputs" in block, step


def _copy_resources(target):
    for source, dest in mp.resource_datas():
        folder = target / dest.replace("\\", "/").removeprefix("resources").lstrip("/")
        folder.mkdir(parents=True, exist_ok=True)
        shutil.copy2(source, folder)


def _touch(path):
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(b"\0")
    return path


def _fake_windows_bundle(dist):
    bundle = dist / "momon-desktop"
    _touch(bundle / "momon-desktop.exe")
    internal = bundle / "_internal"
    for module in mp.QT_MODULES:
        _touch(internal / "PySide6" / f"Qt6{module[2:]}.dll")
        _touch(internal / "PySide6" / f"{module}.pyd")
    for plugin in (
        "platforms/qwindows.dll",
        "platforms/qoffscreen.dll",
        "styles/qmodernwindowsstyle.dll",
    ):
        _touch(internal / "PySide6" / "plugins" / plugin)
    _copy_resources(internal / "resources")
    return internal


def _fake_macos_bundle(dist):
    contents = dist / f"{mp.APP_NAME}.app" / "Contents"
    _touch(contents / "MacOS" / mp.EXE_NAME)
    lib = contents / "Frameworks" / "PySide6" / "Qt" / "lib"
    for module in mp.QT_MODULES:
        _touch(lib / f"{module}.framework" / "Versions" / "A" / module)
    for plugin in ("platforms/libqcocoa.dylib", "platforms/libqoffscreen.dylib"):
        _touch(contents / "Frameworks" / "PySide6" / "Qt" / "plugins" / plugin)
    _copy_resources(contents / "Resources" / "resources")
    return lib


def test_inspect_a_windows_bundle(tmp_path):
    internal = _fake_windows_bundle(tmp_path)
    report = mp.inspect_bundle(tmp_path, "win32")
    assert report.ok, report.problems
    assert "platforms/qwindows.dll" in report.plugins
    _touch(internal / "PySide6" / "Qt6Network.dll")
    (internal / "resources" / "fonts" / "OFL.txt").unlink()
    problems = mp.inspect_bundle(tmp_path, "win32").problems
    assert any("QtNetwork" in p for p in problems)
    assert any("fonts/OFL.txt" in p for p in problems)


def test_inspect_a_macos_app(tmp_path):
    lib = _fake_macos_bundle(tmp_path)
    report = mp.inspect_bundle(tmp_path, "darwin")
    assert report.ok, report.problems
    assert report.bundle.name == "Momon Desktop.app"
    _touch(lib / "QtQml.framework" / "Versions" / "A" / "QtQml")
    (
        report.bundle
        / "Contents"
        / "Frameworks"
        / "PySide6"
        / "Qt"
        / "plugins"
        / "platforms"
        / "libqcocoa.dylib"
    ).unlink()
    problems = mp.inspect_bundle(tmp_path, "darwin").problems
    assert any("QtQml" in p for p in problems)
    assert any("qcocoa" in p for p in problems)
