"""Facts and helpers shared by the PyInstaller spec, ``build.py`` and the packaging tests.

Only the standard library is used, so the spec, the build script and the tests can all
import this module before anything else is installed.

What lives here:

* the application's names and version (the version is read from ``pyproject.toml``);
* the icon containers: a Windows ``.ico`` and a macOS ``.icns`` assembled from the
  project's own ``resources/icons/momon-<size>.png`` files (both formats accept PNG
  images as their payload, so no image library is needed);
* which parts of Qt belong in the bundle: the Qt modules the app imports, the plugins
  it needs on each platform, and the Qt translations for the languages it ships;
* :func:`inspect_bundle`, the check that a finished bundle holds every resource and
  none of the Qt modules the app does not use.
"""

from __future__ import annotations

import os
import re
import struct
import sys
import tomllib
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path, PurePath

PACKAGING_DIR = Path(__file__).resolve().parent
ROOT = PACKAGING_DIR.parent
RESOURCES_DIR = ROOT / "resources"
ICONS_DIR = RESOURCES_DIR / "icons"

APP_NAME = "Momon Desktop"
EXE_NAME = "momon-desktop"
BUNDLE_ID = "org.momondesktop.MomonDesktop"
PUBLISHER = "Momon Desktop contributors"
MACOS_MINIMUM = "13.0"  # Qt 6.11 runs on macOS 13 (Ventura) and later.

# The folders of resources/ the app reads at run time; every one must reach the bundle.
RESOURCE_FOLDERS = ("ai", "cards", "decks", "fonts", "icons", "opponents", "puzzles",
                    "translations")
# Source files in resources/ that only the tools read.
RESOURCE_SOURCE_SUFFIXES = (".ts",)


# --------------------------------------------------------------------------- version


def project_version(pyproject: Path = ROOT / "pyproject.toml") -> str:
    """The version in ``pyproject.toml``'s ``[project]`` table, e.g. ``"0.1.0"``."""
    with pyproject.open("rb") as handle:
        version = tomllib.load(handle)["project"]["version"]
    if not isinstance(version, str) or not re.fullmatch(r"\d+(\.\d+){0,3}([.-]?\w+)?", version):
        raise ValueError(f"pyproject.toml: unusable project version {version!r}")
    return version


def packaging_requirement(pyproject: Path = ROOT / "pyproject.toml") -> list[str]:
    """The ``packaging`` optional extra of ``pyproject.toml`` (PyInstaller's requirement)."""
    with pyproject.open("rb") as handle:
        extras = tomllib.load(handle)["project"].get("optional-dependencies", {})
    requirements = extras.get("packaging")
    if not requirements:
        raise KeyError("pyproject.toml has no [project.optional-dependencies] packaging extra")
    return list(requirements)


def version_tuple(version: str) -> tuple[int, int, int, int]:
    """Four numbers for Windows version resources: ``"1.2.3rc1"`` gives ``(1, 2, 3, 0)``."""
    release = re.match(r"\d+(?:\.\d+)*", version)
    if release is None:
        raise ValueError(f"version {version!r} does not start with a number")
    numbers = [int(part) for part in release.group(0).split(".")][:4]
    padded = (numbers + [0, 0, 0, 0])[:4]
    return padded[0], padded[1], padded[2], padded[3]


def windows_version_info(version: str):  # -> PyInstaller's VSVersionInfo
    """The version resource of ``momon-desktop.exe`` (shown in its Properties > Details).

    Needs PyInstaller, so it is imported here rather than at the top of the module.
    """
    from PyInstaller.utils.win32.versioninfo import (
        FixedFileInfo,
        StringFileInfo,
        StringStruct,
        StringTable,
        VarFileInfo,
        VarStruct,
        VSVersionInfo,
    )

    numbers = version_tuple(version)
    strings = [
        StringStruct("CompanyName", PUBLISHER),
        StringStruct("FileDescription", APP_NAME),
        StringStruct("FileVersion", version),
        StringStruct("InternalName", EXE_NAME),
        StringStruct("LegalCopyright", f"{PUBLISHER}, GPL-3.0-or-later"),
        StringStruct("OriginalFilename", EXE_NAME + ".exe"),
        StringStruct("ProductName", APP_NAME),
        StringStruct("ProductVersion", version),
    ]
    return VSVersionInfo(
        ffi=FixedFileInfo(filevers=numbers, prodvers=numbers),
        kids=[
            # 0x0409 US English, 0x04B0 (1200) Unicode.
            StringFileInfo([StringTable("040904B0", strings)]),
            VarFileInfo([VarStruct("Translation", [0x0409, 0x04B0])]),
        ],
    )


