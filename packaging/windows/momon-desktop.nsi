; Momon Desktop setup program for Windows (NSIS 3, Unicode).
;
; packaging/build.py compiles this on Windows after PyInstaller has made the bundle:
;
;   makensis -DVERSION=0.1.0 -DVERSION_QUAD=0.1.0.0 ^
;            -DBUNDLE_DIR=dist\momon-desktop ^
;            -DICON=build\pyinstaller\momon_desktop\icons\momon.ico ^
;            -DOUTFILE=dist\momon-desktop-0.1.0-windows-setup.exe ^
;            packaging\windows\momon-desktop.nsi
;
; The program is installed for the current user (no administrator rights needed,
; nothing to elevate), in %LOCALAPPDATA%\Programs\Momon Desktop, with a Start-menu
; entry, an optional desktop shortcut, an entry in "Installed apps" and an
; uninstaller. Saved games and settings live in the user's data folder and are
; left alone by the uninstaller.

Unicode true
; A check build (build.py on Linux) passes -DCOMPRESSOR=zlib to finish sooner.
!ifndef COMPRESSOR
  !define COMPRESSOR "/SOLID lzma"
!endif
SetCompressor ${COMPRESSOR}
ManifestDPIAware true
RequestExecutionLevel user

!ifndef VERSION
  !error "Define VERSION, e.g. -DVERSION=0.1.0"
!endif
!ifndef VERSION_QUAD
  !error "Define VERSION_QUAD (four numbers), e.g. -DVERSION_QUAD=0.1.0.0"
!endif
!ifndef BUNDLE_DIR
  !error "Define BUNDLE_DIR, the PyInstaller bundle folder, e.g. -DBUNDLE_DIR=dist\momon-desktop"
!endif
!ifndef ICON
  !error "Define ICON, the application icon (.ico)"
!endif
!ifndef OUTFILE
  !define OUTFILE "momon-desktop-${VERSION}-windows-setup.exe"
!endif

; With a code-signing certificate at hand, build.py passes SIGN_SCRIPT (sign.ps1 beside
; this file): the uninstaller and the finished setup program are then signed as they
; are written.
!ifdef SIGN_SCRIPT
  !ifndef SIGN_SHELL
    !define SIGN_SHELL "powershell -NoProfile -ExecutionPolicy Bypass -File"
  !endif
  !finalize '${SIGN_SHELL} "${SIGN_SCRIPT}" "%1"' = 0
  !uninstfinalize '${SIGN_SHELL} "${SIGN_SCRIPT}" "%1"' = 0
!endif

!define APP_NAME "Momon Desktop"
!define APP_EXE "momon-desktop.exe"
!define PUBLISHER "Momon Desktop contributors"
!define APP_KEY "Software\Momon Desktop"
!define UNINSTALL_KEY "Software\Microsoft\Windows\CurrentVersion\Uninstall\MomonDesktop"

!include "MUI2.nsh"
!include "FileFunc.nsh"
!include "LogicLib.nsh"
!include "x64.nsh"

Name "${APP_NAME}"
OutFile "${OUTFILE}"
InstallDir "$LOCALAPPDATA\Programs\${APP_NAME}"
InstallDirRegKey HKCU "${APP_KEY}" "InstallDir"
BrandingText "${APP_NAME} ${VERSION}"

; ---------------------------------------------------------------- pages and languages

!ifdef WIZARD_BITMAP
  ; 164 x 314 pixels, 24-bit BMP, beside the welcome and finish pages.
  !define MUI_WELCOMEFINISHPAGE_BITMAP "${WIZARD_BITMAP}"
!endif
!define MUI_ICON "${ICON}"
!define MUI_UNICON "${ICON}"
!define MUI_ABORTWARNING
!define MUI_COMPONENTSPAGE_NODESC
!define MUI_FINISHPAGE_RUN "$INSTDIR\${APP_EXE}"
!define MUI_LANGDLL_REGISTRY_ROOT HKCU
!define MUI_LANGDLL_REGISTRY_KEY "${APP_KEY}"
!define MUI_LANGDLL_REGISTRY_VALUENAME "InstallerLanguage"

!insertmacro MUI_PAGE_WELCOME
!ifdef LICENSE_FILE
  !insertmacro MUI_PAGE_LICENSE "${LICENSE_FILE}"
!endif
!insertmacro MUI_PAGE_COMPONENTS
!insertmacro MUI_PAGE_DIRECTORY
!insertmacro MUI_PAGE_INSTFILES
!insertmacro MUI_PAGE_FINISH

!insertmacro MUI_UNPAGE_CONFIRM
!insertmacro MUI_UNPAGE_INSTFILES

