#!/bin/sh
# Packs what `make install DESTDIR=<work>/debian/channel-editor PREFIX=/usr` staged into a
# Debian binary package with dpkg-dev's own tools (`make deb` runs it; README "Install"):
# dpkg-shlibdeps works out Depends from the libraries the binary links, dpkg-gencontrol writes
# the control file, dpkg-deb --root-owner-group packs it (no root, no fakeroot).
# Usage: build-deb.sh WORK OUTDIR
set -eu
work=$1
out=$2
here=$(cd "$(dirname "$0")" && pwd)
stage="$work/debian/channel-editor"
doc="$stage/usr/share/doc/channel-editor"
umask 022

[ -x "$stage/usr/bin/channel-editor" ] || { echo "build-deb.sh: nothing staged in $stage" >&2; exit 1; }
cp "$here/control" "$here/changelog" "$work/debian/"
# The files' dates in the package are the changelog entry's, not the build's
# (SOURCE_DATE_EPOCH, as reproducible-builds.org asks).
SOURCE_DATE_EPOCH=$(dpkg-parsechangelog -l "$here/changelog" -STimestamp)
export SOURCE_DATE_EPOCH

# What Debian's policy adds to `make install`'s files: no compiler notes in the binary (as
# dh_strip), a compressed man page, the copyright and the Debian changelog.
objcopy --remove-section=.comment "$stage/usr/bin/channel-editor"
gzip -9nf "$stage/usr/share/man/man1/channel-editor.1"
install -d "$doc"
install -m 644 "$here/copyright" "$doc/copyright"
gzip -9n -c "$here/changelog" >"$doc/changelog.Debian.gz"
chmod 644 "$doc/changelog.Debian.gz"
chmod -R u+rwX,go+rX,go-w "$stage"

cd "$work"
rm -f debian/channel-editor.substvars debian/files
install -d debian/channel-editor/DEBIAN  # dpkg-shlibdeps knows the package's folder by it
dpkg-shlibdeps -Tdebian/channel-editor.substvars debian/channel-editor/usr/bin/channel-editor
dpkg-gencontrol -pchannel-editor -Tdebian/channel-editor.substvars -Pdebian/channel-editor
(cd debian/channel-editor && find usr -type f | LC_ALL=C sort | xargs md5sum) >debian/channel-editor/DEBIAN/md5sums
chmod 644 debian/channel-editor/DEBIAN/control debian/channel-editor/DEBIAN/md5sums
cd - >/dev/null
dpkg-deb --root-owner-group --build "$stage" "$out"