# ----------------------------------------------------------------------------- icons


def png_size(data: bytes) -> tuple[int, int]:
    """Width and height from a PNG file's IHDR chunk."""
    if data[:8] != b"\x89PNG\r\n\x1a\n" or data[12:16] != b"IHDR":
        raise ValueError("not a PNG image")
    width, height = struct.unpack(">II", data[16:24])
    return width, height


def icon_pngs(folder: Path = ICONS_DIR) -> dict[int, bytes]:
    """The project's square icon PNGs by side length (``momon-<size>.png``)."""
    images: dict[int, bytes] = {}
    for path in folder.glob("momon-*.png"):
        data = path.read_bytes()
        width, height = png_size(data)
        if width != height:
            raise ValueError(f"{path}: icon is {width}x{height}, not square")
        images[width] = data
    if not images:
        raise FileNotFoundError(f"no momon-<size>.png icons in {folder}")
    return images


ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)


def ico_bytes(images: dict[int, bytes]) -> bytes:
    """A Windows icon file holding the given PNGs (sizes up to 256, as ICO allows).

    Since Windows Vista an ICO entry may be a complete PNG file; the directory entry
    stores 0 for a side of 256.
    """
    sizes = [size for size in ICO_SIZES if size in images]
    if not sizes:
        raise ValueError("no image of an ICO size (16 to 256)")
    header = struct.pack("<HHH", 0, 1, len(sizes))
    offset = len(header) + 16 * len(sizes)
    entries, payload = b"", b""
    for size in sizes:
        data = images[size]
        entries += struct.pack(
            "<BBBBHHII", size % 256, size % 256, 0, 0, 1, 32, len(data), offset + len(payload)
        )
        payload += data
    return header + entries + payload


# ICNS element types whose payload is a PNG file, and the pixel size each holds.
ICNS_TYPES: tuple[tuple[bytes, int], ...] = (
    (b"icp4", 16),
    (b"icp5", 32),
    (b"icp6", 64),
    (b"ic07", 128),
    (b"ic08", 256),
    (b"ic09", 512),
    (b"ic11", 32),  # 16 pt at 2x
    (b"ic12", 64),  # 32 pt at 2x
    (b"ic13", 256),  # 128 pt at 2x
    (b"ic14", 512),  # 256 pt at 2x
    (b"ic10", 1024),  # 512 pt at 2x
)


def icns_bytes(images: dict[int, bytes]) -> bytes:
    """A macOS icon file: the ``icns`` header and one PNG element per available size."""
    body = b""
    for kind, size in ICNS_TYPES:
        if size in images:
            body += kind + struct.pack(">I", 8 + len(images[size])) + images[size]
    if not body:
        raise ValueError("no image of an ICNS size")
    return b"icns" + struct.pack(">I", 8 + len(body)) + body


def read_ico(data: bytes) -> dict[int, bytes]:
    """The images of an ICO file by side length (for checks)."""
    reserved, kind, count = struct.unpack("<HHH", data[:6])
    if reserved != 0 or kind != 1:
        raise ValueError("not an ICO file")
    images: dict[int, bytes] = {}
    for index in range(count):
        width, _, _, _, _, _, length, offset = struct.unpack(
            "<BBBBHHII", data[6 + 16 * index : 22 + 16 * index]
        )
        images[width or 256] = data[offset : offset + length]
    return images