!insertmacro MUI_LANGUAGE "English"
!insertmacro MUI_LANGUAGE "Thai"
!insertmacro MUI_RESERVEFILE_LANGDLL

LangString SecAppName ${LANG_ENGLISH} "${APP_NAME} (required)"
LangString SecAppName ${LANG_THAI} "${APP_NAME} (จำเป็น)"
LangString SecDesktopName ${LANG_ENGLISH} "Desktop shortcut"
LangString SecDesktopName ${LANG_THAI} "ทางลัดบนเดสก์ท็อป"
LangString Needs64Bit ${LANG_ENGLISH} "${APP_NAME} needs a 64-bit version of Windows."
LangString Needs64Bit ${LANG_THAI} "${APP_NAME} ต้องใช้ Windows รุ่น 64 บิต"

; ------------------------------------------------------------------ version resource

VIProductVersion "${VERSION_QUAD}"
VIFileVersion "${VERSION_QUAD}"
VIAddVersionKey /LANG=${LANG_ENGLISH} "ProductName" "${APP_NAME}"
VIAddVersionKey /LANG=${LANG_ENGLISH} "ProductVersion" "${VERSION}"
VIAddVersionKey /LANG=${LANG_ENGLISH} "FileVersion" "${VERSION}"
VIAddVersionKey /LANG=${LANG_ENGLISH} "FileDescription" "${APP_NAME} ${VERSION} setup"
VIAddVersionKey /LANG=${LANG_ENGLISH} "CompanyName" "${PUBLISHER}"
VIAddVersionKey /LANG=${LANG_ENGLISH} "LegalCopyright" "${PUBLISHER}, GPL-3.0-or-later"

; -------------------------------------------------------------------------- sections

Section "$(SecAppName)" SecApp
  SectionIn RO
  SetShellVarContext current
  SetOutPath "$INSTDIR"
  ; An update replaces the previous version's files completely.
  RMDir /r "$INSTDIR\_internal"
  File /r "${BUNDLE_DIR}\*"
  WriteUninstaller "$INSTDIR\uninstall.exe"

  CreateShortcut "$SMPROGRAMS\${APP_NAME}.lnk" "$INSTDIR\${APP_EXE}" "" "$INSTDIR\${APP_EXE}" 0

  WriteRegStr HKCU "${APP_KEY}" "InstallDir" "$INSTDIR"
  WriteRegStr HKCU "${APP_KEY}" "Version" "${VERSION}"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "DisplayName" "${APP_NAME}"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "DisplayVersion" "${VERSION}"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "Publisher" "${PUBLISHER}"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "DisplayIcon" "$INSTDIR\${APP_EXE},0"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "InstallLocation" "$INSTDIR"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "UninstallString" '"$INSTDIR\uninstall.exe"'
  WriteRegStr HKCU "${UNINSTALL_KEY}" "QuietUninstallString" '"$INSTDIR\uninstall.exe" /S'
  WriteRegDWORD HKCU "${UNINSTALL_KEY}" "NoModify" 1
  WriteRegDWORD HKCU "${UNINSTALL_KEY}" "NoRepair" 1
  ${GetSize} "$INSTDIR" "/S=0K" $0 $1 $2
  IntFmt $0 "0x%08X" $0
  WriteRegDWORD HKCU "${UNINSTALL_KEY}" "EstimatedSize" "$0"
SectionEnd

Section "$(SecDesktopName)" SecDesktop
  SetShellVarContext current
  CreateShortcut "$DESKTOP\${APP_NAME}.lnk" "$INSTDIR\${APP_EXE}" "" "$INSTDIR\${APP_EXE}" 0
SectionEnd

Section "Uninstall"
  SetShellVarContext current
  Delete "$DESKTOP\${APP_NAME}.lnk"
  Delete "$SMPROGRAMS\${APP_NAME}.lnk"
  ; Only what the setup program put there: a folder the player chose may hold other files.
  RMDir /r "$INSTDIR\_internal"
  Delete "$INSTDIR\${APP_EXE}"
  Delete "$INSTDIR\uninstall.exe"
  RMDir "$INSTDIR"
  DeleteRegKey HKCU "${UNINSTALL_KEY}"
  DeleteRegKey HKCU "${APP_KEY}"
SectionEnd

; ------------------------------------------------------------------------- functions

Function .onInit
  !insertmacro MUI_LANGDLL_DISPLAY
  ${IfNot} ${RunningX64}
    MessageBox MB_OK|MB_ICONSTOP "$(Needs64Bit)" /SD IDOK
    Abort
  ${EndIf}
FunctionEnd

Function un.onInit
  !insertmacro MUI_UNGETLANGUAGE
FunctionEnd
