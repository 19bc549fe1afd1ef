# Sign Windows programs with the project's code-signing certificate: Authenticode,
# SHA-256, with an RFC 3161 timestamp so the signature outlives the certificate.
#
#   pwsh packaging/windows/sign.ps1 dist\momon-desktop\momon-desktop.exe [more files]
#
# The certificate comes from the environment, filled from repository secrets by the
# release workflow:
#   WINDOWS_CERTIFICATE           the .pfx file, base64-encoded
#   WINDOWS_CERTIFICATE_PASSWORD  the .pfx file's password
#   WINDOWS_TIMESTAMP_URL         optional; http://timestamp.digicert.com if unset
# The release workflow signs momon-desktop.exe with it; makensis runs it (through
# build.py) on the uninstaller and on the finished setup program.
param(
    [Parameter(Mandatory = $true, ValueFromRemainingArguments = $true)]
    [string[]] $Files
)
$ErrorActionPreference = "Stop"

if (-not $env:WINDOWS_CERTIFICATE) {
    throw "WINDOWS_CERTIFICATE is not set: nothing to sign with"
}
$signtool = Get-ChildItem "${env:ProgramFiles(x86)}\Windows Kits\10\bin\*\x64\signtool.exe" |
    Sort-Object { [version]$_.Directory.Parent.Name } -Descending |
    Select-Object -First 1
if (-not $signtool) {
    throw "signtool.exe not found (it comes with the Windows SDK)"
}
$timestamp = if ($env:WINDOWS_TIMESTAMP_URL) { $env:WINDOWS_TIMESTAMP_URL } else { "http://timestamp.digicert.com" }

$pfx = Join-Path ([IO.Path]::GetTempPath()) ("momon-signing-" + [guid]::NewGuid() + ".pfx")
try {
    [IO.File]::WriteAllBytes($pfx, [Convert]::FromBase64String($env:WINDOWS_CERTIFICATE))
    & $signtool.FullName sign /f $pfx /p $env:WINDOWS_CERTIFICATE_PASSWORD `
        /fd SHA256 /tr $timestamp /td SHA256 /d "Momon Desktop" @Files
    if ($LASTEXITCODE -ne 0) {
        throw "signtool failed (exit code $LASTEXITCODE)"
    }
    & $signtool.FullName verify /pa @Files
    if ($LASTEXITCODE -ne 0) {
        throw "signtool could not verify the signature (exit code $LASTEXITCODE)"
    }
}
finally {
    Remove-Item -Force -ErrorAction SilentlyContinue $pfx
}