def read_icns(data: bytes) -> dict[bytes, bytes]:
    """The elements of an ICNS file by type (for checks)."""
    if data[:4] != b"icns" or struct.unpack(">I", data[4:8])[0] != len(data):
        raise ValueError("not an ICNS file")
    elements: dict[bytes, bytes] = {}
    position = 8
    while position < len(data):
        kind = data[position : position + 4]
        (length,) = struct.unpack(">I", data[position + 4 : position + 8])
        elements[kind] = data[position + 8 : position + length]
        position += length
    return elements


def write_icons(target_dir: Path) -> tuple[Path, Path]:
    """Write ``momon.ico`` and ``momon.icns`` into ``target_dir``; returns both paths."""
    images = icon_pngs()
    target_dir.mkdir(parents=True, exist_ok=True)
    ico = target_dir / "momon.ico"
    icns = target_dir / "momon.icns"
    ico.write_bytes(ico_bytes(images))
    icns.write_bytes(icns_bytes(images))
    return ico, icns


# ---------------------------------------------------------------------------- Qt parts


def app_qt_modules(package: Path = ROOT / "momon_desktop") -> tuple[str, ...]:
    """The Qt modules the app's source imports (``QtCore``, ``QtGui``, ...), sorted.

    The bundle follows the code: a module the app starts to import is collected at the
    next build, and nothing else of Qt is. (The self-test, a shipped command, drives
    the real window through ``QtTest``.)
    """
    pattern = re.compile(r"^\s*(?:from|import)\s+PySide6\.(Qt\w+)", re.MULTILINE)
    modules = {"QtCore"}
    for path in package.rglob("*.py"):
        modules.update(pattern.findall(path.read_text(encoding="utf-8")))
    return tuple(sorted(modules))


QT_MODULES = app_qt_modules()

# Qt libraries the kept modules and plugins need besides the modules themselves:
# DBus and XcbQpa for the X11 platform plugin and the desktop portal on Linux.
QT_HELPER_LIBRARIES = ("DBus", "XcbQpa")

# Large Qt modules the app has no use for. inspect_bundle() fails if one of them is in
# the bundle, even if the app imported it: adding one is a decision, not an accident.
QT_FORBIDDEN = (
    "Network",
    "Qml",
    "Quick",
    "3D",
    "WebEngine",
    "WebChannel",
    "Multimedia",
    "Pdf",
    "Designer",
    "Sql",
    "OpenGL",
    "VirtualKeyboard",
    "Wayland",
)

# Plugins kept, by plugin folder, as file-name stems without "lib" and the suffix.
# Everything not listed (image formats, SQL drivers, TLS, QML tooling, the virtual
# keyboard, Wayland, EGL devices, printing) stays out: the app paints its own art,
# writes PNG (built into QtGui) and talks to no network.
QT_PLUGINS: dict[str, dict[str, tuple[str, ...]]] = {
    "linux": {
        "platforms": ("qxcb", "qoffscreen", "qminimal"),
        # Compose and IBus input methods: players type Thai names through them.
        "platforminputcontexts": (
            "composeplatforminputcontextplugin",
            "ibusplatforminputcontextplugin",
        ),
        # The desktop portal gives native file dialogs without pulling in GTK.
        "platformthemes": ("qxdgdesktopportal",),
    },
    "win32": {
        "platforms": ("qwindows", "qoffscreen", "qminimal"),
        "styles": ("qmodernwindowsstyle",),
    },
    "darwin": {
        "platforms": ("qcocoa", "qoffscreen", "qminimal"),
        "styles": ("qmacstyle",),
    },
}

# Windows OpenGL fallbacks the Qt hooks collect: a software OpenGL renderer (20 MB) and
# the Direct3D shader compiler. The app draws with Qt's raster engine and never opens an
# OpenGL or Direct3D surface.
WINDOWS_GL_LIBRARIES = ("opengl32sw.dll", "d3dcompiler_47.dll", "libegl.dll", "libglesv2.dll")

