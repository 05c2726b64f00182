#!/bin/bash
# Checks a built channel-editor .deb without installing it (`make deb-check`): lintian finds no
# error and no warning that LINTIAN_WARNINGS does not name (README "Install" says why each is
# left); the package holds exactly the files it should, owned by root with Debian's modes;
# Depends comes from dpkg-shlibdeps; the binary needs no Swift library, has no rpath and is
# stripped; and the unpacked program, run with the toolchain out of PATH, finds its catalogs
# and both Chinese translations, and its man page renders.
# Usage: check-deb.sh PACKAGE.deb LINTIAN_WARNINGS
set -u
deb=$1
allowed=$2
root=$(cd "$(dirname "$0")/../.." && pwd)
failures=0
fail() { echo "deb-check: $*" >&2; failures=$((failures + 1)); }

[ -f "$deb" ] || { echo "deb-check: no package $deb (make deb)" >&2; exit 1; }
scratch=$(mktemp -d /tmp/channel-editor-deb-check.XXXXXX)
trap 'rm -rf "$scratch"' EXIT

# lintian: no error; each warning's tag listed (first word of a line) in $allowed.
lintian --tag-display-limit 0 "$deb" >"$scratch/lintian" 2>&1
cat "$scratch/lintian"
grep -q '^E: ' "$scratch/lintian" && fail "lintian reports errors (above)"
grep -q '^\(internal error\|lintian: \)' "$scratch/lintian" && fail "lintian did not run through"
while read -r _ _ tag _; do
    grep -q "^$tag\b" "$allowed" || fail "lintian warning $tag is not named in $(basename "$allowed") and README"
done < <(grep '^W: ' "$scratch/lintian")

# The control fields: the version is the program's, Depends is Debian's libraries (from the
# binary's NEEDED, by dpkg-shlibdeps).
version=$(dpkg-deb -f "$deb" Version)
program_version=$(sed -n 's/.*static let version = "\(.*\)".*/\1/p' "$root/Sources/CommandLineKit/Usage.swift")
[ "${version%-*}" = "$program_version" ] || fail "package version $version, program version $program_version"
depends=$(dpkg-deb -f "$deb" Depends)
for library in libc6 libncursesw6 libtinfo6 libxml2 libsqlite3-0; do
    [[ ", $depends," == *", $library "* || ", $depends," == *", $library,"* ]] || fail "Depends does not name $library: $depends"
done
[[ "$depends" != *swift* ]] || fail "Depends names a Swift package: $depends"

# The files: exactly these, with these modes, all root:root; every folder 0755.
{
    echo "-rwxr-xr-x ./usr/bin/channel-editor"
    for catalog in "$root"/Resources/catalogs/*.json; do echo "-rw-r--r-- ./usr/share/channel-editor/catalogs/${catalog##*/}"; done
    for po in "$root"/po/*.po; do
        name=${po##*/}
        echo "-rw-r--r-- ./usr/share/locale/${name%.po}/LC_MESSAGES/channel-editor.mo"
    done
    echo "-rw-r--r-- ./usr/share/man/man1/channel-editor.1.gz"
    echo "-rw-r--r-- ./usr/share/bash-completion/completions/channel-editor"
    echo "-rw-r--r-- ./usr/share/zsh/vendor-completions/_channel-editor"
    echo "-rw-r--r-- ./usr/share/doc/channel-editor/copyright"
    echo "-rw-r--r-- ./usr/share/doc/channel-editor/changelog.Debian.gz"
} | sort >"$scratch/expected"
dpkg-deb -c "$deb" >"$scratch/contents"
awk '$1 !~ /^d/ { print $1, $6 }' "$scratch/contents" | sort >"$scratch/files"
diff -u "$scratch/expected" "$scratch/files" >"$scratch/files.diff" || { cat "$scratch/files.diff"; fail "the package's files differ from the list (above: - wanted, + found)"; }
awk '$2 != "root/root" { print }' "$scratch/contents" | grep . && fail "entries not owned by root/root (above)"
awk '$1 ~ /^d/ && $1 != "drwxr-xr-x" { print }' "$scratch/contents" | grep . && fail "folders whose mode is not 0755 (above)"

# The binary: no Swift library, no rpath, stripped.
dpkg-deb -x "$deb" "$scratch/root"
binary="$scratch/root/usr/bin/channel-editor"
readelf -d "$binary" >"$scratch/dynamic"
grep -q 'NEEDED' "$scratch/dynamic" || fail "the binary is not dynamically linked (DEB_FLAGS)"
grep -i 'NEEDED.*swift' "$scratch/dynamic" && fail "the binary needs a Swift library"
grep -E 'RPATH|RUNPATH' "$scratch/dynamic" && fail "the binary has an rpath"
for library in libncursesw libtinfo libxml2 libsqlite3; do
    grep -q "NEEDED.*\[$library\.so" "$scratch/dynamic" || fail "the binary does not link $library as a shared library"
done
readelf -S -W "$binary" | grep -E '\.symtab|\.debug_' && fail "the binary is not stripped"

# The unpacked program, nothing of the toolchain or the source tree on any path: its
# catalogs (../share/channel-editor) and translations (../share/locale) found next to it.
run() { env -i PATH=/usr/bin:/bin HOME="$scratch" TERM=dumb "$@" "$binary" "${arguments[@]}"; }
arguments=(--version)
[ "$(run 2>&1)" = "channel-editor $program_version" ] || fail "--version printed: $(run 2>&1)"
arguments=(--help)
for lang in zh_CN.UTF-8 zh_TW.UTF-8; do
    run LANG=$lang 2>&1 | head -1 | grep -q '^用法：' || fail "$lang: --help is not translated: $(run LANG=$lang 2>&1 | head -1)"
done
run LANG=C.UTF-8 2>&1 | head -1 | grep -q '^Usage:' || fail "C.UTF-8: --help is not English"
arguments=(list --file "$scratch/channels.json")
for pair in C.UTF-8:Recommended zh_CN.UTF-8:推荐 zh_TW.UTF-8:推薦; do
    listed=$(run LANG=${pair%%:*} 2>/dev/null)  # stderr: a note that the file does not exist yet
    printf '%s\n' "$listed" | head -1 | grep -q "	${pair#*:}\$" || fail "${pair%%:*}: list did not read the bundled catalog: $(printf '%s' "$listed" | head -2)"
done
[ ! -e "$scratch/channels.json" ] || fail "list wrote the channels file"

# The man page renders without warnings; the bash completion parses.
man_errors=$(env MANWIDTH=80 MANPAGER=cat LANG=C.UTF-8 man -l "$scratch/root/usr/share/man/man1/channel-editor.1.gz" 2>&1 >/dev/null)
[ -z "$man_errors" ] || fail "man -l: $man_errors"
bash -n "$scratch/root/usr/share/bash-completion/completions/channel-editor" || fail "the bash completion does not parse"

if [ "$failures" -gt 0 ]; then
    echo "deb-check: $failures problems in $deb" >&2
    exit 1
fi
echo "deb-check: $deb is good ($(dpkg-deb -f "$deb" Depends))"
