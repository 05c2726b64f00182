#!/bin/bash
# Installs a built channel-editor .deb with apt, uses it as a user would with the Swift
# toolchain hidden, and removes it (`make deb-install-check`; root; it changes the system, so
# it is for a scratch machine or a CI container). Checks that the program runs with only
# Debian's libraries (ldd: no libswift, nothing missing), finds its catalogs, both Chinese
# translations, `man channel-editor` and the bash (and, when zsh is there, zsh) completion, and
# that `apt-get remove` leaves none of the files dpkg listed (nor dpkg's record of it).
# Usage: install-check.sh /absolute/path/channel-editor_VERSION_ARCH.deb
set -u
deb=$1
failures=0
fail() { echo "deb-install-check: $*" >&2; failures=$((failures + 1)); }

[ "$(id -u)" = 0 ] || { echo "deb-install-check: run as root (it installs and removes the package)" >&2; exit 1; }
if dpkg -s channel-editor >/dev/null 2>&1; then
    echo "deb-install-check: channel-editor is installed already; remove it first" >&2
    exit 1
fi
scratch=$(mktemp -d /tmp/channel-editor-install-check.XXXXXX)
trap 'rm -rf "$scratch"' EXIT

DEBIAN_FRONTEND=noninteractive apt-get install -y -qq -o DPkg::Lock::Timeout=300 "$deb" || { echo "deb-install-check: apt-get install failed" >&2; exit 1; }
dpkg -L channel-editor | LC_ALL=C sort >"$scratch/listed"

# Everything below runs in a mount namespace with an empty folder over /opt/swift (when the
# toolchain is there and namespaces are allowed) and PATH=/usr/bin:/bin.
cat >"$scratch/use.sh" <<'USE'
set -u
scratch=$1
problems=0
problem() { echo "deb-install-check: $*" >&2; problems=$((problems + 1)); }
if [ -d /opt/swift ]; then
    mount -t tmpfs none /opt/swift 2>/dev/null && echo "(/opt/swift hidden)" || echo "(could not hide /opt/swift; PATH alone leaves it out)"
fi
export PATH=/usr/bin:/bin HOME=$scratch TERM=dumb MANPAGER=cat PAGER=cat MANWIDTH=80
unset LD_LIBRARY_PATH CHANNEL_EDITOR_DATA LANGUAGE LC_ALL LC_MESSAGES
[ "$(command -v channel-editor)" = /usr/bin/channel-editor ] || problem "channel-editor on PATH is $(command -v channel-editor)"
ldd /usr/bin/channel-editor >"$scratch/ldd" 2>&1
cat "$scratch/ldd"
grep -i swift "$scratch/ldd" && problem "ldd shows a Swift library"
grep 'not found' "$scratch/ldd" && problem "ldd: a library is missing"
for pair in C.UTF-8:Usage: zh_CN.UTF-8:用法： zh_TW.UTF-8:用法：; do
    LANG=${pair%%:*} channel-editor --help 2>&1 | head -1 | grep -q "^${pair#*:}" || problem "${pair%%:*}: --help starts: $(LANG=${pair%%:*} channel-editor --help 2>&1 | head -1)"
done
LANGUAGE=zh_TW LANG=zh_CN.UTF-8 channel-editor open nope --file "$scratch/t.json" 2>&1 | grep -q '無法開啟' \
    || problem "LANGUAGE=zh_TW: the refusal is not in Traditional Chinese"
for pair in C.UTF-8:Recommended zh_CN.UTF-8:推荐 zh_TW.UTF-8:推薦; do
    LANG=${pair%%:*} channel-editor list --file "$scratch/channels.json" 2>/dev/null | head -1 | grep -q "	${pair#*:}\$" \
        || problem "${pair%%:*}: list did not show the bundled catalog"
done
[ "$(man -w channel-editor 2>&1)" = /usr/share/man/man1/channel-editor.1.gz ] || problem "man -w channel-editor: $(man -w channel-editor 2>&1)"
LANG=C.UTF-8 man channel-editor 2>"$scratch/man.err" | grep -q '^NAME' || problem "man channel-editor shows no NAME section"
[ ! -s "$scratch/man.err" ] || problem "man channel-editor: $(cat "$scratch/man.err")"
# bash: the completion file as bash-completion loads it on demand; `channel-editor l<Tab>`.
words=$(bash -c '. /usr/share/bash-completion/completions/channel-editor
    COMP_WORDS=(channel-editor l); COMP_CWORD=1; COMP_LINE="channel-editor l"; COMP_POINT=${#COMP_LINE}
    _channel_editor channel-editor l channel-editor; printf "%s\n" "${COMPREPLY[@]}"')
[ "$words" = list ] || problem "bash completion of 'channel-editor l': '$words'"
if command -v zsh >/dev/null 2>&1; then
    [ "$(zsh -fc 'autoload -U compinit; compinit -u -D; print -r -- $_comps[channel-editor]')" = _channel-editor ] \
        || problem "zsh does not find _channel-editor in its fpath"
else
    echo "(zsh not installed: its completion not tried)"
fi
exit "$problems"
USE
if [ -d /opt/swift ] && unshare --mount true 2>/dev/null; then
    unshare --mount bash "$scratch/use.sh" "$scratch"
else
    bash "$scratch/use.sh" "$scratch"
fi
problems=$?
failures=$((failures + problems))

# A plain remove, not --purge: the package has no configuration files, so a remove must leave
# nothing, not even dpkg's "config-files" state.
DEBIAN_FRONTEND=noninteractive apt-get remove -y -qq -o DPkg::Lock::Timeout=300 channel-editor || fail "apt-get remove failed"
dpkg -s channel-editor >/dev/null 2>&1 && fail "dpkg still knows channel-editor: $(dpkg-query -W -f '${Status}' channel-editor)"
while read -r path; do
    # Folders other packages share (/usr, /usr/share/man/man1, ...) stay; our own go.
    if [ -d "$path" ]; then
        case "$path" in
        /usr/share/channel-editor* | /usr/share/doc/channel-editor) fail "left behind: $path" ;;
        esac
    elif [ -e "$path" ] || [ -L "$path" ]; then
        fail "left behind: $path"
    fi
done <"$scratch/listed"
# The checks harm nothing of the machine's: zsh's `compinit -d FILE` writes its dump over FILE,
# and `-d /dev/null` once replaced /dev/null with a regular file (tmux then cannot start).
[ -c /dev/null ] || fail "/dev/null is no longer a character device"

if [ "$failures" -gt 0 ]; then
    echo "deb-install-check: $failures problems" >&2
    exit 1
fi
echo "deb-install-check: installed, used without the toolchain, removed: $(wc -l <"$scratch/listed") paths, none left"