# Python packages that must never be frozen in: development tools and test suites.
PYTHON_EXCLUDES = (
    "tkinter",
    "_tkinter",
    "turtle",
    "turtledemo",
    "idlelib",
    "lib2to3",
    "pydoc_data",
    "test",
    "unittest",
    "doctest",
    "ensurepip",
    "venv",
    "distutils",
    "setuptools",
    "pkg_resources",
    "pip",
    "pytest",
    "_pytest",
    "pytestqt",
    "pluggy",
    "hypothesis",
    "mypy",
    "mypyc",
    "ruff",
    "pygments",
    "PyInstaller",
    "tests",
)


def unused_qt_bindings() -> list[str]:
    """The PySide6 binding modules installed here that the app does not import.

    They are named as excludes, so no hook can pull them (and their Qt libraries) in.
    """
    import importlib.util

    spec = importlib.util.find_spec("PySide6")
    if spec is None or not spec.submodule_search_locations:
        return []
    names = set()
    for location in spec.submodule_search_locations:
        for path in Path(location).iterdir():
            match = re.fullmatch(r"(Qt\w+?)(?:\.abi3)?(?:\.cpython-[^.]+)?\.(?:so|pyd)", path.name)
            if match and match.group(1) not in QT_MODULES:
                names.add(match.group(1))
    return sorted(names)


def platform_key(platform: str = sys.platform) -> str:
    """``linux``, ``win32`` or ``darwin`` (other Unix systems are treated like Linux)."""
    if platform.startswith("win"):
        return "win32"
    if platform == "darwin":
        return "darwin"
    return "linux"


def _stem(name: str) -> str:
    """``libqxcb.so`` -> ``qxcb``; ``qwindows.dll`` -> ``qwindows``."""
    stem = name.split(".")[0]
    return stem[3:] if stem.startswith("lib") else stem


def qt_library_module(name: str) -> str | None:
    """The Qt module a library file belongs to: ``libQt6Network.so.6`` and
    ``Qt6Network.dll`` and ``QtNetwork`` (a framework folder) give ``Network``;
    ``QtNetwork.abi3.so`` and ``QtNetwork.pyd`` (bindings) too. None if not Qt."""
    match = re.match(r"^(?:lib)?Qt6?([A-Z0-9][A-Za-z0-9]*)(?:\.|$)", name)
    if match is None:
        return None
    return match.group(1)


def _allowed_qt_module(module: str) -> bool:
    return f"Qt{module}" in QT_MODULES or module in QT_HELPER_LIBRARIES


@dataclass
class QtFilter:
    """Decides, for each file PyInstaller collected, whether it goes into the bundle."""

    platform: str = field(default_factory=lambda: platform_key())
    languages: tuple[str, ...] = ()
    dropped: list[str] = field(default_factory=list)

    def keep(self, dest: str) -> bool:
        """True if the file at bundle path ``dest`` belongs in the bundle."""
        parts = PurePath(dest.replace("\\", "/")).parts
        if not parts or parts[-1].lower() in WINDOWS_GL_LIBRARIES:
            return not parts
        # A Qt library anywhere, including the links PyInstaller makes at the top.
        module = qt_library_module(parts[-1])
        if module is not None and "plugins" not in parts and not _allowed_qt_module(module):
            return False
        if not parts or parts[0] not in ("PySide6", "shiboken6"):
            return True
        if "plugins" in parts:
            index = parts.index("plugins")
            if len(parts) < index + 3:
                return True
            folder, name = parts[index + 1], parts[index + 2]
            wanted = QT_PLUGINS[self.platform].get(folder, ())
            return _stem(name) in wanted
        if "translations" in parts:
            name = parts[-1]
            return any(
                re.fullmatch(rf"qt(base)?_{lang}(_\w+)?\.qm", name) for lang in self.languages
            )
        if "qml" in parts or "metatypes" in parts or "include" in parts or "typesystems" in parts:
            return False
        for part in parts[1:]:
            module = qt_library_module(part)
            if module is not None:
                return _allowed_qt_module(module)
        return True

    def filter(self, toc: Iterable[tuple[str, str, str]]) -> list[tuple[str, str, str]]:
        """The entries of a PyInstaller TOC that :meth:`keep` accepts."""
        kept = []
        for entry in toc:
            if self.keep(entry[0]):
                kept.append(entry)
            else:
                self.dropped.append(entry[0])
        return kept


