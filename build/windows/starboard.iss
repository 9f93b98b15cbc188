; The Windows installer over the one-folder build (the release workflow runs it):
;   iscc /DAppVersion=0.1.0 build\windows\starboard.iss
; writes build\package\Starboard-0.1.0-setup.exe. It installs for the current user without an
; administrator prompt (or for everyone, if chosen), with a Start menu entry and an optional
; desktop shortcut. Saves, settings and records live in %LOCALAPPDATA%\Starboard, outside
; {app}: the uninstaller removes what it installed and never the saves.

#ifndef AppVersion
  #define AppVersion "0.0.0"
#endif

[Setup]
; One id for every version, so a new installer upgrades the old one in place.
AppId={{F7D9916F-995A-4C80-8355-0B39C5FB4979}
AppName=Starboard
AppVersion={#AppVersion}
AppVerName=Starboard {#AppVersion}
AppPublisher=Starboard developers
DefaultDirName={autopf}\Starboard
DefaultGroupName=Starboard
DisableProgramGroupPage=yes
PrivilegesRequired=lowest
PrivilegesRequiredOverridesAllowed=dialog commandline
; Paths below are from the repository's root.
SourceDir=..\..
OutputDir=build\package
OutputBaseFilename=Starboard-{#AppVersion}-setup
Compression=lzma2
SolidCompression=yes
WizardStyle=modern
ArchitecturesAllowed=x64compatible
ArchitecturesInstallIn64BitMode=x64compatible
UninstallDisplayIcon={app}\starboard.exe
UninstallDisplayName=Starboard
#if FileExists(AddBackslash(SourcePath) + "..\package\icons\starboard.ico")
SetupIconFile=build\package\icons\starboard.ico
#endif

[Languages]
Name: "english"; MessagesFile: "compiler:Default.isl"

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"; Flags: unchecked

[Files]
Source: "build\dist\starboard\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs

[Icons]
Name: "{autoprograms}\Starboard"; Filename: "{app}\starboard.exe"; Comment: "Play 404: Law Not Found, Assembly and Trouble on the Tempus"
Name: "{autodesktop}\Starboard"; Filename: "{app}\starboard.exe"; Tasks: desktopicon

[Run]
Filename: "{app}\starboard.exe"; Description: "{cm:LaunchProgram,Starboard}"; Flags: nowait postinstall skipifsilent