def qt_module_dependencies(
    hook_file: str,
) -> tuple[list[str], list[tuple[str, str]], list[tuple[str, str]]]:
    """What PyInstaller's hook for the Qt module named by ``hook_file`` collects, filtered.

    Filtering in the hook, before PyInstaller follows the binaries' own dependencies,
    keeps out the libraries that only the dropped plugins need (GTK for the GTK
    theme, Wayland, EGL, OpenGL, the network stack of the TUIO plugin).
    """
    from PyInstaller.utils.hooks.qt import add_qt6_dependencies

    hiddenimports, binaries, datas = add_qt6_dependencies(hook_file)
    qt_filter = QtFilter(languages=app_languages())

    def wanted(entry: tuple[str, str]) -> bool:
        source, dest_dir = entry
        return qt_filter.keep(str(PurePath(dest_dir, Path(source).name)))

    hiddenimports = [name for name in hiddenimports if name.rsplit(".", 1)[-1] in QT_MODULES]
    return hiddenimports, [b for b in binaries if wanted(b)], [d for d in datas if wanted(d)]


HOOK_TEMPLATE = '''"""PySide6.{module}, collected as PyInstaller's own hook does, less the Qt plugins
and translations Momon Desktop does not use (momon_packaging.QtFilter). Written by
packaging/momon_desktop.spec at every build."""

from momon_packaging import qt_module_dependencies

hiddenimports, binaries, datas = qt_module_dependencies(__file__)
'''


def write_qt_hooks(target_dir: Path) -> Path:
    """Write a PyInstaller hook for each Qt module the app uses; returns the folder.

    The hooks replace PyInstaller's own for those modules (hooks given in the spec
    take precedence), so the unused plugins are dropped before PyInstaller collects
    the libraries they would need.
    """
    target_dir.mkdir(parents=True, exist_ok=True)
    for old in target_dir.glob("hook-PySide6.*.py"):
        old.unlink()
    for module in QT_MODULES:
        (target_dir / f"hook-PySide6.{module}.py").write_text(
            HOOK_TEMPLATE.format(module=module), encoding="utf-8"
        )
    return target_dir


def app_languages(resources: Path = RESOURCES_DIR) -> tuple[str, ...]:
    """The languages the app ships a compiled catalogue for (``momon_<lang>.qm``)."""
    return tuple(
        sorted(
            path.stem.split("_", 1)[1] for path in (resources / "translations").glob("momon_*.qm")
        )
    )


def resource_datas(resources: Path = RESOURCES_DIR) -> list[tuple[str, str]]:
    """PyInstaller ``datas`` entries that copy ``resources/`` to ``resources`` in the bundle."""
    entries = []
    for path in sorted(resources.rglob("*")):
        if path.is_file() and path.suffix not in RESOURCE_SOURCE_SUFFIXES:
            entries.append((str(path), str(Path("resources") / path.parent.relative_to(resources))))
    return entries


# ------------------------------------------------------------------------ bundle check


def bundle_layout(dist: Path, platform: str | None = None) -> tuple[Path, Path, Path]:
    """(bundle, executable, internal folder) of a build in ``dist`` for ``platform``.

    The bundle is the folder a player gets: ``dist/momon-desktop`` on Windows and
    Linux, ``dist/Momon Desktop.app`` on macOS.
    """
    key = platform_key(platform or sys.platform)
    if key == "darwin":
        bundle = dist / f"{APP_NAME}.app"
        return bundle, bundle / "Contents" / "MacOS" / EXE_NAME, bundle / "Contents" / "Frameworks"
    bundle = dist / EXE_NAME
    exe = bundle / (EXE_NAME + (".exe" if key == "win32" else ""))
    return bundle, exe, bundle / "_internal"


def folder_size(path: Path) -> int:
    """Bytes used by the files under ``path`` (links not followed, each file once)."""
    total = 0
    for dirpath, _dirnames, filenames in os.walk(path):
        for name in filenames:
            file = Path(dirpath) / name
            if not file.is_symlink():
                total += file.stat().st_size
    return total


@dataclass
class BundleReport:
    """What :func:`inspect_bundle` found."""

    bundle: Path
    size_bytes: int = 0
    problems: list[str] = field(default_factory=list)
    qt_modules: list[str] = field(default_factory=list)
    plugins: list[str] = field(default_factory=list)

    @property
    def ok(self) -> bool:
        """True when no problem was found."""
        return not self.problems

    @property
    def size_mb(self) -> float:
        """Size in megabytes (10^6 bytes)."""
        return self.size_bytes / 1_000_000


def inspect_bundle(dist: Path, platform: str | None = None) -> BundleReport:
    """Check a finished bundle: the executable, every resource, and only the wanted Qt.

    Every file of ``resources/`` (but the translation sources) must be in the
    bundle's ``resources`` folder with the same content size; no library, binding
    or plugin of a Qt module outside :data:`QT_MODULES` may be present.
    """
    bundle, exe, internal = bundle_layout(dist, platform)
    report = BundleReport(bundle)
    if not bundle.is_dir():
        report.problems.append(f"no bundle at {bundle}")
        return report
    report.size_bytes = folder_size(bundle)
    if not exe.is_file():
        report.problems.append(f"no executable at {exe}")
    bundled_resources = _find_resources(bundle)
    if bundled_resources is None:
        report.problems.append("no resources folder in the bundle")
    else:
        for folder in RESOURCE_FOLDERS:
            if not (bundled_resources / folder).is_dir():
                report.problems.append(f"resources/{folder} missing from the bundle")
        for source, _dest in resource_datas():
            relative = Path(source).relative_to(RESOURCES_DIR)
            copy = bundled_resources / relative
            if not copy.is_file():
                report.problems.append(f"resources/{relative.as_posix()} missing from the bundle")
            elif copy.stat().st_size != Path(source).stat().st_size:
                report.problems.append(f"resources/{relative.as_posix()} differs in the bundle")
    modules: set[str] = set()
    for path in bundle.rglob("*"):
        name = path.name
        parts = path.relative_to(bundle).parts
        if "plugins" in parts and path.is_file():
            index = parts.index("plugins")
            report.plugins.append("/".join(parts[index + 1 :]))
            continue
        module = qt_library_module(name)
        if module is None or not (path.is_file() or name.endswith(".framework")):
            continue
        modules.add(module)
    report.qt_modules = sorted(modules)
    report.plugins.sort()
    for module in report.qt_modules:
        if module.startswith(QT_FORBIDDEN):
            report.problems.append(f"Qt{module} is in the bundle; it is kept out on purpose")
        elif not _allowed_qt_module(module):
            report.problems.append(f"Qt{module} is in the bundle but the app does not use it")
    for module in QT_MODULES:
        if module[2:] not in modules:
            report.problems.append(f"{module} is missing from the bundle")
    # The platform's own window system and the headless one the self-test uses.
    native = QT_PLUGINS[platform_key(platform or sys.platform)]["platforms"][0]
    present = {_stem(PurePath(p).name) for p in report.plugins if p.startswith("platforms/")}
    for plugin in (native, "qoffscreen"):
        if plugin not in present:
            report.problems.append(f"Qt platform plugin {plugin} is missing from the bundle")
    return report


def _find_resources(bundle: Path) -> Path | None:
    for candidate in (
        bundle / "_internal" / "resources",
        bundle / "Contents" / "Resources" / "resources",
        bundle / "Contents" / "Frameworks" / "resources",
    ):
        if candidate.is_dir():
            return candidate
    return None
